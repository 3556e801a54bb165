import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3Server {
  /** The S3_* settings of a store on this server (path-style, any credentials). */
  env: Record<string, string>;
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const noSuchUpload = xml(
  "<Error><Code>NoSuchUpload</Code><Message>The specified multipart upload does not exist.</Message></Error>",
);

/**
 * The two multipart calls s3rver 3 lacks (it answers 405), which tus's S3 store needs to resume: ListParts
 * (`GET /bucket/key?uploadId=`) and AbortMultipartUpload (`DELETE /bucket/key?uploadId=`). Answered from the
 * parts s3rver itself keeps (`<bucket>/._S3rver_uploads/<uploadId>/<partNumber>` and `.md5`), in S3's own
 * XML; everything else goes to s3rver.
 */
async function multipartShim(directory: string, req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? "/", "http://s3");
  const uploadId = url.searchParams.get("uploadId");
  if (!uploadId || (req.method !== "GET" && req.method !== "DELETE") || !/^[\w-]+$/.test(uploadId))
    return false;
  const [, bucket = "", ...keyParts] = url.pathname.split("/");
  const uploadDir = path.join(directory, bucket, "._S3rver_uploads", uploadId);
  const exists = await stat(uploadDir).then(
    () => true,
    () => false,
  );
  if (!exists) {
    res.writeHead(404, { "content-type": "application/xml" }).end(noSuchUpload);
    return true;
  }
  if (req.method === "DELETE") {
    await rm(uploadDir, { recursive: true, force: true });
    res.writeHead(204).end();
    return true;
  }
  const marker = Number(url.searchParams.get("part-number-marker") ?? 0);
  const numbers = (await readdir(uploadDir))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((n) => n > marker)
    .sort((a, b) => a - b);
  const parts = await Promise.all(
    numbers.map(async (n) => {
      const file = path.join(uploadDir, String(n));
      const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, "utf8")]);
      return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
    }),
  );
  const body = xml(
    `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${keyParts.join("/")}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>${marker}</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`,
  );
  res.writeHead(200, { "content-type": "application/xml" }).end(body);
  return true;
}

/**
 * A real S3-compatible server for tests (s3rver: the S3 HTTP API over a temporary folder, completed with
 * the multipart calls above), on a free port of 127.0.0.1, with one empty bucket: the blob store and tus's
 * S3 store talk to it through the real AWS SDK, never a mock of it.
 */
export async function startTestS3Server(bucket = "creatordesk-test"): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "creatordesk-s3-"));
  const s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.run();
  const handle = s3rver.callback();
  const server = http.createServer((req, res) => {
    multipartShim(directory, req, res)
      .then((done) => {
        if (!done) handle(req, res);
      })
      .catch((error) => {
        res.writeHead(500).end(String(error));
      });
  });
  const { port } = await new Promise<AddressInfo>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(server.address() as AddressInfo)),
  );
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
