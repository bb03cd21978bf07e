import type { MessageKey } from "~/lib/i18n/messages/en";
import type { IslandName } from "./registry";

/**
 * The interface strings each island shows in the browser (a key, or every key under a prefix ending in
 * "."): the server writes them into the island's HTML, so a page carries only its islands' strings.
 */
export const ISLAND_MESSAGES: Record<IslandName, readonly (MessageKey | `${string}.`)[]> = {
  newsletter: ["newsletter.", "contact.honeypot"],
};
