// The demo content of a fresh site: a Hong Kong metallic-thread house with a factory in Kyoto.
// Pictures are paths of committed files under server/seed/assets/ (rendered by `npm run demo:render`).
import type { DEMO_VIDEOS } from "./assets";
import type { SwatchLabel } from "./documents";

/** A committed demo picture, by its path under server/seed/assets/. */
export type Picture = string;

const productPictures = (key: string, ...names: string[]): Picture[] =>
  names.map((name) => `products/${key}-${name}.jpg`);

export type Technical = {
  composition: string | null;
  type: string | null;
  denier: string | null;
  length: string | null;
  netWeight: string | null;
  grossWeight: string | null;
  countryOfOrigin: string | null;
  otherInformation: string | null;
  bleaching: string | null;
  ironing: string | null;
  washingTemperature: string | null;
  otherTechnicalInfo: string | null;
};

export type ItemCodeSeed = Technical & {
  itemCode: string;
  /** sRGB hex of the thread's colour. */
  hex: string;
  colour: string;
};

export type ZhText = Record<string, string>;

export type ProductSeed = {
  key: string;
  name: string;
  slug: string;
  description: string;
  detailedDescription: string;
  categories: string[];
  images: Picture[];
  itemCodes: ItemCodeSeed[];
  catalogue?: boolean;
  zh?: ZhText;
};

export const LANGUAGES = [
  { code: "en", name: "English", locale: "en", displayOrder: 1 },
  { code: "zh", name: "繁體中文", locale: "zh-Hant", displayOrder: 2 },
];

export const GLOBAL_SETTINGS = [
  { type: "duration", value: "5000" },
  { type: "contact_email", value: "info@lumina-threads.example" },
];

export const PRODUCT_CATEGORIES: { key: string; name: string; description: string; zh: ZhText }[] = [
  {
    key: "embroidery",
    name: "Metallic Embroidery Threads",
    description:
      "Smooth, supple metallic threads engineered for high-speed machine embroidery and fine hand work, with a soft handle and a brilliant, even shine.",
    zh: {
      name: "金屬刺繡線",
      description: "專為高速電腦刺繡及精細手工刺繡而設計的金屬線，手感柔軟順滑，光澤明亮均勻。",
    },
  },
  {
    key: "specialty",
    name: "Specialty Threads",
    description:
      "Braids, lamé, holographic and other statement threads for couture, accessories and decorative work where the thread itself is the ornament.",
    zh: {
      name: "特殊線材",
      description:
        "編織線、金銀絲及鐳射幻彩線等亮點線材，適用於高級訂製服、配飾及裝飾工藝，讓線材本身成為焦點。",
    },
  },
  {
    key: "knitting",
    name: "Metallic Knitting Yarn",
    description:
      "Lurex-type metallic yarns and metallic blends for flat knitting, circular knitting and weaving, plied to run cleanly on modern machines.",
    zh: {
      name: "金屬針織紗",
      description: "適用於橫機、圓機及梭織的金銀絲紗線與混紡紗，經合股處理，可在現代機台上順暢運行。",
    },
  },
  {
    key: "goldwork",
    name: "Goldwork & Couture",
    description:
      "Traditional passing threads and silk-core gold for hand goldwork, ecclesiastical embroidery and couture ateliers.",
    zh: {
      name: "金繡與高級訂製",
      description: "傳統平金線及絲芯金線，適用於手工金繡、宗教禮儀刺繡及高級訂製工作室。",
    },
  },
];

const care = {
  bleaching: "Do not bleach",
  ironing: "Low heat (max. 110 °C), press on the reverse",
  washingTemperature: "40 °C",
};

/** Technical data shared by the codes of one product; each code overrides what differs. */
function codes(
  base: Technical,
  list: { code: string; hex: string; colour: string; over?: Partial<Technical> }[],
): ItemCodeSeed[] {
  return list.map((entry) => ({
    ...base,
    ...entry.over,
    itemCode: entry.code,
    hex: entry.hex,
    colour: entry.colour,
  }));
}

/** Traditional Chinese names of the demo colours (item_codes colour_name translations). */
export const COLOUR_NAMES_ZH: Record<string, string> = {
  "Classic Gold": "經典金",
  "Antique Gold": "古金",
  "Pale Champagne": "淡香檳金",
  "Deep Bronze": "深古銅",
  "Bright Silver": "亮銀",
  Pewter: "錫灰",
  Gunmetal: "槍灰",
  Emerald: "祖母綠",
  Sapphire: "藍寶石",
  Ruby: "紅寶石",
  Amethyst: "紫水晶",
  Copper: "紅銅",
  "Burnished Copper": "拋光紅銅",
  "Copper and Gold": "銅金",
  "Rose Gold": "玫瑰金",
  Blush: "淡粉",
  "Prism Silver": "幻彩銀",
  "Prism Gold": "幻彩金",
  "Bright Gold": "亮金",
  "Old Gold": "舊金",
  "Silk Gold": "絲金",
  "Silk Rose Gold": "絲玫瑰金",
  Gold: "金色",
  Silver: "銀色",
  "Black Silver": "黑銀",
  "Gold Fleck on Ivory": "象牙底金點",
  "Silver Fleck on Navy": "藏青底銀點",
};

/** Japanese names of the demo colours (item_codes colour_name translations). */
export const COLOUR_NAMES_JA: Record<string, string> = {
  "Classic Gold": "クラシックゴールド",
  "Antique Gold": "アンティークゴールド",
  "Pale Champagne": "ペールシャンパン",
  "Deep Bronze": "ディープブロンズ",
  "Bright Silver": "ブライトシルバー",
  Pewter: "ピューター",
  Gunmetal: "ガンメタル",
  Emerald: "エメラルド",
  Sapphire: "サファイア",
  Ruby: "ルビー",
  Amethyst: "アメジスト",
  Copper: "カッパー",
  "Burnished Copper": "バーニッシュドカッパー",
  "Copper and Gold": "カッパー&ゴールド",
  "Rose Gold": "ローズゴールド",
  Blush: "ブラッシュ",
  "Prism Silver": "プリズムシルバー",
  "Prism Gold": "プリズムゴールド",
  "Bright Gold": "ブライトゴールド",
  "Old Gold": "オールドゴールド",
  "Silk Gold": "シルクゴールド",
  "Silk Rose Gold": "シルクローズゴールド",
  Gold: "ゴールド",
  Silver: "シルバー",
  "Black Silver": "ブラックシルバー",
  "Gold Fleck on Ivory": "アイボリー地に金の斑",
  "Silver Fleck on Navy": "ネイビー地に銀の斑",
};

export const PRODUCTS: ProductSeed[] = [
  {
    key: "aurum-classic-40",
    name: "Aurum Classic 40",
    slug: "aurum-classic-40",
    description:
      "Our signature gold embroidery thread: a fine, soft metallic in weight 40 that runs at full machine speed with a warm, even shine.",
    detailedDescription:
      "<p>Aurum Classic 40 is the thread that built Lumina Threads. A metallised polyester film is slit to 1/100 inch and wound around a strong polyester core, then lubricated in our Kyoto plant so that it feeds smoothly through multi-head machines at up to 1,000 stitches a minute.</p><h3>Why embroiderers choose it</h3><ul><li>Soft handle that sits flat in satin stitches and fine lettering</li><li>Warm gold tones that do not tarnish or discolour</li><li>Colour-consistent from lot to lot, in twelve golds</li></ul><h3>Recommended settings</h3><p>Use a 75/11 to 90/14 metallic or embroidery needle, reduce top tension slightly and run at 600 to 800 stitches a minute for the best finish.</p>",
    categories: ["embroidery"],
    images: productPictures("aurum-classic-40", "cone", "golds", "macro"),
    catalogue: true,
    itemCodes: codes(
      {
        composition: "70% polyester, 30% metallised polyester film",
        type: "Smooth metallic, M-type",
        denier: "150D/2",
        length: "5,000 m per cone",
        netWeight: "60 g",
        grossWeight: "78 g",
        countryOfOrigin: "Japan",
        otherInformation: "Weight 40; needle 75/11 to 90/14",
        ...care,
        otherTechnicalInfo: "Dry cleaning: P. Tumble dry: low.",
      },
      [
        { code: "AC40-101", hex: "#c9a13b", colour: "Classic Gold" },
        { code: "AC40-105", hex: "#a8843f", colour: "Antique Gold" },
        { code: "AC40-110", hex: "#e6d3a3", colour: "Pale Champagne", over: { otherTechnicalInfo: null } },
        { code: "AC40-118", hex: "#7c5a2e", colour: "Deep Bronze", over: { grossWeight: null } },
      ],
    ),
    zh: {
      name: "Aurum 經典 40 號",
      description: "我們的招牌金色刺繡線：40 號細支金屬線，可全速運行，光澤溫潤均勻。",
      detailed_description:
        "<p>Aurum 經典 40 號是 Lumina Threads 的起家之作。金屬化聚酯薄膜被切割至 1/100 英寸，包覆於高強度聚酯芯線上，再於京都廠房進行上油處理，使其在多頭刺繡機上以每分鐘高達 1,000 針的速度順暢送線。</p><h3>刺繡師為何選擇它</h3><ul><li>手感柔軟，在緞紋針及細小字體中平整服貼</li><li>溫潤金色，不易氧化或變色</li><li>十二種金色，每批顏色一致</li></ul><h3>建議設定</h3><p>請使用 75/11 至 90/14 號金屬線或刺繡針，略為調低面線張力，並以每分鐘 600 至 800 針運行，效果最佳。</p>",
    },
  },
  {
    key: "argent-fine",
    name: "Argent Fine",
    slug: "argent-fine",
    description:
      "A bright, cool silver with a mirror finish, fine enough for delicate monograms and bridal lace work.",
    detailedDescription:
      "<p>Argent Fine pairs a high-reflectance silver film with a fine nylon core for a thread that is both brilliant and supple. It is our first choice for bridal work, table linen monograms and evening wear where a crisp, cool light is wanted.</p><h3>Highlights</h3><ul><li>Mirror-bright silver that stays bright after washing</li><li>Fine 120D construction for small lettering</li><li>Also available in gunmetal and pewter</li></ul>",
    categories: ["embroidery"],
    images: productPictures("argent-fine", "spools", "macro", "monogram"),
    itemCodes: codes(
      {
        composition: "60% nylon, 40% metallised polyester film",
        type: "Smooth metallic, fine",
        denier: "120D/2",
        length: "4,000 m per cone",
        netWeight: "45 g",
        grossWeight: "62 g",
        countryOfOrigin: "Japan",
        otherInformation: "Needle 70/10 to 80/12",
        ...care,
        otherTechnicalInfo: null,
      },
      [
        { code: "AF-201", hex: "#c9ced6", colour: "Bright Silver" },
        { code: "AF-204", hex: "#8e949b", colour: "Pewter", over: { washingTemperature: null } },
        { code: "AF-209", hex: "#4a4e55", colour: "Gunmetal" },
      ],
    ),
    zh: {
      name: "Argent 幼銀線",
      description: "明亮冷調的鏡面銀線，細緻得足以繡出精巧的字母圖案及婚紗蕾絲。",
      detailed_description:
        "<p>Argent 幼銀線以高反光銀色薄膜配搭幼細尼龍芯線，既璀璨又柔軟。它是婚紗刺繡、餐桌布品字母繡及晚裝的首選，呈現清爽冷冽的光澤。</p><h3>特點</h3><ul><li>鏡面般明亮的銀色，洗滌後依然閃亮</li><li>120D 細支結構，適合細小字體</li><li>另有槍灰色及錫色可選</li></ul>",
    },
  },
  {
    key: "aurum-heavy-20",
    name: "Aurum Heavy 20",
    slug: "aurum-heavy-20",
    description: "A bold weight 20 gold for raised effects, couching and chunky decorative stitching.",
    detailedDescription:
      "<p>Aurum Heavy 20 doubles the body of our classic gold for stitches that need presence: couched outlines, heavy fills, topstitching on leather goods and appliqué borders.</p><h3>Good to know</h3><ul><li>Use a 100/16 needle and a large-eye bobbin case</li><li>Ideal for couching by hand or with a cording foot</li></ul>",
    categories: ["embroidery", "goldwork"],
    images: productPictures("aurum-heavy-20", "spools", "couching"),
    itemCodes: codes(
      {
        composition: "65% polyester, 35% metallised polyester film",
        type: "Heavy smooth metallic",
        denier: "300D/2",
        length: "2,500 m per cone",
        netWeight: "70 g",
        grossWeight: "90 g",
        countryOfOrigin: "Japan",
        otherInformation: "Weight 20; needle 100/16",
        ...care,
        otherTechnicalInfo: "Suitable for bobbin work",
      },
      [
        { code: "AH20-101", hex: "#c79e38", colour: "Classic Gold" },
        {
          code: "AH20-105",
          hex: "#a5813c",
          colour: "Antique Gold",
          over: { netWeight: null, grossWeight: null },
        },
      ],
    ),
  },
  {
    key: "jewel-tone-metallic",
    name: "Jewel Tone Metallic",
    slug: "jewel-tone-metallic",
    description:
      "Deep emerald, sapphire, ruby and amethyst metallics: the richness of cut stones in an embroidery thread.",
    detailedDescription:
      "<p>Jewel Tone Metallic brings colour to shine. Each shade is a tinted metallic film laid over a matching dyed core, so the colour stays saturated where the stitch bends and the light catches the edge.</p><h3>The shades</h3><ul><li>Emerald, a cool green with a gold undertone</li><li>Sapphire, a deep royal blue</li><li>Ruby, a clear red that reads well on black</li><li>Amethyst, a soft violet for evening wear</li></ul><p>A full shade card is included in the catalogue below.</p>",
    categories: ["embroidery", "specialty"],
    images: productPictures("jewel-tone-metallic", "cones", "plies", "spools", "wave"),
    catalogue: true,
    itemCodes: codes(
      {
        composition: "70% polyester, 30% metallised polyester film",
        type: "Tinted smooth metallic",
        denier: "150D/2",
        length: "5,000 m per cone",
        netWeight: "60 g",
        grossWeight: "78 g",
        countryOfOrigin: "Japan",
        otherInformation: "Colourfast to ISO 105-C06",
        ...care,
        otherTechnicalInfo: "Dry cleaning: P",
      },
      [
        { code: "JT-301", hex: "#1f7a55", colour: "Emerald" },
        { code: "JT-302", hex: "#2a4fa8", colour: "Sapphire" },
        { code: "JT-303", hex: "#a3162f", colour: "Ruby" },
        {
          code: "JT-304",
          hex: "#6d3aa0",
          colour: "Amethyst",
          over: { otherInformation: null },
        },
      ],
    ),
    zh: {
      name: "寶石色金屬線",
      description: "深邃的祖母綠、藍寶石、紅寶石及紫水晶色金屬線，將寶石的華美融入刺繡線中。",
      detailed_description:
        "<p>寶石色金屬線為光澤注入色彩。每個色號均以染色金屬薄膜覆於同色芯線之上，即使在針步彎折、光線掠過邊緣之處，色彩依然飽滿。</p><h3>色系</h3><ul><li>祖母綠：帶金色底調的冷綠</li><li>藍寶石：深邃的皇家藍</li><li>紅寶石：在黑色布料上格外出眾的純正紅</li><li>紫水晶：適合晚裝的柔和紫</li></ul><p>完整色卡載於下方的產品目錄。</p>",
    },
  },
  {
    key: "eco-shine-recycled-40",
    name: "Eco Shine Recycled 40",
    slug: "eco-shine-recycled-40",
    description:
      "The shine of Aurum Classic on a core spun from recycled polyester, certified to the Global Recycled Standard.",
    detailedDescription:
      "<p>Eco Shine Recycled 40 replaces the virgin polyester core of our classic thread with one spun from post-consumer bottles. The metallic film, the lubrication and the performance on the machine are unchanged.</p><h3>What changes</h3><ul><li>Core made from 100% recycled polyester</li><li>Around 30% lower carbon footprint per cone</li><li>Cones made from recycled paperboard</li></ul>",
    categories: ["embroidery"],
    images: productPictures("eco-shine-recycled-40", "cones", "spools", "macro"),
    itemCodes: codes(
      {
        composition: "70% recycled polyester, 30% metallised polyester film",
        type: "Smooth metallic, recycled core",
        denier: "150D/2",
        length: "5,000 m per cone",
        netWeight: "60 g",
        grossWeight: "74 g",
        countryOfOrigin: "Japan",
        otherInformation: "GRS certified",
        ...care,
        otherTechnicalInfo: null,
      },
      [
        { code: "ES40-101", hex: "#c6a03e", colour: "Classic Gold" },
        { code: "ES40-201", hex: "#c5cad2", colour: "Bright Silver" },
      ],
    ),
  },
  {
    key: "copper-glow-braid",
    name: "Copper Glow Braid",
    slug: "copper-glow-braid",
    description:
      "A flat braided copper metallic with a warm, lantern-like glow for trims, cording and hand embroidery.",
    detailedDescription:
      "<p>Copper Glow Braid is plaited from eight fine metallic ends into a flat, flexible braid. It couches beautifully, threads through a chenille needle for hand work and makes a luxurious cord for packaging and millinery.</p><h3>Uses</h3><ul><li>Couched outlines and borders</li><li>Cording and drawstrings</li><li>Millinery and gift packaging</li></ul>",
    categories: ["specialty"],
    images: productPictures("copper-glow-braid", "spool", "macro", "scroll"),
    itemCodes: codes(
      {
        composition: "100% metallised polyester film",
        type: "Flat 8-end braid",
        denier: null,
        length: "100 m per spool",
        netWeight: "25 g",
        grossWeight: "40 g",
        countryOfOrigin: "Hong Kong",
        otherInformation: "Width 1.2 mm",
        bleaching: "Do not bleach",
        ironing: "Do not iron directly",
        washingTemperature: "30 °C",
        otherTechnicalInfo: "Hand wash recommended",
      },
      [
        { code: "CGB-401", hex: "#b46a3c", colour: "Copper" },
        {
          code: "CGB-402",
          hex: "#8f4f2a",
          colour: "Burnished Copper",
          over: { otherInformation: "Width 1.6 mm" },
        },
        { code: "CGB-410", hex: "#c08a45", colour: "Copper and Gold" },
      ],
    ),
    zh: {
      name: "紅銅光澤編織線",
      description: "扁平編織的紅銅色金屬線，散發如燈籠般的溫暖光芒，適用於飾邊、繩帶及手工刺繡。",
      detailed_description:
        "<p>紅銅光澤編織線由八股幼細金屬線編成扁平而柔軟的編帶。它適合釘線繡，可穿過雪尼爾針作手工刺繡，也是包裝及帽飾的華麗繩帶。</p><h3>用途</h3><ul><li>釘線輪廓及飾邊</li><li>繩帶及抽繩</li><li>帽飾及禮品包裝</li></ul>",
    },
  },
  {
    key: "rose-gold-lame",
    name: "Rose Gold Lamé",
    slug: "rose-gold-lame",
    description:
      "A flat, ribbon-like lamé thread in soft rose gold, made for weaving, bridal trims and statement stitches.",
    detailedDescription:
      "<p>Rose Gold Lamé is a flat metallic strip, unsupported by a core, that lies like a tiny ribbon. Woven, it gives the liquid shine of lamé fabric; stitched, it creates broad, reflective satin areas.</p><h3>Working tips</h3><ul><li>Unwind from the side of the spool to avoid twisting</li><li>Use a large-eye needle and a slow speed</li></ul>",
    categories: ["specialty", "knitting"],
    images: productPictures("rose-gold-lame", "cloth", "ribbons", "spools"),
    itemCodes: codes(
      {
        composition: "100% metallised polyester film",
        type: "Flat lamé, 1/69 inch",
        denier: "100D",
        length: "10,000 m per spool",
        netWeight: "100 g",
        grossWeight: "125 g",
        countryOfOrigin: "Japan",
        otherInformation: null,
        bleaching: "Do not bleach",
        ironing: "Do not iron",
        washingTemperature: "30 °C",
        otherTechnicalInfo: null,
      },
      [
        { code: "RGL-501", hex: "#c9917f", colour: "Rose Gold" },
        { code: "RGL-502", hex: "#e2b3a6", colour: "Blush", over: { countryOfOrigin: null } },
      ],
    ),
  },
  {
    key: "holographic-sparkle",
    name: "Holographic Sparkle",
    slug: "holographic-sparkle",
    description: "A prismatic holographic thread that flashes every colour of the spectrum as it moves.",
    detailedDescription:
      "<p>Holographic Sparkle uses a diffraction film embossed with millions of microscopic facets. Every stitch breaks white light into a moving rainbow, which makes it a favourite for stage costume, dancewear and sneaker embroidery.</p><h3>Highlights</h3><ul><li>Silver base with full-spectrum flash</li><li>Runs on standard embroidery machines</li><li>Pairs well with black and deep jewel grounds</li></ul>",
    categories: ["specialty"],
    images: productPictures("holographic-sparkle", "cone", "macro"),
    itemCodes: codes(
      {
        composition: "70% polyester, 30% holographic polyester film",
        type: "Holographic smooth metallic",
        denier: "150D/2",
        length: "4,500 m per cone",
        netWeight: "55 g",
        grossWeight: "72 g",
        countryOfOrigin: "Japan",
        otherInformation: "Needle 80/12 to 90/14",
        ...care,
        otherTechnicalInfo: null,
      },
      [
        { code: "HS-601", hex: "#d4d8de", colour: "Prism Silver" },
        { code: "HS-602", hex: "#d8b55a", colour: "Prism Gold" },
      ],
    ),
  },
  {
    key: "japan-gold-passing-no-5",
    name: "Japan Gold Passing No. 5",
    slug: "japan-gold-passing-no-5",
    description: "A traditional couching thread of gilt film wrapped around a silk core, for hand goldwork.",
    detailedDescription:
      "<p>Japan Gold Passing is wrapped, not twisted: a narrow gilt strip is wound around a silk core in a tight spiral, exactly as it has been in Kyoto for centuries. It is laid on the surface and couched down in pairs, never pulled through the fabric.</p><h3>For goldwork</h3><ul><li>Couching in pairs with a fine waxed silk</li><li>Basketweave and or nué techniques</li><li>Ecclesiastical and regimental embroidery</li></ul>",
    categories: ["goldwork"],
    images: productPictures("japan-gold-passing-no-5", "lotus", "cards", "macro"),
    itemCodes: codes(
      {
        composition: "Gilt polyester film on a silk core",
        type: "Wrapped passing thread",
        denier: null,
        length: "50 m per card",
        netWeight: "10 g",
        grossWeight: null,
        countryOfOrigin: "Japan",
        otherInformation: "For couching only",
        bleaching: "Do not bleach",
        ironing: "Do not iron",
        washingTemperature: null,
        otherTechnicalInfo: "Dry clean only",
      },
      [
        { code: "JGP-5-01", hex: "#d4ab3f", colour: "Bright Gold" },
        { code: "JGP-5-02", hex: "#9c7a36", colour: "Old Gold" },
      ],
    ),
  },
  {
    key: "kyoto-silk-gold",
    name: "Kyoto Silk Gold",
    slug: "kyoto-silk-gold",
    description: "Fine gold wound on a pure silk core, made in small lots for couture ateliers.",
    detailedDescription:
      "<p>Kyoto Silk Gold is our most precious thread: a gold-toned film wound on a reeled silk core in small lots, each one checked by hand. It gives the warm, soft glow of antique goldwork with the strength to be stitched through fabric.</p><h3>Made for</h3><ul><li>Haute couture embroidery</li><li>Kimono and obi restoration</li><li>Fine jewellery pouches and boxes</li></ul>",
    categories: ["goldwork", "specialty"],
    images: productPictures("kyoto-silk-gold", "embroidery", "macro", "spools"),
    itemCodes: codes(
      {
        composition: "Gold-toned film on a 100% silk core",
        type: "Wrapped silk-core metallic",
        denier: "210D",
        length: "200 m per spool",
        netWeight: "15 g",
        grossWeight: "28 g",
        countryOfOrigin: "Japan",
        otherInformation: "Made in lots of 50 spools",
        bleaching: "Do not bleach",
        ironing: "Low heat through a cloth",
        washingTemperature: null,
        otherTechnicalInfo: "Dry clean only",
      },
      [
        { code: "KSG-701", hex: "#c89b45", colour: "Silk Gold" },
        { code: "KSG-702", hex: "#c68a78", colour: "Silk Rose Gold" },
      ],
    ),
  },
  {
    key: "metallic-knitting-yarn-lurex",
    name: "Metallic Knitting Yarn Lurex",
    slug: "metallic-knitting-yarn-lurex",
    description:
      "A Lurex-type metallic yarn for knitwear, plied with a fine nylon for strength and a soft touch.",
    detailedDescription:
      "<p>Our Metallic Knitting Yarn is designed to be plated with wool, cotton or viscose on flat and circular knitting machines. A fine nylon binder keeps the metallic strip from twisting, so the fabric shows an even, all-over glint.</p><h3>Performance</h3><ul><li>Runs on 7 to 18 gauge machines</li><li>Soft next to the skin</li><li>Available in gold, silver, copper and black-silver</li></ul>",
    categories: ["knitting"],
    images: productPictures("metallic-knitting-yarn-lurex", "knit", "silver", "cones", "rose"),
    catalogue: true,
    itemCodes: codes(
      {
        composition: "55% metallised polyester film, 45% nylon",
        type: "M-type metallic knitting yarn",
        denier: "1/69 inch, 50D nylon",
        length: "36,000 m per kg",
        netWeight: "1 kg per cone",
        grossWeight: "1.15 kg",
        countryOfOrigin: "Hong Kong",
        otherInformation: "Suited to 7 to 18 gauge",
        bleaching: "Do not bleach",
        ironing: "Low heat",
        washingTemperature: "30 °C",
        otherTechnicalInfo: "Machine wash on a delicate cycle",
      },
      [
        { code: "MKY-801", hex: "#c49a3a", colour: "Gold" },
        { code: "MKY-802", hex: "#b9bec6", colour: "Silver" },
        { code: "MKY-803", hex: "#b0683d", colour: "Copper" },
        { code: "MKY-809", hex: "#2f3136", colour: "Black Silver", over: { otherTechnicalInfo: null } },
        { code: "MKY-812", hex: "#c48d7e", colour: "Rose Gold" },
      ],
    ),
    zh: {
      name: "金銀絲針織紗",
      description: "適用於針織服裝的金銀絲紗線，配以幼細尼龍合股，強韌而觸感柔軟。",
      detailed_description:
        "<p>我們的金銀絲針織紗專為在橫機及圓機上與羊毛、棉或粘膠纖維添紗編織而設計。幼細尼龍包覆線防止金屬片扭轉，使布面呈現均勻的整體閃光。</p><h3>性能</h3><ul><li>適用於 7 至 18 針機台</li><li>貼身穿著亦柔軟舒適</li><li>提供金色、銀色、紅銅色及黑銀色</li></ul>",
    },
  },
  {
    key: "luxe-tweed-metallic",
    name: "Luxe Tweed Metallic",
    slug: "luxe-tweed-metallic",
    description:
      "A slub metallic blend that adds a subtle, flecked glint to tweeds, bouclé and winter knits.",
    detailedDescription:
      "<p>Luxe Tweed Metallic twists a metallic strip with a slubbed viscose so that the shine appears in small, irregular flecks. Woven into tweed or knitted into bouclé, it gives a quiet sparkle rather than an all-over glitter.</p><h3>Ideas</h3><ul><li>Couture tweed jackets</li><li>Evening knitwear</li><li>Woven accessories and trims</li></ul>",
    categories: ["knitting"],
    images: productPictures("luxe-tweed-metallic", "ivory", "navy"),
    itemCodes: codes(
      {
        composition: "60% viscose, 25% polyester, 15% metallised film",
        type: "Slub metallic blend",
        denier: null,
        length: "8,000 m per kg",
        netWeight: "500 g per cone",
        grossWeight: "580 g",
        countryOfOrigin: "Hong Kong",
        otherInformation: "Nm 8/1 equivalent",
        bleaching: "Do not bleach",
        ironing: "Low heat",
        washingTemperature: "30 °C",
        otherTechnicalInfo: null,
      },
      [
        { code: "LTM-901", hex: "#e8dcc0", colour: "Gold Fleck on Ivory" },
        { code: "LTM-905", hex: "#26345a", colour: "Silver Fleck on Navy" },
      ],
    ),
  },
];

/** A picture, one of the local demo videos, or a YouTube link. */
export type MediaSeed = { picture: Picture } | { video: keyof typeof DEMO_VIDEOS } | { youtube: string };

export type GalleryItemSeed = {
  name: string;
  slug: string;
  description: string;
  detailedDescription: string;
  projectDetails: string;
  categories: string[];
  products: string[];
  primary: Picture;
  media: MediaSeed[];
  colourBook?: { title: string; subtitle: string; swatches: SwatchLabel[] };
  zh?: ZhText;
};

export const GALLERY_CATEGORIES: { key: string; name: string; zh: string }[] = [
  { key: "colour-books", name: "Colour Books", zh: "色卡冊" },
  { key: "couture", name: "Couture & Bridal", zh: "高級訂製與婚紗" },
  { key: "uniforms", name: "Uniforms & Insignia", zh: "制服與徽章" },
  { key: "ecclesiastical", name: "Ecclesiastical", zh: "宗教禮儀" },
  { key: "fashion", name: "Fashion & Sportswear", zh: "時裝與運動服飾" },
];

/** Every code of the given products as swatches. */
function swatchesOf(...keys: string[]): SwatchLabel[] {
  return PRODUCTS.filter((p) => keys.includes(p.key)).flatMap((p) =>
    p.itemCodes.map((c) => ({ code: c.itemCode, name: c.colour })),
  );
}

export const GALLERY_ITEMS: GalleryItemSeed[] = [
  {
    name: "Metallic Embroidery Colour Book",
    slug: "metallic-embroidery-colour-book",
    description:
      "Every shade of our metallic embroidery threads, with item codes, on printable swatch pages.",
    detailedDescription: "",
    projectDetails: "",
    categories: ["colour-books"],
    products: ["aurum-classic-40", "argent-fine", "eco-shine-recycled-40"],
    primary: "gallery/metallic-embroidery-colour-book.jpg",
    media: [],
    colourBook: {
      title: "Metallic Embroidery Colour Book",
      subtitle: "Aurum, Argent and Eco Shine shades with item codes",
      swatches: swatchesOf(
        "aurum-classic-40",
        "aurum-heavy-20",
        "argent-fine",
        "eco-shine-recycled-40",
        "japan-gold-passing-no-5",
        "kyoto-silk-gold",
      ),
    },
    zh: {
      name: "金屬刺繡線色卡冊",
      description: "收錄我們全部金屬刺繡線色號及貨號的可列印色卡。",
    },
  },
  {
    name: "Specialty and Knitting Colour Book",
    slug: "specialty-and-knitting-colour-book",
    description: "Jewel tones, braids, lamé, holographic threads and knitting yarns in one shade card.",
    detailedDescription: "",
    projectDetails: "",
    categories: ["colour-books"],
    products: ["jewel-tone-metallic", "metallic-knitting-yarn-lurex"],
    primary: "gallery/specialty-and-knitting-colour-book.jpg",
    media: [],
    colourBook: {
      title: "Specialty and Knitting Colour Book",
      subtitle: "Jewel Tone, Copper Glow, Rose Gold Lamé, Holographic and knitting yarns",
      swatches: swatchesOf(
        "jewel-tone-metallic",
        "copper-glow-braid",
        "rose-gold-lame",
        "holographic-sparkle",
        "metallic-knitting-yarn-lurex",
        "luxe-tweed-metallic",
      ),
    },
  },
  {
    name: "Couture Evening Gown",
    slug: "couture-evening-gown",
    description:
      "A hand-embroidered evening gown for a Paris couture house, worked in Kyoto Silk Gold and Aurum Classic 40.",
    detailedDescription:
      "<p>The atelier wanted a gown that would read as liquid gold under stage lights and as fine lace up close. We developed two custom shades of Kyoto Silk Gold and supplied Aurum Classic 40 for the machine-embroidered ground.</p><h3>The work</h3><ul><li>1,200 hours of hand embroidery</li><li>Over 40,000 m of thread</li><li>Two shades matched to the silk lining</li></ul>",
    projectDetails:
      "Client: a Paris couture house. Season: Autumn-Winter. Threads: Kyoto Silk Gold KSG-701, Aurum Classic 40 AC40-101.",
    categories: ["couture"],
    products: ["kyoto-silk-gold", "aurum-classic-40"],
    primary: "gallery/couture-evening-gown.jpg",
    media: [
      { picture: "gallery/couture-evening-gown-detail.jpg" },
      { video: "turntable" },
      { picture: "gallery/couture-evening-gown-satin.jpg" },
    ],
    zh: {
      name: "高級訂製晚裝",
      description: "為巴黎一間高級訂製時裝屋手工刺繡的晚裝，採用 Kyoto 絲芯金線及 Aurum 經典 40 號。",
      detailed_description:
        "<p>工作室希望這件晚裝在舞台燈光下如流動的黃金，近看則如精緻蕾絲。我們為此開發了兩種 Kyoto 絲芯金線的專屬色號，並提供 Aurum 經典 40 號作電腦刺繡底紋。</p><h3>工藝</h3><ul><li>1,200 小時手工刺繡</li><li>使用超過 40,000 米繡線</li><li>兩種色號與絲綢襯裡精準配色</li></ul>",
      project_details:
        "客戶：巴黎高級訂製時裝屋。季度：秋冬。繡線：Kyoto 絲芯金線 KSG-701、Aurum 經典 40 號 AC40-101。",
    },
  },
  {
    name: "Bridal Veil in Argent Fine",
    slug: "bridal-veil-argent-fine",
    description: "A cathedral-length tulle veil scattered with silver florals and a monogrammed edge.",
    detailedDescription:
      "<p>A Hong Kong bridal studio embroidered a four-metre tulle veil with scattered silver florals. Argent Fine was chosen for its cool light, which flatters ivory silk, and for its fine count, which keeps the tulle soft.</p><ul><li>Four-metre cathedral veil</li><li>Monogram worked in the corner</li><li>Washable at 40 °C before delivery</li></ul>",
    projectDetails: "Client: a Hong Kong bridal studio. Threads: Argent Fine AF-201.",
    categories: ["couture"],
    products: ["argent-fine"],
    primary: "gallery/bridal-veil-argent-fine.jpg",
    media: [
      { picture: "gallery/bridal-veil-argent-fine-monogram.jpg" },
      { picture: "gallery/bridal-veil-argent-fine-organza.jpg" },
    ],
    zh: {
      name: "Argent 幼銀線婚紗頭紗",
      description: "教堂式長頭紗，點綴銀色花卉，邊緣繡上字母圖案。",
      detailed_description:
        "<p>香港一間婚紗工作室在四米長的薄紗頭紗上繡上散落的銀色花卉。選用 Argent 幼銀線，是因為其冷調光澤襯托象牙白絲綢，而幼細支數則令薄紗保持柔軟。</p><ul><li>四米教堂式長頭紗</li><li>角落繡上字母圖案</li><li>交付前可於 40 °C 洗滌</li></ul>",
      project_details: "客戶：香港婚紗工作室。繡線：Argent 幼銀線 AF-201。",
    },
  },
  {
    name: "Naval Dress Uniform Insignia",
    slug: "naval-dress-uniform-insignia",
    description:
      "Cap badges and sleeve insignia for a ceremonial naval uniform, embroidered in Aurum Heavy 20 and Japan Gold Passing.",
    detailedDescription:
      "<p>Insignia must stay bright through years of salt air and dry cleaning. The maker combined hand-couched Japan Gold Passing for the crest with machine-embroidered Aurum Heavy 20 for the wreaths.</p><ul><li>3,000 cap badges and 6,000 sleeve insignia</li><li>Colour matched to the existing regulation pattern</li></ul>",
    projectDetails:
      "Client: a uniform maker in the United Kingdom. Threads: Aurum Heavy 20 AH20-101, Japan Gold Passing No. 5 JGP-5-01.",
    categories: ["uniforms"],
    products: ["aurum-heavy-20", "japan-gold-passing-no-5"],
    primary: "gallery/naval-dress-uniform-insignia.jpg",
    media: [{ picture: "gallery/naval-dress-uniform-insignia-detail.jpg" }],
    zh: {
      name: "海軍禮服徽章",
      description: "以 Aurum 粗支 20 號及日本平金線刺繡的海軍禮服帽徽及袖章。",
      detailed_description:
        "<p>徽章必須歷經多年海風及乾洗仍保持光亮。製造商以手工釘線的日本平金線繡製徽紋，並以 Aurum 粗支 20 號電腦刺繡花環。</p><ul><li>3,000 枚帽徽及 6,000 枚袖章</li><li>顏色與現行規格精準配對</li></ul>",
      project_details: "客戶：英國制服製造商。繡線：Aurum 粗支 20 號 AH20-101、日本平金線 5 號 JGP-5-01。",
    },
  },
  {
    name: "Cathedral Vestments Restoration",
    slug: "cathedral-vestments-restoration",
    description:
      "The restoration of a set of nineteenth-century vestments, matching the original goldwork thread by thread.",
    detailedDescription:
      "<p>A conservation studio restored a cope and two dalmatics whose goldwork had worn through. We spun a small lot of Japan Gold Passing in an old-gold tone to match the surviving threads, so that new and old work sit side by side.</p><h3>Conservation approach</h3><ul><li>Original threads stabilised, not replaced</li><li>Losses infilled with matched passing thread</li><li>Full documentation for the cathedral archive</li></ul>",
    projectDetails:
      "Client: a textile conservation studio. Threads: Japan Gold Passing No. 5 JGP-5-02, Kyoto Silk Gold KSG-701.",
    categories: ["ecclesiastical"],
    products: ["japan-gold-passing-no-5", "kyoto-silk-gold"],
    primary: "gallery/cathedral-vestments-restoration.jpg",
    media: [
      { picture: "gallery/cathedral-vestments-restoration-velvet.jpg" },
      { youtube: "https://www.youtube.com/watch?v=8mP3yQ2vR1k" },
      { picture: "gallery/cathedral-vestments-restoration-passing.jpg" },
    ],
  },
  {
    name: "Limited Edition Sneaker Embroidery",
    slug: "limited-edition-sneaker-embroidery",
    description: "A run of 5,000 limited-edition sneakers with holographic and copper embroidered panels.",
    detailedDescription:
      "<p>A sportswear brand wanted a sneaker that changes colour as the wearer walks. Holographic Sparkle was embroidered on the heel tabs and Copper Glow Braid couched along the side panels, all on automated multi-head machines.</p><ul><li>5,000 pairs in a single production run</li><li>Abrasion tested to 20,000 cycles</li></ul>",
    projectDetails:
      "Client: an international sportswear brand. Threads: Holographic Sparkle HS-601, Copper Glow Braid CGB-401.",
    categories: ["fashion"],
    products: ["holographic-sparkle", "copper-glow-braid"],
    primary: "gallery/limited-edition-sneaker-embroidery.jpg",
    media: [{ picture: "gallery/limited-edition-sneaker-embroidery-copper.jpg" }],
  },
  {
    name: "Metallic Knitwear Capsule",
    slug: "metallic-knitwear-capsule",
    description: "A winter knitwear capsule with an all-over glint, plated with merino on 12-gauge machines.",
    detailedDescription:
      "<p>For a knitwear label's holiday capsule, Metallic Knitting Yarn Lurex was plated with extra-fine merino so that the shine sits on the face of the fabric while the merino stays against the skin.</p><ul><li>Six styles in gold, silver and black-silver</li><li>Knitted on 12-gauge flat machines</li></ul>",
    projectDetails:
      "Client: a Scandinavian knitwear label. Threads: Metallic Knitting Yarn Lurex MKY-801, MKY-809.",
    categories: ["fashion"],
    products: ["metallic-knitting-yarn-lurex", "luxe-tweed-metallic"],
    primary: "gallery/metallic-knitwear-capsule.jpg",
    media: [{ picture: "gallery/metallic-knitwear-capsule-black.jpg" }],
  },
];

export type NewsItemSeed = {
  title: string;
  slug: string;
  description: string;
  articleBody: string;
  pinned?: boolean;
  inactive?: boolean;
  daysAgo: number;
  likes: number;
  primary: Picture;
  media: MediaSeed[];
  zh?: ZhText;
};

export const NEWS_ITEMS: NewsItemSeed[] = [
  {
    title: "Meet Us at Première Vision Paris",
    slug: "meet-us-at-premiere-vision-paris",
    description:
      "Our new metallic collection will be on show in the Accessories hall of Première Vision Paris.",
    articleBody:
      "<p>Lumina Threads returns to Première Vision Paris with a stand in the Accessories hall. We will show the full Jewel Tone range, the first cones of Eco Shine Recycled 40 and a preview of next season's golds.</p><h3>What to see on the stand</h3><ul><li>Live embroidery on a 12-head machine</li><li>The new colour books, to take away</li><li>Our Kyoto team, on hand for technical questions</li></ul><p>Book a meeting through our contact page and we will reserve a table for you.</p>",
    pinned: true,
    daysAgo: 9,
    likes: 48,
    primary: "news/meet-us-at-premiere-vision-paris.jpg",
    media: [
      { picture: "news/meet-us-at-premiere-vision-paris-cards.jpg" },
      { youtube: "https://www.youtube.com/watch?v=Zk3vQ7pT2aE" },
    ],
    zh: {
      title: "巴黎 Première Vision 展會見",
      description: "我們的全新金屬線系列將於巴黎 Première Vision 配飾展館展出。",
      article_body:
        "<p>Lumina Threads 再度參與巴黎 Première Vision，於配飾展館設置展位。我們將展出完整的寶石色系列、首批 Eco Shine 環保 40 號，以及下一季金色的搶先預覽。</p><h3>展位亮點</h3><ul><li>12 頭刺繡機現場示範</li><li>全新色卡冊，歡迎索取</li><li>京都技術團隊駐場解答疑問</li></ul><p>請透過聯絡頁面預約會面，我們將為您預留座位。</p>",
    },
  },
  {
    title: "Eco Shine: Metallic Thread on a Recycled Core",
    slug: "eco-shine-metallic-thread-on-a-recycled-core",
    description:
      "Eco Shine Recycled 40 brings our classic shine to a polyester core spun from recycled bottles.",
    articleBody:
      "<p>After two years of trials in our Kyoto plant, Eco Shine Recycled 40 is ready. Its core is spun from 100% recycled polyester, certified to the Global Recycled Standard, and it performs on the machine exactly like Aurum Classic 40.</p><h3>Why it matters</h3><p>The core makes up about 70% of the weight of a metallic embroidery thread. Replacing it with recycled fibre lowers the carbon footprint of each cone by around 30%.</p><ul><li>Same shine, same handle, same machine settings</li><li>Cones made from recycled paperboard</li><li>Available in gold and silver, with more shades to follow</li></ul>",
    pinned: true,
    daysAgo: 40,
    likes: 73,
    primary: "news/eco-shine-metallic-thread-on-a-recycled-core.jpg",
    media: [{ picture: "news/eco-shine-metallic-thread-on-a-recycled-core-macro.jpg" }],
    zh: {
      title: "Eco Shine：以再生芯線製成的金屬線",
      description: "Eco Shine 環保 40 號以回收膠樽紡成的聚酯芯線，呈現我們經典的光澤。",
      article_body:
        "<p>經過京都廠房兩年的測試，Eco Shine 環保 40 號正式推出。其芯線以 100% 再生聚酯紡成，獲全球回收標準（GRS）認證，上機表現與 Aurum 經典 40 號完全相同。</p><h3>為何重要</h3><p>芯線約佔金屬刺繡線重量的 70%。改用再生纖維後，每筒線的碳足跡可減少約 30%。</p><ul><li>光澤、手感及機台設定均維持不變</li><li>線筒以再生紙板製成</li><li>現提供金色及銀色，更多色號陸續推出</li></ul>",
    },
  },
  {
    title: "Twelve New Jewel Tones",
    slug: "twelve-new-jewel-tones",
    description: "Emerald, sapphire, ruby and amethyst lead a new family of deep, saturated metallics.",
    articleBody:
      "<p>Designers asked us for colour that keeps its depth in the shine. The answer is a new family of twelve jewel tones, each a tinted film over a matching dyed core.</p><ul><li>Four emeralds, from bottle green to jade</li><li>Three sapphires and three rubies</li><li>Two amethysts for evening wear</li></ul><p>The full range is in the new Specialty and Knitting Colour Book, which you can download from our resources page.</p>",
    daysAgo: 75,
    likes: 31,
    primary: "news/twelve-new-jewel-tones.jpg",
    media: [{ picture: "news/twelve-new-jewel-tones-cards.jpg" }],
    zh: {
      title: "十二款全新寶石色",
      description: "祖母綠、藍寶石、紅寶石及紫水晶領銜，推出一系列深邃飽和的金屬色。",
      article_body:
        "<p>設計師希望色彩在光澤中依然保有深度。我們的答案是一個由十二款寶石色組成的新系列，每款均以染色金屬薄膜覆於同色芯線之上。</p><ul><li>四款祖母綠，由瓶綠至翡翠綠</li><li>三款藍寶石及三款紅寶石</li><li>兩款適合晚裝的紫水晶</li></ul><p>完整系列收錄於全新的特殊線材及針織紗色卡冊，可於資源頁面下載。</p>",
    },
  },
  {
    title: "Inside Our Kyoto Factory: A New Slitting Line",
    slug: "inside-our-kyoto-factory-a-new-slitting-line",
    description:
      "A new precision slitting line in Kyoto cuts metallic film to 1/150 inch for our finest threads.",
    articleBody:
      "<p>Our Kyoto plant has commissioned a new slitting line that cuts metallised film into strips as narrow as 1/150 inch. Finer strips wrap more evenly around the core, which gives a smoother, brighter thread.</p><h3>In numbers</h3><ul><li>Capacity up 25%</li><li>Strip width tolerance halved</li><li>Energy use per kilogram down 12%</li></ul><p>The short film below shows the first production run.</p>",
    daysAgo: 120,
    likes: 22,
    primary: "news/inside-our-kyoto-factory-a-new-slitting-line.jpg",
    media: [{ video: "line" }],
    zh: {
      title: "走進京都廠房：全新分切生產線",
      description: "京都廠房的全新精密分切線可將金屬薄膜切割至 1/150 英寸，用於我們最幼細的繡線。",
      article_body:
        "<p>京都廠房啟用了一條全新分切生產線，可將金屬化薄膜切割成窄至 1/150 英寸的細條。更幼細的金屬條能更均勻地包覆芯線，令繡線更順滑明亮。</p><h3>數字一覽</h3><ul><li>產能提升 25%</li><li>金屬條寬度公差減半</li><li>每公斤能耗下降 12%</li></ul><p>下方短片記錄了首次投產的情況。</p>",
    },
  },
  {
    title: "Highlights from ITMA Asia in Shanghai",
    slug: "highlights-from-itma-asia-in-shanghai",
    description:
      "Five busy days in Shanghai: new machine partners, knitting trials and a record number of visitors.",
    articleBody:
      "<p>ITMA Asia brought more than 300 visitors to our stand. Machine makers ran our Metallic Knitting Yarn on their newest flat knitting machines, and several embroidery partners tested Aurum Classic 40 at full speed.</p><ul><li>Joint trials with two knitting machine makers</li><li>Live sneaker embroidery with Holographic Sparkle</li><li>A panel talk on recycled metallic yarns</li></ul>",
    daysAgo: 190,
    likes: 17,
    primary: "news/highlights-from-itma-asia-in-shanghai.jpg",
    media: [
      { youtube: "https://www.youtube.com/watch?v=Qx7bN2mW4pY" },
      { picture: "news/highlights-from-itma-asia-in-shanghai-knit.jpg" },
    ],
  },
  {
    title: "Metallic Threads on the Runway at Hong Kong Fashion Week",
    slug: "metallic-threads-on-the-runway-at-hong-kong-fashion-week",
    description: "Three young designers used our threads in their collections at Hong Kong Fashion Week.",
    articleBody:
      "<p>We sponsored three graduating designers at Hong Kong Fashion Week. Their collections used Rose Gold Lamé woven into organza, Copper Glow Braid couched on tailoring and Jewel Tone Metallic on hand-embroidered knitwear.</p><h3>The collections</h3><ul><li>Liquid rose gold eveningwear</li><li>Copper-trimmed tailoring</li><li>Jewel-embroidered knits</li></ul>",
    daysAgo: 260,
    likes: 39,
    primary: "news/metallic-threads-on-the-runway-at-hong-kong-fashion-week.jpg",
    media: [{ picture: "news/metallic-threads-on-the-runway-at-hong-kong-fashion-week-scatter.jpg" }],
  },
  {
    title: "Forty Years of Lumina Threads",
    slug: "forty-years-of-lumina-threads",
    description: "From a small trading office in Hong Kong in 1985 to a factory in Kyoto: our story so far.",
    articleBody:
      "<p>Lumina Threads began in 1985 as a two-person trading office in Kwun Tong, importing Japanese metallic threads for Hong Kong's garment factories. Ten years later we opened our own plant in Kyoto.</p><h3>Milestones</h3><ul><li>1985: first office in Hong Kong</li><li>1995: the Kyoto factory opens</li><li>2008: Jewel Tone Metallic launched</li><li>2024: Eco Shine trials begin</li></ul><p>Thank you to every customer, embroiderer and colleague who has been part of the story.</p>",
    daysAgo: 330,
    likes: 96,
    primary: "news/forty-years-of-lumina-threads.jpg",
    media: [
      { picture: "news/forty-years-of-lumina-threads-spools.jpg" },
      { youtube: "https://www.youtube.com/watch?v=Lm4Rt8kH2sA" },
    ],
    zh: {
      title: "Lumina Threads 四十周年",
      description: "由 1985 年香港的小小貿易辦公室，到京都的廠房：我們一路走來的故事。",
      article_body:
        "<p>Lumina Threads 於 1985 年在觀塘創立，當時只是一間兩人的貿易辦公室，為香港的製衣廠進口日本金屬線。十年後，我們在京都開設了自己的廠房。</p><h3>里程碑</h3><ul><li>1985 年：香港首間辦公室成立</li><li>1995 年：京都廠房投產</li><li>2008 年：推出寶石色金屬線</li><li>2024 年：展開 Eco Shine 測試</li></ul><p>衷心感謝每一位曾與我們同行的客戶、刺繡師及同事。</p>",
    },
  },
  {
    title: "ISO 14001 Certification for Our Kyoto Plant",
    slug: "iso-14001-certification-for-our-kyoto-plant",
    description: "Our Kyoto factory is now certified to the ISO 14001 environmental management standard.",
    articleBody:
      "<p>Our Kyoto plant has been certified to ISO 14001 after a year-long programme covering energy, water, solvents and waste. The certificate is renewed every three years with annual audits.</p><ul><li>Solvent recovery on every coating line</li><li>Rainwater used for cooling</li><li>Zero production waste sent to landfill</li></ul>",
    daysAgo: 420,
    likes: 14,
    primary: "news/iso-14001-certification-for-our-kyoto-plant.jpg",
    media: [{ picture: "news/iso-14001-certification-for-our-kyoto-plant-spools.jpg" }],
  },
  {
    title: "Solar Power Now Runs a Third of Our Kyoto Plant",
    slug: "solar-power-now-runs-a-third-of-our-kyoto-plant",
    description: "A new rooftop solar array supplies about a third of the electricity our Kyoto plant uses.",
    articleBody:
      "<p>The new 600 kW rooftop array on our Kyoto plant came online this spring. On a clear day it covers all the power used by our winding and packing lines.</p><ul><li>About 700 MWh a year</li><li>Roughly a third of the plant's consumption</li></ul>",
    daysAgo: 520,
    likes: 25,
    primary: "news/solar-power-now-runs-a-third-of-our-kyoto-plant.jpg",
    media: [],
  },
  {
    title: "A Goldwork Masterclass for Young Embroiderers",
    slug: "a-goldwork-masterclass-for-young-embroiderers",
    description:
      "Twenty students spent a week in Kyoto learning couching, or nué and passing-thread techniques.",
    articleBody:
      "<p>Each summer we invite embroidery students to Kyoto for a week of goldwork. This year twenty students from six countries learned couching, or nué and the handling of Japan Gold Passing with our master embroiderers.</p><h3>The programme</h3><ul><li>Two days of couching and padding</li><li>Two days of or nué shading</li><li>A final piece to take home</li></ul>",
    daysAgo: 610,
    likes: 41,
    primary: "news/a-goldwork-masterclass-for-young-embroiderers.jpg",
    media: [{ picture: "news/a-goldwork-masterclass-for-young-embroiderers-linen.jpg" }],
  },
  {
    title: "Rose Gold Lamé Chosen for a Bridal Capsule",
    slug: "rose-gold-lame-chosen-for-a-bridal-capsule",
    description: "A leading bridal designer wove Rose Gold Lamé into organza for a ten-piece capsule.",
    articleBody:
      "<p>Rose Gold Lamé has been woven into a silk organza for a ten-piece bridal capsule. The flat lamé strip gives the fabric a soft, candle-lit glow that photographs beautifully.</p><ul><li>Ten gowns and two veils</li><li>Organza woven in Como</li></ul>",
    daysAgo: 700,
    likes: 58,
    primary: "news/rose-gold-lame-chosen-for-a-bridal-capsule.jpg",
    media: [{ picture: "news/rose-gold-lame-chosen-for-a-bridal-capsule-ribbons.jpg" }],
  },
  {
    title: "Holiday Opening Hours",
    slug: "holiday-opening-hours",
    description: "Our Hong Kong office and Kyoto plant will close for the New Year holidays.",
    articleBody:
      "<p>Our Hong Kong office and Kyoto plant will close for the New Year holidays. Orders received during the closure will be shipped on the first working day after it.</p>",
    inactive: true,
    daysAgo: 3,
    likes: 0,
    primary: "news/holiday-opening-hours.jpg",
    media: [],
  },
];

export const CAROUSEL: { picture: Picture; title: string; altText: string }[] = [
  {
    picture: "carousel/pure-gold.jpg",
    title: "The Shine of Pure Gold",
    altText: "Close-up of twisted gold metallic threads catching the light",
  },
  {
    picture: "carousel/made-in-kyoto.jpg",
    title: "Made in Kyoto Since 1985",
    altText: "Cones of silver, gold and antique gold metallic embroidery thread",
  },
  {
    picture: "carousel/specialty-threads.jpg",
    title: "Braids, Lamé and Specialty Threads",
    altText: "A spool of copper braid beside spools of rose gold and holographic thread",
  },
  {
    picture: "carousel/jewel-tones.jpg",
    title: "Jewel Tones with a Metallic Soul",
    altText: "Twisted emerald, sapphire and gold metallic threads",
  },
];

export const NEWSLETTER_SUBSCRIBERS = [
  { email: "atelier@maison-doree.example", active: true, daysAgo: 200 },
  { email: "studio@kowloon-embroidery.example", active: true, daysAgo: 150 },
  { email: "buyer@nordic-knit.example", active: true, daysAgo: 90 },
  { email: "design@sneaker-lab.example", active: true, daysAgo: 30 },
  { email: "old.address@tailor-shop.example", active: false, daysAgo: 400 },
  { email: "unsubscribed@bridal-house.example", active: false, daysAgo: 250 },
];
