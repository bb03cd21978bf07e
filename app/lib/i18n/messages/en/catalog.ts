/** Products list and product detail. */
export const catalog = {} as const;
