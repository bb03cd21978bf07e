import { describe, expect, it } from "vitest";
import { formatFileSize } from "~/lib/file-size";

describe("formatFileSize", () => {
  it("uses Bytes/KB/MB/GB/TB with 2 decimals", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(1024)).toBe("1.00 KB");
    expect(formatFileSize(1536)).toBe("1.50 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5.00 MB");
    expect(formatFileSize(1.25 * 1024 ** 3)).toBe("1.25 GB");
    expect(formatFileSize(3 * 1024 ** 4)).toBe("3.00 TB");
    expect(formatFileSize(2 * 1024 ** 5)).toBe("2048.00 TB");
    expect(formatFileSize(-1)).toBe("0 Bytes");
  });
});
