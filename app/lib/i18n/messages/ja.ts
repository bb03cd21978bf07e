import type { Messages } from "./en";

/**
 * Japanese interface strings (the factory is in Kyoto). Partial by design: a key missing here is shown in
 * English (messagesFor fills it from the English catalogue), so a new English string never breaks a page.
 */
export const ja: Partial<Messages> = {};
