/** Whether a product, gallery item or news item is shown on the public site (a check constraint in SQL). */
export const STATUSES = ["Active", "Inactive"] as const;
export type Status = (typeof STATUSES)[number];
