import type { Messages } from "./en";
import { buyers } from "./zh/buyers";
import { catalog } from "./zh/catalog";
import { common } from "./zh/common";
import { gallery } from "./zh/gallery";
import { news } from "./zh/news";
import { preview } from "./zh/preview";
import { site } from "./zh/site";

/** Traditional Chinese interface strings; each part is typed by its English part, so a missing key fails. */
export const zh: Messages = { ...common, ...site, ...catalog, ...buyers, ...gallery, ...news, ...preview };
