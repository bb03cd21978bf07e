/** Layout (header, footer, social), home, about, contact, newsletter. */
export const site = {} as const;
