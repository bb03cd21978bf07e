import type { gallery as en } from "../en/gallery";

export const gallery: Record<keyof typeof en, string> = {};
