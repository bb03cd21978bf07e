import type { news as en } from "../en/news";

export const news: Record<keyof typeof en, string> = {};
