/** The company e-mail in two parts, so the assembled address never appears in server-rendered HTML. */
export const EMAIL_PARTS = { user: "info", domain: "lumina-threads.example" } as const;

/** Company facts shown on the public site: address, phone, e-mail parts, social accounts and QR targets. */
export const COMPANY = {
  name: "Lumina Threads",
  foundingYear: 1985,
  address: {
    street: "Unit 1208, 12/F, Kowloon Gold Industrial Building, 18 Tai Yau Street",
    locality: "San Po Kong, Kowloon",
    region: "Hong Kong",
    country: "HK",
  },
  phone: "+852 2345 6789",
  email: EMAIL_PARTS,
  social: {
    facebook: "https://www.facebook.com/luminathreads",
    instagram: "https://www.instagram.com/luminathreads",
    /** Encoded in the WeChat QR code (the official account's follow link). */
    wechat: "https://weixin.qq.com/r/lumina-threads",
    /** WhatsApp number in international format without "+" or spaces. */
    whatsappNumber: "85223456789",
    whatsappGreeting: "Hello Lumina Threads, I would like to know more about your metallic threads.",
  },
  /** OpenStreetMap embed around San Po Kong. */
  map: {
    embed:
      "https://www.openstreetmap.org/export/embed.html?bbox=114.1920%2C22.3310%2C114.2050%2C22.3400&layer=mapnik&marker=22.3355%2C114.1985",
    link: "https://www.openstreetmap.org/?mlat=22.3355&mlon=114.1985#map=17/22.3355/114.1985",
  },
} as const;

/**
 * A phone number as shown: non-breaking spaces, so it never wraps between its groups. A function, not a
 * computed constant: this module reaches the browser's entry (the e-mail parts), where a top-level call
 * would stay in every page's first-load JavaScript.
 */
export function phoneText(phone: string = COMPANY.phone): string {
  return phone.replaceAll(" ", "\u00a0");
}

/** WhatsApp chat link with a prefilled greeting (the visitor's language on the page, English in the QR code). */
export function whatsappChatUrl(greeting: string = COMPANY.social.whatsappGreeting): string {
  return `https://wa.me/${COMPANY.social.whatsappNumber}?text=${encodeURIComponent(greeting)}`;
}

/** The QR image names served by /qr/{name} and what each encodes. */
export const QR_TARGETS = {
  wechat: () => COMPANY.social.wechat,
  whatsapp: whatsappChatUrl,
} as const;

export type QrName = keyof typeof QR_TARGETS;
