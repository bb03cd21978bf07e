import type { site as en } from "../en/site";

export const site: Record<keyof typeof en, string> = {};
