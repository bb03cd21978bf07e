/**
 * The Domain attribute of a cookie every language host of the site shares (the sample list, the liked
 * news), from the site's bare host (example.com serves www. and zh.): none for `localhost` or an IP
 * address, whose cookies browsers keep to the one host (Chromium does not send a `Domain=localhost`
 * cookie to zh.localhost), so there each host has its own; a dotted local name such as lumina.localhost
 * shares it. The server passes its configured base host; the browser, the host of the default
 * language's origin in root's data (the same base host).
 */
export function cookieDomain(baseHost: string): string | null {
  const ipAddress = /^[\d.]+$/.test(baseHost) || baseHost.startsWith("[");
  return baseHost.includes(".") && !ipAddress ? baseHost : null;
}
