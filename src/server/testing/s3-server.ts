// PROVISIONAL (F4): F1 owns this file; replaced by F1's version on merge.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Transform, type TransformCallback } from "node:stream";
import S3rver from "s3rver";

export interface TestS3Server {
  /** The S3_* settings of a store on this server (path-style, any credentials). */
  env: Record<string, string>;
  close(): Promise<void>;
}

const xml = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};

/**
 * Decodes an `aws-chunked` body (`<hex size>[;chunk-signature=…]\r\n<bytes>\r\n` … `0…\r\n<trailers>\r\n`):
 * the AWS SDK sends one with a trailing checksum (its default since 2025), which s3rver would store as is.
 */
class AwsChunkedDecoder extends Transform {
  private buffered = Buffer.alloc(0);
  /** Bytes of the current chunk's data still to pass on, or -1 while reading a chunk's header line. */
  private remaining = -1;
  private done = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.buffered = Buffer.concat([this.buffered, chunk]);
    while (!this.done) {
      if (this.remaining > 0) {
        const take = Math.min(this.remaining, this.buffered.length);
        if (take === 0) break;
        this.push(this.buffered.subarray(0, take));
        this.buffered = this.buffered.subarray(take);
        this.remaining -= take;
        continue;
      }
      if (this.remaining === 0) {
        // the CRLF after a chunk's data
        if (this.buffered.length < 2) break;
        this.buffered = this.buffered.subarray(2);
        this.remaining = -1;
        continue;
      }
      const eol = this.buffered.indexOf("\r\n");
      if (eol < 0) break;
      const size = Number.parseInt(this.buffered.subarray(0, eol).toString().split(";")[0]!, 16);
      this.buffered = this.buffered.subarray(eol + 2);
      if (size === 0)
        this.done = true; // trailers follow: dropped
      else this.remaining = size;
    }
    if (this.done) this.buffered = Buffer.alloc(0);
    callback();
  }
}

/** The request as s3rver should see it: its aws-chunked body decoded, with the decoded length. */
function decodedRequest(req: IncomingMessage): IncomingMessage {
  const encodings = String(req.headers["content-encoding"] ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (!encodings.includes("aws-chunked")) return req;
  const body = req.pipe(new AwsChunkedDecoder());
  const headers = { ...req.headers, "content-length": req.headers["x-amz-decoded-content-length"] };
  const rest = encodings.filter((e) => e !== "aws-chunked");
  if (rest.length) headers["content-encoding"] = rest.join(", ");
  else delete headers["content-encoding"];
  return Object.assign(body, {
    method: req.method,
    url: req.url,
    headers,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
  }) as unknown as IncomingMessage;
}

/**
 * An S3-compatible test server (s3rver) on a free port with one bucket, its objects in a temporary directory.
 * s3rver lacks two calls of multipart uploads that @tus/s3-store makes, answered here from s3rver's own
 * files: ListParts (GET ?uploadId: the parts stored so far, to resume) and AbortMultipartUpload (DELETE
 * ?uploadId: an upload cancelled). A part still being written (no .md5 beside it yet) is not listed. Bodies the
 * SDK sends `aws-chunked` are decoded first (so s3rver, which knows nothing of them, is told its signatures
 * may not match: the headers it checks are those of the decoded body).
 */
export async function startTestS3Server(bucket = "creatordesk-test"): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "creatordesk-s3-"));
  const s3rver = new S3rver({
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  const store = (
    s3rver as unknown as { store: { getResourcePath(b: string, k: undefined, r: string): string } }
  ).store;
  const handle = s3rver.callback();

  const multipart = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? "/", "http://s3");
    const uploadId = url.searchParams.get("uploadId");
    if (!uploadId || !["GET", "DELETE"].includes(req.method ?? "")) return false;
    const [, bucketName = "", ...keyParts] = url.pathname.split("/");
    const uploadDir = path.join(
      store.getResourcePath(bucketName, undefined, "uploads"),
      path.basename(uploadId),
    );
    if (!existsSync(uploadDir)) {
      xml(
        res,
        404,
        "<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>",
      );
      return true;
    }
    if (req.method === "DELETE") {
      rmSync(uploadDir, { recursive: true, force: true });
      res.writeHead(204).end();
      return true;
    }
    const parts = readdirSync(uploadDir)
      .filter((name) => /^\d+$/.test(name) && existsSync(path.join(uploadDir, `${name}.md5`)))
      .map(Number)
      .sort((a, b) => a - b)
      .map((n) => {
        const file = path.join(uploadDir, String(n));
        const stat = statSync(file);
        const md5 = readFileSync(`${file}.md5`, "utf8");
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${stat.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${stat.size}</Size></Part>`;
      });
    xml(
      res,
      200,
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucketName}</Bucket><Key>${keyParts.join("/")}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`,
    );
    return true;
  };

  const server = createServer((req, res) => {
    if (!multipart(req, res)) handle(decodedRequest(req), res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
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
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
