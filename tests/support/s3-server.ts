import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "#server/config";

/** s3rver's one account. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** A real S3 protocol server (s3rver) in a child process on a free port, over a temporary folder. */
export type S3TestServer = {
  endpoint: string;
  /** Creates a bucket; returns the settings of MEDIA_STORAGE=s3 for it. */
  createBucket: (name: string) => Promise<S3Settings>;
  /** The environment of a server process using that bucket. */
  env: (settings: S3Settings) => Record<string, string>;
  /** Stops the server and removes its folder. */
  stop: () => Promise<void>;
  child: ChildProcess;
};

/** Starts s3rver; resolves once it listens. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const child = spawn(
    process.execPath,
    ["--openssl-legacy-provider", "--import", "tsx", "tests/support/s3-server-process.ts", directory],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const line = /\{"port":(\d+)\}/.exec(output);
      if (line) resolve(Number(line[1]));
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.once("exit", (code) => reject(new Error(`s3rver exited (${code}):\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    endpoint,
    child,
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return { endpoint, region: "us-east-1", bucket: name, credentials: CREDENTIALS, forcePathStyle: true };
    },
    env: (settings) => ({
      MEDIA_STORAGE: "s3",
      S3_ENDPOINT: settings.endpoint ?? "",
      S3_REGION: settings.region,
      S3_BUCKET: settings.bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    }),
    async stop() {
      client.destroy();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
