import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { parseConfig } from "#server/config";
import { parseLanguageHost } from "#server/i18n/host";

describe("configuration from the environment", () => {
  it("uses the documented defaults", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_ORIGIN).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.baseHost).toBe("localhost");
  });

  it("explains every bad value in one line", () => {
    expect(() => parseConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(
      /^Invalid configuration: PORT: .*; DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/$/,
    );
  });

  it("the server refuses a bad value with one line and exit code 1, without a stack trace", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server.ts"], {
      env: { ...process.env, NODE_ENV: "production", PORT: "abc", LOG_LEVEL: "silent" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Invalid configuration: PORT: /),
    ]);
  });

  it("treats an empty DATABASE_URL as the embedded database and strips www from the site host", () => {
    const config = parseConfig({ DATABASE_URL: "", PUBLIC_ORIGIN: "https://www.example.com" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.baseHost).toBe("example.com");
  });

  it("keeps media in the local folder by default and ignores S3 settings until MEDIA_STORAGE=s3", () => {
    expect(parseConfig({}).MEDIA_STORAGE).toBe("local");
    expect(parseConfig({ S3_BUCKET: "media" }).s3).toBeUndefined();
  });

  it("reads a bucket's settings for MEDIA_STORAGE=s3, and a public media URL without its trailing slash", () => {
    const config = parseConfig({
      MEDIA_STORAGE: "s3",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "lumina-media",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      MEDIA_PUBLIC_URL: "https://cdn.example.com/media/",
    });
    expect(config.s3).toEqual({
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      bucket: "lumina-media",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
    expect(config.MEDIA_PUBLIC_URL).toBe("https://cdn.example.com/media");
  });

  it("explains what MEDIA_STORAGE=s3 lacks or has wrong, in one line", () => {
    expect(() => parseConfig({ MEDIA_STORAGE: "s3" })).toThrow(
      "Invalid configuration: S3_BUCKET: required when MEDIA_STORAGE=s3",
    );
    expect(() => parseConfig({ MEDIA_STORAGE: "s3", S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /^Invalid configuration: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither/,
    );
    expect(() =>
      parseConfig({
        MEDIA_STORAGE: "s3",
        S3_BUCKET: "Bad_Bucket",
        S3_ENDPOINT: "ftp://x",
        S3_FORCE_PATH_STYLE: "yes",
      }),
    ).toThrow(
      /^Invalid configuration: S3_ENDPOINT: .*; S3_BUCKET: must be a bucket name .*; S3_FORCE_PATH_STYLE: /,
    );
    expect(() => parseConfig({ MEDIA_STORAGE: "minio" })).toThrow(/^Invalid configuration: MEDIA_STORAGE: /);
  });
});

describe("language from the host", () => {
  it("reads the language subdomain and keeps the port", () => {
    expect(parseLanguageHost("zh.localhost:3000", "localhost")).toEqual({ subdomain: "zh", port: "3000" });
  });

  it("serves the bare host and www. in the default language", () => {
    expect(parseLanguageHost("localhost:3000", "localhost").subdomain).toBeNull();
    expect(parseLanguageHost("www.example.com", "example.com").subdomain).toBeNull();
  });

  it("ignores hosts that are not ours and nested subdomains", () => {
    expect(parseLanguageHost("127.0.0.1:3100", "localhost").subdomain).toBeNull();
    expect(parseLanguageHost("a.b.example.com", "example.com").subdomain).toBeNull();
  });
});
