// s3rver ships no types; the part the tests use (https://github.com/jamhall/s3rver#usage).
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Its winston logger; `silent` alone still warns of "no transports" on every request. */
    logger: { silent: boolean };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
