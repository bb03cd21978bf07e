import fs from "node:fs";
import fsp from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { S3Settings } from "../config";
import { conditionalAnswer } from "./conditional";
import { mimeFromKey } from "./detect";
import {
  type FileSource,
  isSafeKey,
  type MediaStorage,
  mediaUrl,
  type StoredFile,
  setStoredFileHeaders,
} from "./storage";

/** An error with an HTTP status for the app's last-resort handler. */
function httpError(status: number, cause?: unknown): Error & { status: number } {
  return Object.assign(new Error(`media ${status}`, { cause }), { status });
}

/** True for the SDK's answer to a key (or bucket) that does not exist. */
function notFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

/** The storage key of a /media request path ("/products/1.jpg"), or null for anything that is not one. */
function keyOfPath(requestPath: string): string | null {
  try {
    const key = decodeURIComponent(requestPath.replace(/^\/+/, ""));
    return isSafeKey(key) ? key : null;
  } catch {
    return null;
  }
}

/**
 * Media in an S3-compatible bucket through the official AWS SDK (decision 016). Keys are claimed in
 * PostgreSQL (`claim`) and each write is also a conditional create (If-None-Match: *) where the server
 * supports it; uploads stream from their temporary file; /media/* streams from the bucket with the
 * local store's headers.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = "s3";
  readonly client: S3Client;
  readonly bucket: string;

  constructor(
    readonly settings: S3Settings,
    private readonly claim: (key: string) => Promise<boolean>,
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: many S3-compatible servers do not read the trailing
      // checksums of aws-chunked bodies that the SDK sends by default.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  async put(key: string, source: FileSource): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    const fromDisk = "path" in source;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: fromDisk ? fs.createReadStream(source.path) : source,
        ContentLength: fromDisk ? (await fsp.stat(source.path)).size : source.byteLength,
        ContentType: mimeFromKey(key),
        IfNoneMatch: "*",
      }),
    );
  }

  reserve(key: string): Promise<boolean> {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return this.claim(key);
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body as Readable;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  async list(): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) {
        if (!object.Key || !isSafeKey(object.Key)) continue;
        files.push({
          key: object.Key,
          size: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        });
      }
    }
    return files.sort((a, b) => a.key.localeCompare(b.key));
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    return mediaUrl(key);
  }

  staticHandler(): RequestHandler {
    return (req, res, next) => {
      this.serve(req, res, next).catch(next);
    };
  }

  /** GET or HEAD of /media/{key}: one HEAD for the validators, then the bytes (or the range) streamed. */
  private async serve(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set({ Allow: "GET, HEAD", "Content-Length": "0" }).end();
      return;
    }
    const key = keyOfPath(req.path);
    if (!key) return next(httpError(404));
    let head: { ContentLength?: number; ETag?: string; LastModified?: Date };
    try {
      head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      return next(notFound(error) ? httpError(404) : httpError(503, error));
    }
    const file = {
      size: head.ContentLength ?? 0,
      etag: head.ETag,
      lastModified: head.LastModified?.toUTCString(),
    };
    setStoredFileHeaders(res, key, file.size);
    res.setHeader("Accept-Ranges", "bytes");
    if (file.lastModified) res.setHeader("Last-Modified", file.lastModified);
    if (file.etag) res.setHeader("ETag", file.etag);
    const answer = conditionalAnswer(req.headers, file);
    if (answer.status === 412) return next(httpError(412));
    if (answer.status === 304) {
      for (const name of [
        "Content-Encoding",
        "Content-Language",
        "Content-Length",
        "Content-Range",
        "Content-Type",
      ])
        res.removeHeader(name);
      res.status(304).end();
      return;
    }
    if (answer.status === 416) {
      res.setHeader("Content-Range", answer.contentRange);
      return next(httpError(416));
    }
    res.status(answer.status);
    if (answer.status === 206) res.setHeader("Content-Range", answer.contentRange);
    res.setHeader("Content-Length", String(file.size === 0 ? 0 : answer.end - answer.start + 1));
    if (req.method === "HEAD" || file.size === 0) {
      res.end();
      return;
    }
    await this.stream(
      key,
      answer.status === 206 ? `bytes=${answer.start}-${answer.end}` : undefined,
      res,
      next,
    );
  }

  private async stream(key: string, range: string | undefined, res: Response, next: NextFunction) {
    let body: Readable;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }),
      );
      body = object.Body as Readable;
    } catch (error) {
      return next(notFound(error) ? httpError(404) : httpError(503, error));
    }
    try {
      await pipeline(body, res);
    } catch {
      // The visitor went away, or the bucket stopped mid-file: nothing more can be sent.
      res.destroy();
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const { name, message, $metadata } = error as Error & { $metadata?: { httpStatusCode?: number } };
      const status = $metadata?.httpStatusCode ? ` (HTTP ${$metadata.httpStatusCode})` : "";
      throw new Error(
        `The media bucket "${this.bucket}" at ${this.settings.endpoint ?? `AWS ${this.settings.region}`} cannot be used: ${name}${status}${message && message !== name ? `: ${message}` : ""}. Check S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_FORCE_PATH_STYLE and the access keys.`,
      );
    }
  }
}
