import { formatSampleList, parseSampleList } from "~/lib/schemas/samples";
import { config } from "../config";
import { readCookie, siteCookieDomain } from "../http/cookies";

/** The visitor's sample list: item-code ids in a cookie, read only by the server. */
export const SAMPLE_LIST_COOKIE = "sample_list";
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

/** The ids in the request's sample list cookie (hostile input: bounded and validated). */
export function readSampleList(request: Request): number[] {
  return parseSampleList(readCookie(request, SAMPLE_LIST_COOKIE));
}

/** The Set-Cookie header that stores the list (or removes the cookie when the list is empty). */
export function sampleListCookie(ids: readonly number[]): string {
  const parts = [
    `${SAMPLE_LIST_COOKIE}=${formatSampleList(ids)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${ids.length > 0 ? MAX_AGE_SECONDS : 0}`,
  ];
  const domain = siteCookieDomain();
  if (domain) parts.push(`Domain=${domain}`);
  if (config().PUBLIC_ORIGIN.startsWith("https:")) parts.push("Secure");
  return parts.join("; ");
}
