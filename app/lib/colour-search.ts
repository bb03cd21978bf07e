import { normaliseHex } from "~/lib/colour";

/** The shareable address of a shade search: /colours?hex=b8892b&category=… (hex without #, lower case). */
export function coloursHref(hex: string, category: string): string {
  const params = new URLSearchParams();
  if (hex) params.set("hex", hex);
  if (category) params.set("category", category);
  const query = params.toString();
  return query ? `/colours?${query}` : "/colours";
}

/** The URL form of a colour: six lower-case hex digits, or what was typed when it is not a colour. */
export const urlHex = (value: string) => normaliseHex(value)?.slice(1) ?? value.trim().slice(0, 20);
