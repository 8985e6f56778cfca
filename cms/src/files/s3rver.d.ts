/** What the tests use of s3rver (a fake S3 server, no types of its own). */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port: number; address: string; silent?: boolean; directory: string; configureBuckets?: { name: string }[] });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
