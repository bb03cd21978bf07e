import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { claimMediaKey } from "#server/media/key-claims";
import { S3MediaStorage } from "#server/media/s3-storage";
import {
  LocalMediaStorage,
  type MediaStorage,
  mediaStorage,
  readStoredBytes,
  setMediaStorage,
} from "#server/media/storage";
import { type S3TestServer, startS3Server } from "./s3-server";

/** The media stores every media test runs against: the local folder and a bucket on a real S3 server. */
export const MEDIA_STORE_KINDS = ["local", "s3"] as const;
export type MediaStoreKind = (typeof MEDIA_STORE_KINDS)[number];

let bucketCount = 0;

/** A fresh store of a kind: a temporary folder, or a new bucket on `server`. */
export async function createMediaStore(kind: MediaStoreKind, server?: S3TestServer): Promise<MediaStorage> {
  if (kind === "local") return new LocalMediaStorage(fs.mkdtempSync(path.join(os.tmpdir(), "media-test-")));
  if (!server) throw new Error("An S3 store needs the S3 server");
  bucketCount += 1;
  return new S3MediaStorage(await server.createBucket(`media-${process.pid}-${bucketCount}`), claimMediaKey);
}

/**
 * Registers hooks (call it inside a describe) that make the process media storage a fresh store of the
 * kind for that describe's tests; for "s3" the describe starts its own S3 server and stops it after.
 */
export function useMediaStore(kind: MediaStoreKind): {
  storage: () => MediaStorage;
  s3: () => S3TestServer | undefined;
} {
  let storage: MediaStorage | undefined;
  let previous: MediaStorage | undefined;
  let server: S3TestServer | undefined;
  beforeAll(async () => {
    previous = mediaStorage();
    if (kind === "s3") server = await startS3Server();
    storage = await createMediaStore(kind, server);
    setMediaStorage(storage);
  });
  afterAll(async () => {
    if (previous) setMediaStorage(previous);
    if (storage instanceof LocalMediaStorage) fs.rmSync(storage.root, { recursive: true, force: true });
    if (storage instanceof S3MediaStorage) storage.client.destroy();
    await server?.stop();
  });
  return {
    storage: () => {
      if (!storage) throw new Error("The media store is made in beforeAll");
      return storage;
    },
    s3: () => server,
  };
}

/** Reads a stored file whole (test files are small); null when missing. */
export function readStored(storage: MediaStorage, key: string): Promise<Buffer | null> {
  return readStoredBytes(storage, key);
}
