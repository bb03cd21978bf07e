import { describe, expect, it } from "vitest";
import { cookieDomain } from "~/lib/cookie-domain";
import { formatIdList, parseIdList } from "~/lib/id-list";

describe("the Domain of the cookies the language hosts share", () => {
  it("is the site's base host when it is a dotted name", () => {
    expect(cookieDomain("lumina.example")).toBe("lumina.example");
    expect(cookieDomain("lumina.localhost")).toBe("lumina.localhost");
    expect(cookieDomain("shop.lumina.co.uk")).toBe("shop.lumina.co.uk");
  });

  it("is none for localhost or an IP address (browsers keep such cookies to the one host)", () => {
    for (const host of ["localhost", "127.0.0.1", "10.0.0.7", "[::1]", "[::ffff:127.0.0.1]"])
      expect(cookieDomain(host), host).toBeNull();
  });
});

describe("an id list cookie (hostile input)", () => {
  it("keeps positive integer ids that fit the id column, once each, in order", () => {
    expect(parseIdList("3.1.3.2", 100)).toEqual([3, 1, 2]);
    expect(parseIdList("0.-1.1e3.01.2147483648.2147483647.abc..7. 8.9%2E10", 100)).toEqual([2147483647, 7]);
    expect(parseIdList("<script>alert(1)</script>", 100)).toEqual([]);
    expect(parseIdList(undefined, 100)).toEqual([]);
  });

  it("holds at most the limit and reads no more than the limit's worth of characters", () => {
    const ids = Array.from({ length: 300 }, (_, i) => 1_000_000_000 + i);
    expect(parseIdList(formatIdList(ids), 100)).toEqual(ids.slice(0, 100));
    expect(parseIdList(`${"9".repeat(1_000_000)}.5`, 100)).toEqual([]);
    expect(parseIdList(`${".".repeat(1100)}5`, 100)).toEqual([]);
    expect(formatIdList([4, 2])).toBe("4.2");
  });
});
