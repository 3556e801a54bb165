import { call } from "./auth";
import type { TestContext } from "./context";

/*
 * An upload through the tus endpoint as the browser's client sends one (issue 33, ADR 075: every upload goes
 * this way): the creation with its metadata and declared length, then the bytes in one PATCH.
 */

const TUS = { "tus-resumable": "1.0.0" };

/** `Upload-Metadata`: each value base64, the pairs comma-separated. */
export const tusMetadata = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");

/** The creation alone (no bytes): its answer (201 with a Location, or the refusal). */
export function createTusUpload(
  ctx: TestContext,
  cookie: string,
  metadata: Record<string, string>,
  length: number,
) {
  return call(ctx, "/api/uploads", {
    method: "POST",
    cookie,
    headers: { ...TUS, "upload-length": String(length), "upload-metadata": tusMetadata(metadata) },
  });
}

/** One PATCH of `data` at `offset`. */
export function patchTusUpload(
  ctx: TestContext,
  cookie: string,
  location: string,
  data: Uint8Array,
  offset = 0,
) {
  return call(ctx, location, {
    method: "PATCH",
    cookie,
    headers: { ...TUS, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
    body: new Uint8Array(data),
  });
}

/**
 * A whole upload: created, then its bytes sent. Returns the answer that settled it: the refused creation, or
 * the PATCH that carried the last byte (204 once the purpose's use case took the file, or its refusal).
 */
export async function tusUpload(
  ctx: TestContext,
  cookie: string,
  metadata: Record<string, string>,
  data: Uint8Array,
): Promise<Response> {
  const created = await createTusUpload(ctx, cookie, metadata, data.byteLength);
  if (created.status !== 201) return created;
  return patchTusUpload(ctx, cookie, created.headers.get("location")!, data);
}
