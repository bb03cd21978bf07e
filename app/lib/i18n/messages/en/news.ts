/** News & Events list, detail and likes; pagination. */
export const news = {} as const;
