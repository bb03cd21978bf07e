import { buyers } from "./en/buyers";
import { catalog } from "./en/catalog";
import { common } from "./en/common";
import { gallery } from "./en/gallery";
import { news } from "./en/news";
import { preview } from "./en/preview";
import { site } from "./en/site";

/** English interface strings: the source of every key. Keys are named after their meaning. */
export const en = { ...common, ...site, ...catalog, ...buyers, ...gallery, ...news, ...preview } as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
