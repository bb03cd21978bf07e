// A real S3 protocol server (s3rver, from npm) in its own process, for the tests: started by
// tests/support/s3-server.ts with `node --openssl-legacy-provider` (s3rver pages ListObjectsV2 with a DES
// continuation token, which OpenSSL 3 has only in its legacy provider). Prints {"port": n} once listening.
// @ts-expect-error s3rver ships no types.
import S3rver from "@20minutes/s3rver";

const directory = process.argv[2];
if (!directory) throw new Error("Usage: s3-server-process.ts <directory>");

const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  directory,
  silent: true,
  // s3rver signs bucket-level requests over "/bucket" where SDK v3 signs "/bucket/", so their signatures
  // never match; the access key id is still checked.
  allowMismatchedSignatures: true,
});
const { port } = (await server.run()) as { port: number };
console.log(JSON.stringify({ port }));
process.on("SIGTERM", () => {
  server.close().finally(() => process.exit(0));
});
