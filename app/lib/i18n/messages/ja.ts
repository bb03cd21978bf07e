import type { Messages } from "./en";
import { catalog } from "./ja/catalog";
import { common } from "./ja/common";
import { gallery } from "./ja/gallery";
import { news } from "./ja/news";
import { site } from "./ja/site";

/**
 * Japanese interface strings (the factory is in Kyoto). Partial by design: a key missing here is shown in
 * English (messagesFor fills it from the English catalogue), so a new English string never breaks a page.
 */
export const ja: Partial<Messages> = { ...common, ...site, ...catalog, ...gallery, ...news };
