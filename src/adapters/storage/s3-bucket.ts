import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "../../config.js";
import { loadOnce } from "../../shared/load-once.js";

/** Object metadata a bucket hands back to every reader, the CDN's visitors included. */
export interface ObjectHeaders {
  contentType: string;
  cacheControl?: string;
  contentDisposition?: string;
}

/** One object opened for sending: its body (none for HEAD), or a 304 when the copy is fresh. */
export type OpenedObject =
  | { status: 200; body: Readable | null; length: number; etag?: string; lastModified?: Date }
  | { status: 304 };

/** A browser's conditions, passed on so the bucket answers 304 without sending the bytes. */
export interface ReadConditions {
  ifNoneMatch?: string;
  ifModifiedSince?: Date;
}

const loadSdk = loadOnce(() => import("@aws-sdk/client-s3"));

/**
 * One S3-compatible bucket through the official SDK (decision 58). The SDK is imported at the
 * first call, so only a process started with S3_BUCKET carries it (as ioredis, decision 33).
 * Path-style addressing whenever S3_ENDPOINT is set: MinIO and local servers have no
 * `<bucket>.<host>` names.
 */
export class S3Bucket {
  private readonly connect = loadOnce(async () => {
    const sdk = await loadSdk();
    const client = new sdk.S3Client({
      region: this.config.region,
      ...(this.config.endpoint ? { endpoint: this.config.endpoint, forcePathStyle: true } : {}),
      ...(this.config.credentials ? { credentials: this.config.credentials } : {}),
      // A store that stops answering fails the upload or the read instead of holding it forever.
      requestHandler: { connectionTimeout: 5000, socketTimeout: 30_000 },
    });
    this.client = client;
    return { sdk, client };
  });
  private client: S3Client | undefined;

  constructor(private readonly config: S3Config) {}

  /** Throws, saying which and why, unless the bucket is there and these credentials may use it. */
  async check(): Promise<void> {
    const { sdk, client } = await this.connect();
    const where = this.config.endpoint ?? `AWS region ${this.config.region}`;
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      const status = statusOf(error);
      if (status === 404)
        throw new Error(`bucket ${this.config.bucket} does not exist at ${where}`);
      if (status === 403)
        throw new Error(`bucket ${this.config.bucket} at ${where} refuses these credentials`);
      throw new Error(`bucket ${this.config.bucket} at ${where}: ${(error as Error).message}`);
    }
  }

  async put(key: string, content: Buffer, headers: ObjectHeaders): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: content,
        ContentType: headers.contentType,
        CacheControl: headers.cacheControl,
        ContentDisposition: headers.contentDisposition,
      }),
    );
  }

  /** The whole object, or null when there is none. */
  async read(key: string): Promise<Buffer | null> {
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  /** The object's size in bytes, or null when there is none. */
  async size(key: string): Promise<number | null> {
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      return answer.ContentLength ?? 0;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  /**
   * The object as a stream to send (HEAD: its headers only), a 304 when the browser's copy is
   * still the object, or null when there is none.
   */
  async open(
    key: string,
    conditions: ReadConditions,
    { head = false }: { head?: boolean } = {},
  ): Promise<OpenedObject | null> {
    const { sdk, client } = await this.connect();
    const input = {
      Bucket: this.config.bucket,
      Key: key,
      IfNoneMatch: conditions.ifNoneMatch,
      IfModifiedSince: conditions.ifModifiedSince,
    };
    try {
      const answer = head
        ? await client.send(new sdk.HeadObjectCommand(input))
        : await client.send(new sdk.GetObjectCommand(input));
      const body = "Body" in answer && answer.Body ? (answer.Body as Readable) : null;
      return {
        status: 200,
        body,
        length: answer.ContentLength ?? 0,
        etag: answer.ETag,
        lastModified: answer.LastModified,
      };
    } catch (error) {
      if (missing(error)) return null;
      // The SDK reports S3's 304 as an error without a body.
      if (statusOf(error) === 304) return { status: 304 };
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    // Deleting a key that is not there succeeds, as `rm -f` does.
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** Lets go of the client's pooled connections (a closing server, a finished command). */
  close(): void {
    this.client?.destroy();
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

/** GetObject says NoSuchKey; HeadObject, which has no body to say it in, a bare 404. */
function missing(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  return name === "NoSuchKey" || name === "NotFound" || statusOf(error) === 404;
}

/** The start's check of S3_BUCKET, on a client of its own that it closes. */
export async function checkBucket(config: S3Config): Promise<void> {
  const bucket = new S3Bucket(config);
  try {
    await bucket.check();
  } catch (error) {
    throw new Error(`S3_BUCKET: ${(error as Error).message}`);
  } finally {
    bucket.close();
  }
}
