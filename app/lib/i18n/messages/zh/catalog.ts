import type { catalog as en } from "../en/catalog";

export const catalog: Record<keyof typeof en, string> = {};
