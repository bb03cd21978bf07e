/** An sRGB hex colour as stored: # and six lower-case hex digits. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/**
 * A colour typed or picked as hex, in its stored form: "#B8892B", "b8892b", "#b82" and "B82" all become
 * "#b8892b" / "#bb8822"; anything else is null.
 */
export function normaliseHex(input: string | null | undefined): string | null {
  const value = input?.trim().toLowerCase().replace(/^#/, "") ?? "";
  if (/^[0-9a-f]{6}$/.test(value)) return `#${value}`;
  if (/^[0-9a-f]{3}$/.test(value)) return `#${[...value].map((digit) => digit + digit).join("")}`;
  return null;
}
