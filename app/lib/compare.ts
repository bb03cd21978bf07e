/** Item codes compared side by side at most. */
export const COMPARE_LIMIT = 4;
