// Translations of the demo content that content.ts does not hold inline: the Traditional Chinese it lacked,
// the Chinese and Japanese slugs, the item codes' technical texts, and Japanese for the main content (the
// factory is in Kyoto). Japanese is seeded without the language: an Administrator adds `ja` on the
// Languages screen and ja.{host} serves these at once (translations outlive their language, decision 021).

/** Translated fields by field name (the spec's snake_case names). */
export type Texts = Record<string, string>;
/** Texts of one record in each language. */
export type RecordTranslations = { zh?: Texts; ja?: Texts };

/** Languages the demo content is translated into. */
export const SEEDED_TRANSLATION_LANGUAGES = ["zh", "ja"] as const;

/** By product key. */
export const PRODUCT_TRANSLATIONS: Record<string, RecordTranslations> = {
  "aurum-classic-40": {
    zh: { slug: "aurum-經典-40號" },
    ja: {
      name: "アウルム クラシック 40",
      slug: "アウルム-クラシック-40",
      description:
        "当社を代表する金色の刺繍糸。40番手の細くしなやかなメタリック糸で、最高速度でも温かく均一な輝きを保ちます。",
      detailed_description:
        "<p>アウルム クラシック 40 は Lumina Threads の原点となった糸です。金属蒸着ポリエステルフィルムを 1/100 インチ幅にスリットし、強靭なポリエステル芯に巻き付け、京都工場で油剤処理を施すことで、多頭刺繍機で毎分最大 1,000 針の速度でもなめらかに糸が送られます。</p><h3>刺繍職人に選ばれる理由</h3><ul><li>サテンステッチや細かな文字にも平らになじむ柔らかな風合い</li><li>変色しにくい温かみのある金色</li><li>12 色の金色をロット間で均一な色合いで</li></ul><h3>推奨設定</h3><p>75/11～90/14 番のメタリック用または刺繍用の針を使い、上糸調子をやや弱め、毎分 600～800 針で縫うと最良の仕上がりになります。</p>",
    },
  },
  "argent-fine": {
    zh: { slug: "argent-幼銀線" },
    ja: {
      name: "アルジャン ファイン",
      slug: "アルジャン-ファイン",
      description:
        "鏡面のように明るく涼しげなシルバー。繊細なモノグラムやブライダルレースにも使える細さです。",
      detailed_description:
        "<p>アルジャン ファインは高反射のシルバーフィルムと細いナイロン芯を組み合わせた、輝きとしなやかさを兼ね備えた糸です。ブライダル、テーブルリネンのモノグラム、イブニングウェアなど、すっきりとした涼やかな光が求められる場面の第一候補です。</p><h3>特長</h3><ul><li>洗濯後も明るさを保つ鏡面のシルバー</li><li>小さな文字に適した 120D の細い構造</li><li>ガンメタルとピューターもご用意</li></ul>",
    },
  },
  "aurum-heavy-20": {
    zh: {
      name: "Aurum 粗支 20 號",
      slug: "aurum-粗支-20號",
      description: "適合立體效果、釘線繡及粗獷裝飾針步的 20 號粗支金線。",
      detailed_description:
        "<p>Aurum 粗支 20 號的線身是經典金線的兩倍，適合需要存在感的針步：釘線輪廓、厚實填充、皮革製品的明線及貼花邊飾。</p><h3>須知</h3><ul><li>請使用 100/16 號針及大孔梭殼</li><li>適合手工或以編繩壓腳釘線</li></ul>",
    },
    ja: {
      name: "アウルム ヘビー 20",
      slug: "アウルム-ヘビー-20",
      description: "立体的な表現、コーチング、太い装飾ステッチのための 20 番手の太い金糸。",
      detailed_description:
        "<p>アウルム ヘビー 20 はクラシックの金糸の 2 倍の太さで、存在感が求められるステッチに最適です。コーチングの輪郭、厚みのある埋め縫い、革製品のステッチ、アップリケの縁取りに。</p><h3>ご注意</h3><ul><li>100/16 番の針と大きな穴のボビンケースをお使いください</li><li>手縫いのコーチングやコーディング押さえでの使用に最適</li></ul>",
    },
  },
  "jewel-tone-metallic": {
    zh: { slug: "寶石色金屬線" },
    ja: {
      name: "ジュエルトーン メタリック",
      slug: "ジュエルトーン-メタリック",
      description: "深いエメラルド、サファイア、ルビー、アメジスト。カットされた宝石の豊かさを刺繍糸に。",
      detailed_description:
        "<p>ジュエルトーン メタリックは輝きに色を添えます。各色とも着色したメタリックフィルムを同色に染めた芯に重ねているため、ステッチが曲がり光が縁に当たる部分でも色が鮮やかに保たれます。</p><h3>カラー</h3><ul><li>エメラルド：金色がかった涼しげなグリーン</li><li>サファイア：深いロイヤルブルー</li><li>ルビー：黒地に映える澄んだレッド</li><li>アメジスト：イブニングウェアに似合う柔らかなバイオレット</li></ul><p>全色の色見本は下記のカタログに掲載しています。</p>",
    },
  },
  "eco-shine-recycled-40": {
    zh: {
      name: "Eco Shine 環保 40 號",
      slug: "eco-shine-環保-40號",
      description: "Aurum 經典的光澤，配以回收聚酯紡成的芯線，獲全球回收標準認證。",
      detailed_description:
        "<p>Eco Shine 環保 40 號以回收膠樽紡成的芯線，取代經典繡線的原生聚酯芯線。金屬薄膜、上油處理及上機表現均維持不變。</p><h3>有何不同</h3><ul><li>芯線以 100% 再生聚酯製成</li><li>每筒線的碳足跡減少約 30%</li><li>線筒以再生紙板製成</li></ul>",
    },
    ja: {
      name: "エコシャイン リサイクル 40",
      slug: "エコシャイン-リサイクル-40",
      description:
        "アウルム クラシックの輝きを、グローバル・リサイクル・スタンダード認証の再生ポリエステル芯で。",
      detailed_description:
        "<p>エコシャイン リサイクル 40 は、クラシックの糸のバージンポリエステル芯を、使用済みペットボトルから紡いだ芯に置き換えました。メタリックフィルム、油剤処理、ミシンでの性能は変わりません。</p><h3>変わったこと</h3><ul><li>芯は 100% 再生ポリエステル</li><li>コーン 1 本あたりの二酸化炭素排出量を約 30% 削減</li><li>再生板紙製のコーン</li></ul>",
    },
  },
  "copper-glow-braid": {
    zh: { slug: "紅銅光澤編織線" },
    ja: {
      name: "コッパーグロウ ブレード",
      slug: "コッパーグロウ-ブレード",
      description: "灯籠のような温かな光を放つ平打ちの銅色メタリックブレード。トリム、コード、手刺繍に。",
      detailed_description:
        "<p>コッパーグロウ ブレードは 8 本の細いメタリック糸を平たく柔軟に編み上げたブレードです。コーチングに美しく、シェニール針に通して手刺繍に使え、包装や帽子の豪華なコードにもなります。</p><h3>用途</h3><ul><li>コーチングの輪郭と縁取り</li><li>コードと引き紐</li><li>帽子とギフト包装</li></ul>",
    },
  },
  "rose-gold-lame": {
    zh: {
      name: "玫瑰金金銀絲扁線",
      slug: "玫瑰金金銀絲扁線",
      description: "柔和玫瑰金色的扁平緞帶狀金銀絲線，適用於梭織、婚紗飾邊及亮點針步。",
      detailed_description:
        "<p>玫瑰金金銀絲扁線是一條沒有芯線支撐的扁平金屬條，如細小緞帶般平躺。梭織時呈現金銀絲布料如液體般的光澤；刺繡時則形成寬闊而反光的緞面。</p><h3>使用貼士</h3><ul><li>從線軸側面退繞，避免扭結</li><li>使用大孔針並以慢速運行</li></ul>",
    },
    ja: {
      name: "ローズゴールド ラメ",
      slug: "ローズゴールド-ラメ",
      description:
        "柔らかなローズゴールドのリボン状の平ラメ糸。織物、ブライダルのトリム、印象的なステッチに。",
      detailed_description:
        "<p>ローズゴールド ラメは芯のない平らなメタリックの帯で、小さなリボンのように寝かせて使います。織ればラメ生地のような流れる輝きに、刺繍すれば幅広く光を返すサテン面になります。</p><h3>扱いのコツ</h3><ul><li>よじれを防ぐため、スプールの横から糸を引き出す</li><li>大きな穴の針を使い、低速で縫う</li></ul>",
    },
  },
  "holographic-sparkle": {
    zh: {
      name: "鐳射幻彩線",
      slug: "鐳射幻彩線",
      description: "隨動作閃爍光譜各色的稜鏡鐳射線。",
      detailed_description:
        "<p>鐳射幻彩線採用壓印了數以百萬計微小刻面的繞射薄膜。每一針都把白光分解成流動的彩虹，因而深受舞台服裝、舞蹈服及波鞋刺繡青睞。</p><h3>特點</h3><ul><li>銀色底調，閃現全光譜色彩</li><li>可在標準刺繡機上運行</li><li>與黑色及深寶石色布料尤其相襯</li></ul>",
    },
    ja: {
      name: "ホログラフィック スパークル",
      slug: "ホログラフィック-スパークル",
      description: "動くたびにスペクトルのすべての色がきらめく、プリズム調のホログラム糸。",
      detailed_description:
        "<p>ホログラフィック スパークルは数百万の微細な刻面を型押しした回折フィルムを使用しています。ひと針ごとに白い光を動く虹に分けるため、舞台衣装、ダンスウェア、スニーカー刺繍で人気です。</p><h3>特長</h3><ul><li>全スペクトルにきらめくシルバーベース</li><li>標準的な刺繍機で使用可能</li><li>黒や深い宝石色の地によく映える</li></ul>",
    },
  },
  "japan-gold-passing-no-5": {
    zh: {
      name: "日本平金線 5 號",
      slug: "日本平金線-5號",
      description: "以鍍金薄膜包覆絲芯的傳統釘線，專為手工金繡而設。",
      detailed_description:
        "<p>日本平金線是包覆而非加撚而成：一條窄幅鍍金薄片以緊密螺旋纏繞絲芯，與京都數百年來的做法如出一轍。它平鋪於布面，以雙線釘縫固定，從不穿過布料。</p><h3>金繡用途</h3><ul><li>以上蠟幼絲線成對釘縫</li><li>籃紋及 or nué 技法</li><li>宗教禮儀及軍團刺繡</li></ul>",
    },
    ja: {
      name: "日本平金糸 5 番",
      slug: "日本平金糸-5番",
      description: "絹芯に金箔フィルムを巻いた、手刺繍の金糸刺繍のための伝統的なコーチング糸。",
      detailed_description:
        "<p>日本平金糸は撚るのではなく巻いて作ります。細い金箔の帯を絹芯にきつい螺旋状に巻き付ける、京都で何世紀も受け継がれてきた製法そのままです。布の表面に置いて 2 本ずつ留め縫いし、布に通すことはありません。</p><h3>金糸刺繍に</h3><ul><li>蝋引きした細い絹糸で 2 本ずつコーチング</li><li>バスケットウィーブやオーヌエの技法</li><li>教会刺繍や軍の刺繍</li></ul>",
    },
  },
  "kyoto-silk-gold": {
    zh: {
      name: "Kyoto 絲芯金線",
      slug: "kyoto-絲芯金線",
      description: "以純絲為芯纏繞的幼細金線，為高級訂製工作室小批量製作。",
      detailed_description:
        "<p>Kyoto 絲芯金線是我們最珍貴的繡線：金色薄膜纏繞於繅絲芯線上，以小批量生產，每批均經人手檢查。它呈現古董金繡溫潤柔和的光芒，同時具備穿透布料刺繡的強度。</p><h3>專為以下用途而製</h3><ul><li>高級訂製刺繡</li><li>和服及腰帶修復</li><li>高級珠寶袋及首飾盒</li></ul>",
    },
    ja: {
      name: "京都シルクゴールド",
      slug: "京都シルクゴールド",
      description: "純絹の芯に巻いた繊細な金糸。オートクチュールのアトリエのために少量生産しています。",
      detailed_description:
        "<p>京都シルクゴールドは当社で最も貴重な糸です。金色のフィルムを生糸の芯に巻いて少量ずつ生産し、一つひとつ手作業で検品しています。アンティークの金糸刺繍のような温かく柔らかな輝きと、布に刺し通せる強さを備えています。</p><h3>用途</h3><ul><li>オートクチュール刺繍</li><li>着物や帯の修復</li><li>高級ジュエリーのポーチや箱</li></ul>",
    },
  },
  "metallic-knitting-yarn-lurex": {
    zh: { slug: "金銀絲針織紗" },
    ja: {
      name: "メタリックニット糸 ラメ",
      slug: "メタリックニット糸-ラメ",
      description: "ニットウェア用のラメ糸。細いナイロンと撚り合わせ、強さと柔らかな肌触りを両立しました。",
      detailed_description:
        "<p>当社のメタリックニット糸は、横編み機や丸編み機でウール、コットン、ビスコースと添え糸編みするために設計されています。細いナイロンのバインダーがメタリックの帯のよじれを防ぎ、生地全体に均一なきらめきが生まれます。</p><h3>性能</h3><ul><li>7～18 ゲージの機械に対応</li><li>肌に触れても柔らか</li><li>ゴールド、シルバー、コッパー、ブラックシルバー</li></ul>",
    },
  },
  "luxe-tweed-metallic": {
    zh: {
      name: "奢華粗花呢金屬紗",
      slug: "奢華粗花呢金屬紗",
      description: "竹節金屬混紡紗，為粗花呢、圈圈紗及冬季針織品添上細緻的點點閃光。",
      detailed_description:
        "<p>奢華粗花呢金屬紗把金屬條與竹節粘膠纖維加撚，使光澤以細小而不規則的斑點呈現。織入粗花呢或編入圈圈紗，帶來含蓄的閃爍，而非滿布的亮片效果。</p><h3>靈感</h3><ul><li>高級訂製粗花呢外套</li><li>晚裝針織服</li><li>梭織配飾及飾邊</li></ul>",
    },
    ja: {
      name: "ラグジュアリー ツイード メタリック",
      slug: "ラグジュアリー-ツイード-メタリック",
      description:
        "ツイード、ブークレ、冬のニットに控えめな斑点のきらめきを添えるスラブ調のメタリック混紡糸。",
      detailed_description:
        "<p>ラグジュアリー ツイード メタリックはメタリックの帯をスラブ調のビスコースと撚り合わせ、輝きを小さく不規則な斑点として表します。ツイードに織り込んでもブークレに編み込んでも、全体がきらめくのではなく静かなきらめきが生まれます。</p><h3>アイデア</h3><ul><li>オートクチュールのツイードジャケット</li><li>イブニングニット</li><li>織りのアクセサリーとトリム</li></ul>",
    },
  },
};

/** Japanese names and descriptions of the product categories, by key (their Chinese is in content.ts). */
export const PRODUCT_CATEGORY_TRANSLATIONS: Record<string, RecordTranslations> = {
  embroidery: {
    ja: {
      name: "メタリック刺繍糸",
      description:
        "高速ミシン刺繍から繊細な手刺繍まで対応する、しなやかなメタリック糸。柔らかな手触りと均一で鮮やかな輝き。",
    },
  },
  specialty: {
    ja: {
      name: "スペシャルティ糸",
      description:
        "ブレード、ラメ、ホログラム糸など、糸そのものが装飾となるオートクチュール、アクセサリー、装飾のための個性的な糸。",
    },
  },
  knitting: {
    ja: {
      name: "メタリックニット糸",
      description:
        "横編み、丸編み、織物のためのラメ糸とメタリック混紡糸。撚りをかけ、最新の機械でもなめらかに走ります。",
    },
  },
  goldwork: {
    ja: {
      name: "金糸刺繍・オートクチュール",
      description: "手刺繍の金糸刺繍、教会刺繍、オートクチュールのアトリエのための伝統的な平金糸と絹芯金糸。",
    },
  },
};

/** Japanese names of the gallery categories, by key. */
export const GALLERY_CATEGORY_TRANSLATIONS: Record<string, RecordTranslations> = {
  "colour-books": { ja: { name: "カラーブック" } },
  couture: { ja: { name: "オートクチュール・ブライダル" } },
  uniforms: { ja: { name: "制服・徽章" } },
  ecclesiastical: { ja: { name: "教会・祭服" } },
  fashion: { ja: { name: "ファッション・スポーツウェア" } },
};

/** By gallery item slug. */
export const GALLERY_ITEM_TRANSLATIONS: Record<string, RecordTranslations> = {
  "metallic-embroidery-colour-book": {
    zh: { slug: "金屬刺繡線色卡冊" },
    ja: {
      name: "メタリック刺繍糸カラーブック",
      slug: "メタリック刺繍糸カラーブック",
      description: "当社のメタリック刺繍糸の全色を品番とともに収めた、印刷できる色見本。",
    },
  },
  "specialty-and-knitting-colour-book": {
    zh: {
      name: "特殊線材及針織紗色卡冊",
      slug: "特殊線材及針織紗色卡冊",
      description: "寶石色、編織線、金銀絲扁線、鐳射線及針織紗，盡收於一本色卡。",
    },
    ja: {
      name: "スペシャルティ＆ニット糸カラーブック",
      slug: "スペシャルティ-ニット糸カラーブック",
      description: "ジュエルトーン、ブレード、ラメ、ホログラム糸、ニット糸を 1 冊の色見本に。",
    },
  },
  "couture-evening-gown": {
    zh: { slug: "高級訂製晚裝" },
    ja: {
      name: "オートクチュールのイブニングドレス",
      slug: "オートクチュールのイブニングドレス",
      description:
        "パリのオートクチュールメゾンのために、京都シルクゴールドとアウルム クラシック 40 で手刺繍したイブニングドレス。",
      detailed_description:
        "<p>アトリエが求めたのは、舞台の照明の下では流れる金のように、近くで見ると繊細なレースのように見えるドレスでした。私たちは京都シルクゴールドの特注色を 2 色開発し、ミシン刺繍の地にはアウルム クラシック 40 を供給しました。</p><h3>仕事</h3><ul><li>手刺繍 1,200 時間</li><li>40,000 m を超える糸</li><li>絹の裏地に合わせた 2 色</li></ul>",
      project_details:
        "依頼主：パリのオートクチュールメゾン。シーズン：秋冬。使用糸：京都シルクゴールド KSG-701、アウルム クラシック 40 AC40-101。",
    },
  },
  "bridal-veil-argent-fine": {
    zh: { slug: "argent-幼銀線婚紗頭紗" },
    ja: {
      name: "アルジャン ファインのブライダルベール",
      slug: "アルジャン-ファインのブライダルベール",
      description: "銀の花々を散らし、縁にモノグラムを入れたカテドラル丈のチュールベール。",
      detailed_description:
        "<p>香港のブライダルスタジオが、長さ 4 メートルのチュールベールに銀の花々を散らして刺繍しました。アイボリーのシルクを引き立てる涼しげな光と、チュールの柔らかさを保つ細さから、アルジャン ファインが選ばれました。</p><ul><li>4 メートルのカテドラルベール</li><li>角にモノグラム</li><li>納品前に 40 °C で洗濯可能</li></ul>",
      project_details: "依頼主：香港のブライダルスタジオ。使用糸：アルジャン ファイン AF-201。",
    },
  },
  "naval-dress-uniform-insignia": {
    zh: { slug: "海軍禮服徽章" },
    ja: {
      name: "海軍礼装の徽章",
      slug: "海軍礼装の徽章",
      description: "アウルム ヘビー 20 と日本平金糸で刺繍した、儀礼用海軍制服の帽章と袖章。",
      detailed_description:
        "<p>徽章は何年も潮風とドライクリーニングにさらされても輝きを保たなければなりません。メーカーは紋章に手縫いでコーチングした日本平金糸を、リースにはミシン刺繍のアウルム ヘビー 20 を組み合わせました。</p><ul><li>帽章 3,000 個と袖章 6,000 個</li><li>既存の規定パターンに色を合わせて</li></ul>",
      project_details:
        "依頼主：英国の制服メーカー。使用糸：アウルム ヘビー 20 AH20-101、日本平金糸 5 番 JGP-5-01。",
    },
  },
  "cathedral-vestments-restoration": {
    zh: {
      name: "主教座堂祭衣修復",
      slug: "主教座堂祭衣修復",
      description: "修復一套十九世紀祭衣，逐線配對原有的金繡線。",
      detailed_description:
        "<p>一間紡織文物修復工作室修復了一件斗篷式祭衣及兩件執事袍，其金繡已磨損見底。我們以古金色調小批量紡製日本平金線，配對殘存的原線，讓新舊刺繡並列無間。</p><h3>修復方針</h3><ul><li>穩固原有繡線，而非替換</li><li>以配色平金線填補缺損</li><li>為主教座堂檔案館提供完整記錄</li></ul>",
      project_details: "客戶：紡織文物修復工作室。繡線：日本平金線 5 號 JGP-5-02、Kyoto 絲芯金線 KSG-701。",
    },
    ja: {
      name: "大聖堂の祭服修復",
      slug: "大聖堂の祭服修復",
      description: "19 世紀の祭服一式を、元の金糸刺繍に一本ずつ合わせて修復。",
      detailed_description:
        "<p>ある染織品修復工房が、金糸刺繍がすり切れたコープ 1 着とダルマティカ 2 着を修復しました。私たちは残っている糸に合わせてオールドゴールド調の日本平金糸を少量紡ぎ、新旧の刺繍が並んでもなじむようにしました。</p><h3>修復の方針</h3><ul><li>元の糸は取り替えずに安定化</li><li>欠損部は色を合わせた平金糸で補填</li><li>大聖堂の資料室のために全工程を記録</li></ul>",
      project_details:
        "依頼主：染織品修復工房。使用糸：日本平金糸 5 番 JGP-5-02、京都シルクゴールド KSG-701。",
    },
  },
  "limited-edition-sneaker-embroidery": {
    zh: {
      name: "限量版波鞋刺繡",
      slug: "限量版波鞋刺繡",
      description: "5,000 對限量版波鞋，飾以鐳射及紅銅刺繡鞋片。",
      detailed_description:
        "<p>一個運動服品牌希望推出一款會隨步伐變色的波鞋。鞋跟拉環以鐳射幻彩線刺繡，側片則以紅銅光澤編織線釘線，全部在自動多頭刺繡機上完成。</p><ul><li>單次生產 5,000 對</li><li>通過 20,000 次耐磨測試</li></ul>",
      project_details: "客戶：國際運動服品牌。繡線：鐳射幻彩線 HS-601、紅銅光澤編織線 CGB-401。",
    },
    ja: {
      name: "限定スニーカーの刺繍",
      slug: "限定スニーカーの刺繍",
      description: "ホログラムとコッパーの刺繍パネルを施した 5,000 足の限定スニーカー。",
      detailed_description:
        "<p>あるスポーツウェアブランドは、歩くたびに色が変わるスニーカーを求めていました。ヒールタブにはホログラフィック スパークルを刺繍し、サイドパネルにはコッパーグロウ ブレードをコーチング。すべて自動の多頭刺繍機で仕上げました。</p><ul><li>1 回の生産で 5,000 足</li><li>20,000 回の摩耗試験に合格</li></ul>",
      project_details:
        "依頼主：国際的なスポーツウェアブランド。使用糸：ホログラフィック スパークル HS-601、コッパーグロウ ブレード CGB-401。",
    },
  },
  "metallic-knitwear-capsule": {
    zh: {
      name: "金屬針織膠囊系列",
      slug: "金屬針織膠囊系列",
      description: "冬季針織膠囊系列，以 12 針機台與美麗諾羊毛添紗，全身閃爍微光。",
      detailed_description:
        "<p>為一個針織品牌的節日膠囊系列，我們的金銀絲針織紗與超細美麗諾羊毛添紗編織，使光澤留在布面，而美麗諾羊毛則貼近肌膚。</p><ul><li>六款設計，提供金色、銀色及黑銀色</li><li>以 12 針橫機編織</li></ul>",
      project_details: "客戶：北歐針織品牌。紗線：金銀絲針織紗 MKY-801、MKY-809。",
    },
    ja: {
      name: "メタリックニットのカプセルコレクション",
      slug: "メタリックニットのカプセルコレクション",
      description: "12 ゲージの機械でメリノと添え糸編みした、全体がきらめく冬のニットカプセル。",
      detailed_description:
        "<p>あるニットブランドのホリデーカプセルのために、メタリックニット糸 ラメを極細メリノと添え糸編みし、輝きは生地の表に、メリノは肌側に来るようにしました。</p><ul><li>ゴールド、シルバー、ブラックシルバーの 6 型</li><li>12 ゲージの横編み機で編成</li></ul>",
      project_details: "依頼主：北欧のニットブランド。使用糸：メタリックニット糸 ラメ MKY-801、MKY-809。",
    },
  },
};

/** By news item slug. */
export const NEWS_TRANSLATIONS: Record<string, RecordTranslations> = {
  "meet-us-at-premiere-vision-paris": {
    zh: { slug: "巴黎-premiere-vision-展會見" },
    ja: {
      title: "プルミエール・ヴィジョン・パリでお会いしましょう",
      slug: "プルミエール-ヴィジョン-パリでお会いしましょう",
      description:
        "新しいメタリックコレクションを、プルミエール・ヴィジョン・パリのアクセサリーホールで展示します。",
      article_body:
        "<p>Lumina Threads はプルミエール・ヴィジョン・パリに再び出展し、アクセサリーホールにブースを構えます。ジュエルトーンの全ライン、エコシャイン リサイクル 40 の最初のコーン、そして来シーズンの金色をいち早くご紹介します。</p><h3>ブースの見どころ</h3><ul><li>12 頭刺繍機による実演</li><li>新しいカラーブックをお持ち帰りいただけます</li><li>京都のチームが技術的なご質問にお答えします</li></ul><p>お問い合わせページからご予約いただければ、お席をご用意いたします。</p>",
    },
  },
  "eco-shine-metallic-thread-on-a-recycled-core": {
    zh: { slug: "eco-shine-再生芯線金屬線" },
    ja: {
      title: "エコシャイン：再生芯のメタリック糸",
      slug: "エコシャイン-再生芯のメタリック糸",
      description:
        "エコシャイン リサイクル 40 は、再生ペットボトルから紡いだポリエステル芯で、当社のクラシックな輝きを実現しました。",
      article_body:
        "<p>京都工場での 2 年間の試験を経て、エコシャイン リサイクル 40 が完成しました。芯はグローバル・リサイクル・スタンダード認証の 100% 再生ポリエステルから紡がれ、ミシンでの性能はアウルム クラシック 40 とまったく同じです。</p><h3>なぜ大切なのか</h3><p>芯はメタリック刺繍糸の重量の約 70% を占めます。これを再生繊維に置き換えることで、コーン 1 本あたりの二酸化炭素排出量を約 30% 削減できます。</p><ul><li>輝きも風合いもミシンの設定も同じ</li><li>再生板紙製のコーン</li><li>ゴールドとシルバーで発売、今後さらに色を追加</li></ul>",
    },
  },
  "twelve-new-jewel-tones": {
    zh: { slug: "十二款全新寶石色" },
    ja: {
      title: "12 色の新しいジュエルトーン",
      slug: "12色の新しいジュエルトーン",
      description: "エメラルド、サファイア、ルビー、アメジストを筆頭に、深く鮮やかなメタリックの新シリーズ。",
      article_body:
        "<p>デザイナーの皆さまから、輝きの中でも深みを失わない色がほしいという声をいただきました。その答えが、着色フィルムを同色に染めた芯に重ねた 12 色の新しいジュエルトーンです。</p><ul><li>ボトルグリーンから翡翠まで 4 色のエメラルド</li><li>サファイアとルビーを各 3 色</li><li>イブニングウェア向けのアメジスト 2 色</li></ul><p>全色は新しいスペシャルティ＆ニット糸カラーブックに収録しており、リソースページからダウンロードできます。</p>",
    },
  },
  "inside-our-kyoto-factory-a-new-slitting-line": {
    zh: { slug: "京都廠房全新分切生產線" },
    ja: {
      title: "京都工場の内側：新しいスリットライン",
      slug: "京都工場の新しいスリットライン",
      description:
        "京都の新しい精密スリットラインは、最も細い糸のためにメタリックフィルムを 1/150 インチ幅に裁断します。",
      article_body:
        "<p>京都工場では、金属蒸着フィルムを最小 1/150 インチ幅の帯に裁断する新しいスリットラインが稼働を始めました。帯が細いほど芯により均一に巻き付き、なめらかで明るい糸になります。</p><h3>数字で見る</h3><ul><li>生産能力 25% 向上</li><li>帯幅の公差を半減</li><li>1 キログラムあたりのエネルギー使用量 12% 削減</li></ul><p>下の短い映像は最初の生産の様子です。</p>",
    },
  },
  "highlights-from-itma-asia-in-shanghai": {
    zh: {
      title: "上海 ITMA Asia 展會精華",
      slug: "上海-itma-asia-展會精華",
      description: "在上海度過忙碌的五天：新的機械夥伴、針織測試及創紀錄的訪客人數。",
      article_body:
        "<p>ITMA Asia 為我們的展位帶來超過 300 位訪客。機械製造商在其最新的橫機上試用我們的金銀絲針織紗，多位刺繡夥伴亦以全速測試 Aurum 經典 40 號。</p><ul><li>與兩家針織機製造商聯合測試</li><li>以鐳射幻彩線現場示範波鞋刺繡</li><li>再生金屬紗專題座談</li></ul>",
    },
    ja: {
      title: "上海 ITMA Asia のハイライト",
      slug: "上海-itma-asiaのハイライト",
      description: "上海での充実した 5 日間：新しい機械パートナー、ニットの試験、そして過去最多の来場者。",
      article_body:
        "<p>ITMA Asia では 300 名を超える方が当社のブースを訪れました。機械メーカーは最新の横編み機で当社のメタリックニット糸を試し、刺繍パートナー数社はアウルム クラシック 40 を最高速度で試験しました。</p><ul><li>ニット機メーカー 2 社との共同試験</li><li>ホログラフィック スパークルによるスニーカー刺繍の実演</li><li>再生メタリック糸をテーマにしたパネルトーク</li></ul>",
    },
  },
  "metallic-threads-on-the-runway-at-hong-kong-fashion-week": {
    zh: {
      title: "香港時裝周天橋上的金屬線",
      slug: "香港時裝周天橋上的金屬線",
      description: "三位年輕設計師在香港時裝周的系列中採用了我們的繡線。",
      article_body:
        "<p>我們贊助了三位應屆畢業設計師參與香港時裝周。他們的系列把玫瑰金金銀絲扁線織入歐根紗，以紅銅光澤編織線釘縫於剪裁服裝上，並以寶石色金屬線手繡針織服。</p><h3>系列</h3><ul><li>如液態般的玫瑰金晚裝</li><li>紅銅飾邊的剪裁服裝</li><li>寶石刺繡針織服</li></ul>",
    },
    ja: {
      title: "香港ファッションウィークのランウェイを彩るメタリック糸",
      slug: "香港ファッションウィークのメタリック糸",
      description: "3 名の若手デザイナーが、香港ファッションウィークのコレクションに当社の糸を使用しました。",
      article_body:
        "<p>当社は香港ファッションウィークで卒業を控えた 3 名のデザイナーを支援しました。オーガンザに織り込んだローズゴールド ラメ、テーラードにコーチングしたコッパーグロウ ブレード、手刺繍のニットに使ったジュエルトーン メタリックが登場しました。</p><h3>コレクション</h3><ul><li>流れるようなローズゴールドのイブニングウェア</li><li>コッパーで縁取ったテーラード</li><li>宝石のような刺繍のニット</li></ul>",
    },
  },
  "forty-years-of-lumina-threads": {
    zh: { slug: "lumina-threads-四十周年" },
    ja: {
      title: "Lumina Threads 創業 40 周年",
      slug: "lumina-threads-創業40周年",
      description: "1985 年の香港の小さな貿易事務所から京都の工場まで：これまでの歩み。",
      article_body:
        "<p>Lumina Threads は 1985 年、観塘の 2 人だけの貿易事務所として始まり、香港の縫製工場に日本のメタリック糸を輸入していました。その 10 年後、京都に自社工場を開きました。</p><h3>あゆみ</h3><ul><li>1985 年：香港に最初の事務所</li><li>1995 年：京都工場が稼働</li><li>2008 年：ジュエルトーン メタリックを発売</li><li>2024 年：エコシャインの試験を開始</li></ul><p>この歩みを共にしてくださったすべてのお客さま、刺繍職人、仲間に感謝いたします。</p>",
    },
  },
  "iso-14001-certification-for-our-kyoto-plant": {
    zh: {
      title: "京都廠房獲 ISO 14001 認證",
      slug: "京都廠房獲-iso-14001-認證",
      description: "我們的京都廠房現已獲 ISO 14001 環境管理標準認證。",
      article_body:
        "<p>經過為期一年、涵蓋能源、用水、溶劑及廢物的計劃，京都廠房獲得 ISO 14001 認證。證書每三年更新一次，並每年進行審核。</p><ul><li>每條塗層生產線均設溶劑回收</li><li>以雨水作冷卻用途</li><li>生產廢料零堆填</li></ul>",
    },
    ja: {
      title: "京都工場が ISO 14001 認証を取得",
      slug: "京都工場がiso-14001認証を取得",
      description: "京都工場が、環境マネジメントシステムの国際規格 ISO 14001 の認証を取得しました。",
      article_body:
        "<p>京都工場は、エネルギー、水、溶剤、廃棄物を対象とした 1 年にわたる取り組みを経て、ISO 14001 の認証を取得しました。認証は 3 年ごとに更新され、毎年審査を受けます。</p><ul><li>すべてのコーティングラインで溶剤を回収</li><li>冷却に雨水を利用</li><li>生産廃棄物の埋め立てゼロ</li></ul>",
    },
  },
  "solar-power-now-runs-a-third-of-our-kyoto-plant": {
    zh: {
      title: "太陽能現供應京都廠房三分之一電力",
      slug: "太陽能供應京都廠房三分之一電力",
      description: "全新天台太陽能板陣列，供應京都廠房約三分之一的用電。",
      article_body:
        "<p>京都廠房天台全新的 600 千瓦太陽能板陣列已於今年春季啟用。在晴朗的日子，它足以供應繞線及包裝生產線的全部用電。</p><ul><li>每年約 700 兆瓦時</li><li>約佔廠房用電的三分之一</li></ul>",
    },
    ja: {
      title: "京都工場の電力の 3 分の 1 を太陽光で",
      slug: "京都工場の電力の3分の1を太陽光で",
      description: "新しい屋上の太陽光発電設備が、京都工場の電力使用量の約 3 分の 1 を賄います。",
      article_body:
        "<p>京都工場の屋上に設置した 600 kW の新しい太陽光発電設備が、この春に稼働を始めました。晴れた日には、巻き取りラインと梱包ラインの電力をすべて賄います。</p><ul><li>年間約 700 MWh</li><li>工場の消費電力のおよそ 3 分の 1</li></ul>",
    },
  },
  "a-goldwork-masterclass-for-young-embroiderers": {
    zh: {
      title: "年輕刺繡師的金繡大師班",
      slug: "年輕刺繡師的金繡大師班",
      description: "二十位學生在京都度過一星期，學習釘線、or nué 及平金線技法。",
      article_body:
        "<p>每年夏天，我們都會邀請刺繡學生到京都學習一星期的金繡。今年，來自六個國家的二十位學生跟隨我們的刺繡大師，學習釘線、or nué 技法及日本平金線的處理。</p><h3>課程內容</h3><ul><li>兩天釘線及墊底</li><li>兩天 or nué 暈色</li><li>完成一件作品帶回家</li></ul>",
    },
    ja: {
      title: "若い刺繍職人のための金糸刺繍マスタークラス",
      slug: "金糸刺繍マスタークラス",
      description: "20 名の学生が京都で 1 週間、コーチング、オーヌエ、平金糸の技法を学びました。",
      article_body:
        "<p>毎年夏、刺繍を学ぶ学生を京都に招き、1 週間の金糸刺繍講座を開いています。今年は 6 か国から集まった 20 名の学生が、当社の熟練刺繍職人からコーチング、オーヌエ、日本平金糸の扱いを学びました。</p><h3>プログラム</h3><ul><li>コーチングと詰め物に 2 日間</li><li>オーヌエのぼかしに 2 日間</li><li>持ち帰る作品を 1 点制作</li></ul>",
    },
  },
  "rose-gold-lame-chosen-for-a-bridal-capsule": {
    zh: {
      title: "玫瑰金金銀絲扁線獲選用於婚紗膠囊系列",
      slug: "玫瑰金金銀絲扁線婚紗膠囊系列",
      description: "一位著名婚紗設計師把玫瑰金金銀絲扁線織入歐根紗，打造十件作品的膠囊系列。",
      article_body:
        "<p>玫瑰金金銀絲扁線被織入真絲歐根紗，用於一個十件作品的婚紗膠囊系列。扁平的金銀絲條為布料帶來柔和如燭光的光澤，上鏡效果極佳。</p><ul><li>十件婚紗及兩款頭紗</li><li>歐根紗於科莫織造</li></ul>",
    },
    ja: {
      title: "ローズゴールド ラメがブライダルカプセルに採用",
      slug: "ローズゴールド-ラメがブライダルカプセルに採用",
      description:
        "著名なブライダルデザイナーが、10 点のカプセルコレクションのためにローズゴールド ラメをオーガンザに織り込みました。",
      article_body:
        "<p>ローズゴールド ラメが、10 点のブライダルカプセルコレクションのためにシルクオーガンザに織り込まれました。平らなラメの帯が、写真映えする柔らかなろうそくの灯りのような輝きを生地に与えます。</p><ul><li>ドレス 10 着とベール 2 点</li><li>オーガンザはコモで製織</li></ul>",
    },
  },
  "holiday-opening-hours": {
    zh: {
      title: "假期辦公時間",
      slug: "假期辦公時間",
      description: "我們的香港辦事處及京都廠房將於新年假期休息。",
      article_body:
        "<p>我們的香港辦事處及京都廠房將於新年假期休息。休息期間收到的訂單，將於假期後首個工作天發貨。</p>",
    },
    ja: {
      title: "年末年始の営業について",
      slug: "年末年始の営業について",
      description: "香港事務所と京都工場は年末年始に休業いたします。",
      article_body:
        "<p>香港事務所と京都工場は年末年始に休業いたします。休業中にいただいたご注文は、休業明けの最初の営業日に発送いたします。</p>",
    },
  },
};

/**
 * The item codes' technical texts, by their English original: one translation serves every code that
 * shares a text (a test checks that every text of the demo codes is here).
 */
export const ITEM_CODE_TEXTS: Record<string, { zh: string; ja: string }> = {
  "100% metallised polyester film": { zh: "100% 金屬化聚酯薄膜", ja: "金属蒸着ポリエステルフィルム 100%" },
  "30 °C": { zh: "30 °C", ja: "30 °C" },
  "40 °C": { zh: "40 °C", ja: "40 °C" },
  "55% metallised polyester film, 45% nylon": {
    zh: "55% 金屬化聚酯薄膜、45% 尼龍",
    ja: "金属蒸着ポリエステルフィルム 55%、ナイロン 45%",
  },
  "60% nylon, 40% metallised polyester film": {
    zh: "60% 尼龍、40% 金屬化聚酯薄膜",
    ja: "ナイロン 60%、金属蒸着ポリエステルフィルム 40%",
  },
  "60% viscose, 25% polyester, 15% metallised film": {
    zh: "60% 粘膠纖維、25% 聚酯、15% 金屬化薄膜",
    ja: "ビスコース 60%、ポリエステル 25%、金属蒸着フィルム 15%",
  },
  "65% polyester, 35% metallised polyester film": {
    zh: "65% 聚酯、35% 金屬化聚酯薄膜",
    ja: "ポリエステル 65%、金属蒸着ポリエステルフィルム 35%",
  },
  "70% polyester, 30% holographic polyester film": {
    zh: "70% 聚酯、30% 鐳射聚酯薄膜",
    ja: "ポリエステル 70%、ホログラムポリエステルフィルム 30%",
  },
  "70% polyester, 30% metallised polyester film": {
    zh: "70% 聚酯、30% 金屬化聚酯薄膜",
    ja: "ポリエステル 70%、金属蒸着ポリエステルフィルム 30%",
  },
  "70% recycled polyester, 30% metallised polyester film": {
    zh: "70% 再生聚酯、30% 金屬化聚酯薄膜",
    ja: "再生ポリエステル 70%、金属蒸着ポリエステルフィルム 30%",
  },
  "Colourfast to ISO 105-C06": { zh: "色牢度符合 ISO 105-C06", ja: "ISO 105-C06 準拠の染色堅牢度" },
  "Do not bleach": { zh: "不可漂白", ja: "漂白不可" },
  "Do not iron": { zh: "不可熨燙", ja: "アイロン不可" },
  "Do not iron directly": { zh: "不可直接熨燙", ja: "直接アイロンをかけない" },
  "Dry clean only": { zh: "只可乾洗", ja: "ドライクリーニングのみ" },
  "Dry cleaning: P": { zh: "乾洗：P", ja: "ドライクリーニング：P" },
  "Dry cleaning: P. Tumble dry: low.": {
    zh: "乾洗：P。滾筒乾衣：低溫。",
    ja: "ドライクリーニング：P。タンブル乾燥：低温。",
  },
  "Flat 8-end braid": { zh: "8 股扁平編織線", ja: "8 本取り平打ちブレード" },
  "Flat lamé, 1/69 inch": { zh: "扁平金銀絲，1/69 英寸", ja: "平ラメ、1/69 インチ" },
  "For couching only": { zh: "只適用於釘線繡", ja: "コーチング専用" },
  "GRS certified": { zh: "GRS 認證", ja: "GRS 認証" },
  "Gilt polyester film on a silk core": { zh: "鍍金聚酯薄膜包覆絲芯", ja: "絹芯に金箔ポリエステルフィルム" },
  "Gold-toned film on a 100% silk core": { zh: "金色薄膜包覆 100% 絲芯", ja: "絹 100% の芯に金色フィルム" },
  "Hand wash recommended": { zh: "建議手洗", ja: "手洗い推奨" },
  "Heavy smooth metallic": { zh: "粗支平滑金屬線", ja: "太番手スムースメタリック" },
  "Holographic smooth metallic": { zh: "鐳射平滑金屬線", ja: "ホログラムスムースメタリック" },
  "Hong Kong": { zh: "香港", ja: "香港" },
  Japan: { zh: "日本", ja: "日本" },
  "Low heat": { zh: "低溫", ja: "低温" },
  "Low heat (max. 110 °C), press on the reverse": {
    zh: "低溫（最高 110 °C），於反面熨燙",
    ja: "低温（最高 110 °C）、裏側からアイロン",
  },
  "Low heat through a cloth": { zh: "低溫隔布熨燙", ja: "当て布をして低温" },
  "M-type metallic knitting yarn": { zh: "M 型金屬針織紗", ja: "M タイプメタリックニット糸" },
  "Machine wash on a delicate cycle": { zh: "以輕柔程序機洗", ja: "弱水流で洗濯機洗い" },
  "Made in lots of 50 spools": { zh: "每批 50 軸生產", ja: "50 スプール単位のロットで生産" },
  "Needle 70/10 to 80/12": { zh: "針號 70/10 至 80/12", ja: "針 70/10～80/12" },
  "Needle 80/12 to 90/14": { zh: "針號 80/12 至 90/14", ja: "針 80/12～90/14" },
  "Nm 8/1 equivalent": { zh: "相當於 Nm 8/1", ja: "Nm 8/1 相当" },
  "Slub metallic blend": { zh: "竹節金屬混紡紗", ja: "スラブ調メタリック混紡" },
  "Smooth metallic, M-type": { zh: "平滑金屬線，M 型", ja: "スムースメタリック、M タイプ" },
  "Smooth metallic, fine": { zh: "平滑金屬線，幼支", ja: "スムースメタリック、細番手" },
  "Smooth metallic, recycled core": { zh: "平滑金屬線，再生芯線", ja: "スムースメタリック、再生芯" },
  "Suitable for bobbin work": { zh: "適用於梭芯繡", ja: "ボビンワークに適しています" },
  "Suited to 7 to 18 gauge": { zh: "適用於 7 至 18 針", ja: "7～18 ゲージに対応" },
  "Tinted smooth metallic": { zh: "染色平滑金屬線", ja: "着色スムースメタリック" },
  "Weight 20; needle 100/16": { zh: "20 號；針號 100/16", ja: "20 番手、針 100/16" },
  "Weight 40; needle 75/11 to 90/14": { zh: "40 號；針號 75/11 至 90/14", ja: "40 番手、針 75/11～90/14" },
  "Width 1.2 mm": { zh: "闊 1.2 毫米", ja: "幅 1.2 mm" },
  "Width 1.6 mm": { zh: "闊 1.6 毫米", ja: "幅 1.6 mm" },
  "Wrapped passing thread": { zh: "包覆式平金線", ja: "巻き平金糸" },
  "Wrapped silk-core metallic": { zh: "包覆式絲芯金屬線", ja: "絹芯巻きメタリック" },
};
