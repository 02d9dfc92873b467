import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  DeleteObjectCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** The bucket every test server holds (S3 names: 3-63 lowercase letters, digits, dots, hyphens). */
export const TEST_BUCKET = "ofie-photos";

export interface S3Server {
  /**
   * The environment that points the app (or a server process, or the CLI) at this bucket:
   * S3_BUCKET, S3_ENDPOINT, S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, and the SDK's
   * Node-version warning turned off so it stays out of test output. Add S3_PUBLIC_URL yourself.
   */
  env: Record<string, string>;
  /** "http://127.0.0.1:<port>": the S3 endpoint; `${endpoint}/${TEST_BUCKET}/<key>` reads an object. */
  endpoint: string;
  /** The bucket's keys under `prefix` ("uploads/", "originals/"), sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** An object's metadata (ContentType, CacheControl, ContentLength…), null when it is missing. */
  head(key: string): Promise<HeadObjectCommandOutput | null>;
  /** Writes an object directly, as another machine of the site would have. */
  put(key: string, content: Buffer, contentType?: string): Promise<void>;
  /** Deletes every object (the bucket stays): for beforeEach. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (the `s3rver` package) on a free port of 127.0.0.1, keeping its
 * objects in a fresh temporary folder, with TEST_BUCKET created. For beforeAll; close() in afterAll
 * stops it and deletes the folder. Any credentials are accepted. Spread `env` into the app's
 * (`startTestApp({ ...s3.env })`), a built server's (`startBuiltServer({ env: s3.env })`) or the
 * CLI's environment; `${endpoint}/${TEST_BUCKET}` serves as an S3_PUBLIC_URL (no auth for GET).
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ofie-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  // Else winston, finding its console transport silenced, complains of each request to stderr.
  server.logger.silent = true;
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: TEST_BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    // https://github.com/aws/aws-sdk-js-v3#node-version-support: its warning is for operators.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
  };
  // The SDK reads it from this process's own environment too (the app under test, this client).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: env.S3_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
  });
  const keys = async (prefix = "") => {
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }),
    );
    return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
  };
  return {
    env,
    endpoint,
    keys,
    async head(key) {
      try {
        return await client.send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
      } catch (error) {
        if ((error as { name?: string }).name === "NotFound") return null;
        throw error;
      }
    },
    async put(key, content, contentType = "application/octet-stream") {
      await client.send(
        new PutObjectCommand({
          Bucket: TEST_BUCKET,
          Key: key,
          Body: content,
          ContentType: contentType,
        }),
      );
    },
    async clear() {
      for (const key of await keys()) {
        await client.send(new DeleteObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
