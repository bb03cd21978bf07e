/** Resources gallery list and detail. */
export const gallery = {} as const;
