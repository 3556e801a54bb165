// PROVISIONAL (F4): F1 owns this file; replaced by F1's version on merge.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface S3TestServer {
  /** The S3_* variables that point the server at this bucket. */
  env(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** An S3-compatible test server (s3rver) on a free port with one bucket, its objects in a temporary directory. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "creatordesk-s3-"));
  const bucket = "creatordesk-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    async env() {
      return {
        S3_BUCKET: bucket,
        S3_REGION: "us-east-1",
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: "true",
      };
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
