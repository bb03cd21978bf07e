import type { site as en } from "../en/site";

export const site: Partial<Record<keyof typeof en, string>> = {
  "header.menu": "メニューを開く",
  "header.closeMenu": "メニューを閉じる",
  "header.mainNav": "メイン",
  "header.mobileNav": "モバイル",
  "header.languages": "言語",
  "header.skip": "本文へスキップ",
  "header.scrollTop": "ページの先頭へ",

  "social.facebook": "Facebook",
  "social.instagram": "Instagram",
  "social.wechat": "WeChat",
  "social.whatsapp": "WhatsApp",
  "social.follow": "フォローする",
  "social.wechatCaption": "スキャンして WeChat でフォロー",
  "social.whatsappCaption": "スキャンして WhatsApp へ",
  "social.clickHere": "こちらをクリック",
  "social.clickHereContext": "して WhatsApp でチャット",
  "social.wechatQr": "WeChat の QR コード",
  "social.whatsappQr": "WhatsApp の QR コード",
  "social.loading": "読み込み中",
  "social.whatsappGreeting": "Lumina Threads さま、メタリック糸について詳しく教えてください。",

  "footer.blurb":
    "1985年から高級メタリック糸をつくり続けています。美しさ、耐久性、サステナビリティを兼ね備えた刺繍ソリューションをお届けします。",
  "footer.quickLinks": "クイックリンク",
  "footer.contactUs": "お問い合わせ",
  "footer.newsletter": "ニュースレター",
  "footer.newsletterIntro": "新色、コレクション、イベントのお知らせを年に数回お届けします。",
  "footer.rights": "© {year} Lumina Threads. All rights reserved.",
  "footer.privacy": "プライバシーポリシー",
  "footer.terms": "利用規約",
  "footer.close": "閉じる",
  "footer.emailHidden": "info アット lumina-threads ドット example",

  "newsletter.label": "メールアドレス",
  "newsletter.placeholder": "メールアドレス",
  "newsletter.submit": "登録する",
  "newsletter.submitting": "登録中...",
  "newsletter.success": "ニュースレターにご登録いただきありがとうございます！",
  "newsletter.invalid": "有効なメールアドレスを入力してください。",
  "newsletter.duplicate": "このメールアドレスはすでにニュースレターに登録されています。",
  "newsletter.failed": "登録できませんでした。しばらくしてからもう一度お試しください。",
  "newsletter.limited": "試行回数が多すぎます。数分待ってからもう一度お試しください。",

  "privacy.updated": "最終更新日：2026年1月1日",
  "privacy.p1":
    "Lumina Threads はお客さまのプライバシーを尊重します。本ポリシーでは、当ウェブサイトで収集する個人データとその利用方法をご説明します。",
  "privacy.h2": "収集する情報",
  "privacy.p2":
    "メッセージをお送りいただいた場合、お名前、メールアドレス、メッセージの内容をお預かりします。ニュースレターにご登録いただいた場合は、メールアドレスを保管します。個人データを販売することはなく、広告目的のトラッカーも使用しません。",
  "privacy.h3": "利用目的",
  "privacy.p3":
    "お預かりした情報は、お問い合わせへの回答、ご希望のニュースレターの送付、法令で求められる記録の保管のためにのみ使用します。ニュースレターはいつでも登録を解除できます。",
  "privacy.h4": "お客さまの権利",
  "privacy.p4":
    "香港の個人データ（プライバシー）条例に基づき、当社が保有するお客さまの個人データの開示、訂正、削除を求めることができます。ご請求や本ポリシーに関するご質問は、次のアドレスまでお送りください：",

  "terms.updated": "最終更新日：2026年1月1日",
  "terms.p1":
    "当ウェブサイトをご利用いただくことで、本規約に同意したものとみなされます。当サイトは Lumina Threads とその製品をご紹介するためのもので、オンライン販売は行っていません。",
  "terms.h2": "コンテンツと製品情報",
  "terms.p2":
    "製品の説明、色、技術データは正確を期していますが、画面上の色は実際の糸と異なる場合があり、仕様は変更されることがあります。お見積りは営業チームが書面で確定します。",
  "terms.h3": "知的財産",
  "terms.p3":
    "当ウェブサイトの文章、写真、ロゴ、デザインは Lumina Threads またはそのライセンサーに帰属し、書面による許可なく再利用することはできません。",
  "terms.h4": "変更と準拠法",
  "terms.p4":
    "本規約に重要な変更を加える場合は、少なくとも30日前に当ウェブサイトでお知らせします。本規約は香港特別行政区の法律に準拠し、同区の裁判所を専属的管轄裁判所とします。",

  "home.title": "1985年創業の高級メタリック刺繍糸",
  "home.description":
    "Lumina Threads は1985年から香港と京都で、高級メタリック刺繍糸、スペシャルティ糸、メタリックニット糸をつくっています。",
  "home.eyebrow": "香港・京都・1985年創業",
  "home.headline": "光をとらえる糸",
  "home.subhead":
    "輝きに妥協しないデザイナー、ブランド、工場のための、高級メタリック刺繍糸とスペシャルティ糸。",
  "home.ctaProducts": "製品を見る",
  "home.ctaAbout": "私たちの歩み",
  "home.carouselLabel": "注目の画像",
  "home.carouselRole": "カルーセル",
  "home.previous": "前のスライド",
  "home.next": "次のスライド",
  "home.goToSlide": "スライド {number} を表示",
  "home.defaultImageAlt":
    "柔らかなスタジオの光に照らされたアンティークゴールド、ゴールド、シルバーのメタリック糸のコーン",
  "home.carouselFailed": "カルーセルの画像を読み込めませんでした",
  "home.featuredFailed": "注目の製品を読み込めませんでした",
  "home.aboutLabel": "Lumina Threads について",
  "home.aboutTitle": "40年にわたるメタリックの技",
  "home.aboutBody":
    "1985年に香港で創業した Lumina Threads は、京都の自社工場でメタリック糸の紡糸、撚糸、仕上げを行っています。すべてのコーンについて、色、強度、最新の刺繍機でのなめらかな走行を検査しています。",
  "home.aboutLink": "私たちの歩みを読む",
  "home.statYears": "年のものづくり",
  "home.statColours": "色の在庫",
  "home.statCountries": "か国へ出荷",
  "home.featuredLabel": "コレクション",
  "home.featuredTitle": "注目の製品",
  "home.featuredEmpty": "注目の製品はまもなくここに表示されます。",
  "home.learnMore": "詳しく見る",
  "home.viewAll": "すべての製品を見る",
  "home.testimonialsLabel": "お客さまの声",
  "home.testimonialsTitle": "世界中のつくり手に信頼されています",
  "home.testimonial1":
    "金糸が最高速度でも一度も切れずに機械を走ります。オートクチュールのお客さまはすぐに違いに気づきます。",
  "home.testimonial1Name": "Mei Ling Chan",
  "home.testimonial1Role": "アトリエディレクター（香港）",
  "home.testimonial2": "ロットが変わっても色が均一なのは、3か国で生産するコレクションにとって欠かせません。",
  "home.testimonial2Name": "Laura Bianchi",
  "home.testimonial2Role": "生産マネージャー（ミラノ）",
  "home.testimonial3":
    "ヴィンテージのシルバーを正確に再現してくれました。サンプルは数日で、本生産は3週間で届きました。",
  "home.testimonial3Name": "渡辺 健二",
  "home.testimonial3Role": "テキスタイルデザイナー（大阪）",
  "home.ctaTitle": "輝くものを一緒につくりましょう",
  "home.ctaBody":
    "プロジェクトについてお聞かせください。専門スタッフが最適な糸、色、仕上げをご提案し、サンプルをお送りします。",
  "home.ctaContact": "お問い合わせ",
  "home.ctaBrowse": "製品を見る",

  "about.title": "会社案内",
  "about.description":
    "Lumina Threads の歩み：1985年から京都でつくるメタリック刺繍糸、私たちの価値観、サステナビリティ、刺繍コミュニティとの取り組み。",
  "about.label": "私たちの歩み",
  "about.intro":
    "1985年から、布に光をもたらす糸をつくってきました。世界中のオートクチュールメゾン、制服メーカー、衣装スタジオ、そして家庭で刺繍を楽しむ方々のために。",
  "about.historyTitle": "沿革",
  "about.history1":
    "Lumina Threads は1985年、九龍・新蒲崗の小さな貿易事務所として始まり、香港の衣料メーカーにメタリック糸を供給していました。創業者たちは、メタリック糸も綿糸と同じように信頼できるものにできると信じていました。明るく、手触りが柔らかく、高速の機械にも耐える強さを備えた糸です。",
  "about.history2":
    "1996年、着物の織物のための金糸・銀糸に何世紀もの伝統をもつ京都に自社工場を開きました。そこで技術者たちは、その伝統を最新のスリット、撚糸、コーティングのラインと組み合わせています。現在では40を超える国の刺繍職人やブランドに出荷しています。",
  "about.yarnTitle": "メタリック糸",
  "about.yarn1":
    "メタリック糸は、アルミニウムの薄い層を真空蒸着し、色付きのラッカーで保護したポリエステルフィルムから始まります。フィルムを髪の毛より細いリボン状にスリットし、ポリエステルやレーヨンの芯に巻き付けることで、針の中をなめらかに通るようにします。",
  "about.yarn2":
    "メタリックニット糸も同じフィルムを使い、柔らかな繊維と撚り合わせることで、チクチクせずに輝くセーター、マフラー、トリムになります。すべてのロットは京都から出荷する前に、引張強度、摩耗、染色堅牢度の試験を受けます。",
  "about.valuesTitle": "私たちの価値観",
  "about.value1Title": "技",
  "about.value1Body":
    "品質はミクロン単位で測り、すべてのロットを試験します。1回の糸切れがお客さまの何時間もの作業を無駄にするからです。",
  "about.value2Title": "一貫性",
  "about.value2Body":
    "ロットが変わっても同じ色を。コレクションが香港でもミラノでもニューヨークでも同じに見えるように。",
  "about.value3Title": "パートナーシップ",
  "about.value3Body": "専門スタッフが1営業日以内にお返事し、お客さまと一緒にオリジナルの色を開発します。",
  "about.value4Title": "責任",
  "about.value4Body":
    "あらゆる工程で廃棄物、エネルギー、化学物質を削減し、糸のつくり方についてもオープンにお伝えしています。",
  "about.sustainabilityTitle": "サステナビリティ",
  "about.sustainability1":
    "京都工場では太陽光発電の割合を年々高め、コーティングラインの水を再利用しています。フィルムや芯の端材は回収し、埋め立てではなくリサイクル業者に戻しています。",
  "about.sustainability2":
    "再生ポリエステル芯の糸や、鉛・重金属を含まないラッカーの糸をご用意し、再生紙のコーンとプラスチックを使わない梱包で出荷しています。",
  "about.communityTitle": "コミュニティと教育",
  "about.community1":
    "私たちは知識を分かち合います。毎年、香港と京都で刺繍のワークショップを開き、卒業制作に取り組むテキスタイルの学生に材料を提供し、メタリック糸のミシン設定についての無料ガイドを公開しています。",
  "about.community2":
    "学校や工芸団体と協力して、伝統的な金糸の技法を守り、新しい世代のデザイナーに伝えています。",
  "about.ctaTitle": "ご一緒に",
  "about.ctaBody": "次のコレクションのためのメタリック糸をお探しですか？担当チームが選定をお手伝いします。",
  "about.historyImageAlt": "深紅の絹にアンティークゴールドの糸でコーチングした蓮",
  "about.yarnImageAlt": "撚り合わせたシルバーとゴールドのメタリック糸のクローズアップ",
  "about.sustainabilityImageAlt": "セージ色の背景に置かれたゴールドとエメラルドのメタリック糸のコーン",
  "about.communityImageAlt": "アイボリーのリネンにコーチングした金糸刺繍のバラ",

  "contact.title": "お問い合わせ",
  "contact.description":
    "メタリック刺繍糸、サンプル、オリジナルカラー、ご注文については Lumina Threads にお問い合わせください。事務所は香港九龍の新蒲崗にあります。",
  "contact.label": "お問い合わせ",
  "contact.intro":
    "メタリック糸、サンプル、オリジナルカラー、ご注文についてご質問がありますか？メッセージをお送りいただければ、専門スタッフが1営業日以内にお返事します。",
  "contact.getInTouch": "連絡先",
  "contact.address": "住所",
  "contact.phone": "電話",
  "contact.email": "メール",
  "contact.hours": "営業時間",
  "contact.hoursValue": "月～金 9:00～18:00、土 9:00～13:00、日曜休業",
  "contact.sendMessage": "メッセージを送る",
  "contact.name": "お名前",
  "contact.emailField": "メールアドレス",
  "contact.subject": "件名",
  "contact.message": "メッセージ",
  "contact.namePlaceholder": "お名前",
  "contact.emailPlaceholder": "you@example.com",
  "contact.subjectPlaceholder": "ご用件",
  "contact.messagePlaceholder": "プロジェクトについてお聞かせください",
  "contact.honeypot": "この欄は空のままにしてください",
  "contact.submit": "送信する",
  "contact.submitting": "送信中...",
  "contact.success": "メッセージを送信しました。折り返しご連絡いたします。",
  "contact.failure": "メッセージを送信できませんでした。しばらくしてからもう一度お試しください。",
  "contact.limited": "送信回数が多すぎます。数分待ってからもう一度お試しください。",
  "contact.error.name": "お名前は2文字以上で入力してください。",
  "contact.error.email": "有効なメールアドレスを入力してください。",
  "contact.error.subject": "件名は3文字以上で入力してください。",
  "contact.error.message": "メッセージは10文字以上で入力してください。",
  "contact.error.nameTooLong": "お名前は100文字以内で入力してください。",
  "contact.error.subjectTooLong": "件名は200文字以内で入力してください。",
  "contact.error.messageTooLong": "メッセージは5,000文字以内で入力してください。",
  "contact.location": "所在地",
  "contact.mapTitle": "香港九龍・新蒲崗の事務所の地図",
  "contact.mapLink": "OpenStreetMap で開く",

  "notFound.description": "お探しのページは存在しません。",
};
