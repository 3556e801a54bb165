import { useCallback, useEffect, useRef, useState } from "react";
import { DetailedError, type HttpRequest, Upload, type UploadOptions } from "tus-js-client";
import { UPLOADS_PATH, type UploadPurposeName } from "~/domain/files";
import { ApiError } from "./api";

/*
 * The one upload path of the browser (issue 33, ADR 075): every file goes to the tus endpoint
 * (POST /api/uploads), in 8 MB chunks with the session cookie, retried after a dropped connection, with its
 * progress and a Cancel that has the server forget the bytes. A project's files (features/files/uploads.ts)
 * add pausing and resuming after a reload; the avatar and a deal's documents use `useUpload` below.
 */

const CHUNK_SIZE = 8 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

/** The session cookie goes with each of tus's requests (same origin). */
export function withCredentials(request: HttpRequest) {
  const xhr = request.getUnderlyingObject() as XMLHttpRequest | undefined;
  if (xhr && "withCredentials" in xhr) xhr.withCredentials = true;
}

/** What every upload sends with its file: where to, in chunks, retried, with the cookie. */
export function uploadOptions(
  file: File,
  purpose: UploadPurposeName,
  metadata: Record<string, string>,
): UploadOptions {
  return {
    endpoint: UPLOADS_PATH,
    chunkSize: CHUNK_SIZE,
    retryDelays: RETRY_DELAYS,
    metadata: {
      ...(purpose !== "file" && { purpose }),
      filename: file.name,
      filetype: file.type || "application/octet-stream",
      ...metadata,
    },
    onBeforeRequest: withCredentials,
  };
}

/**
 * What went wrong with an upload, in a person's words: the server's own text first (its refusals are the
 * API's JSON errors: a size, a type told by the content, a right), else one of `byStatus`, else a general one
 * (that says to resume, where the screen can).
 */
export function uploadErrorText(
  error: unknown,
  {
    byStatus = {},
    resumable = false,
  }: { byStatus?: Partial<Record<number, string>>; resumable?: boolean } = {},
): string {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  const raw = response?.getBody()?.trim() ?? "";
  let text = raw;
  try {
    const parsed = JSON.parse(raw) as { error?: unknown; message?: unknown };
    text = String(parsed.error ?? parsed.message ?? "");
  } catch {
    // plain text (tus answers its refusals as text)
  }
  if (text && text.length < 300 && !text.startsWith("<")) return text;
  const known = byStatus[status];
  if (known) return known;
  if (status === 413) return "This file is larger than the upload limit.";
  if (status === 401)
    return `Your session has ended: sign in again, then ${resumable ? "resume" : "try again"}.`;
  if (status === 409 || status === 429) return "The upload was refused: try again in a moment.";
  if (status >= 500) return `The server could not store the file: ${resumable ? "resume to " : ""}try again.`;
  return resumable
    ? "The connection dropped: resume to continue where it stopped."
    : "The connection dropped: try again.";
}

/** The upload's failure as the API's error (its status and code, its field's message). */
function uploadApiError(error: unknown): ApiError {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  let body: { code?: string; fields?: Record<string, string> } = {};
  try {
    body = JSON.parse(response?.getBody() ?? "{}");
  } catch {
    // not JSON: the text alone
  }
  return new ApiError(uploadErrorText(error), response?.getStatus() ?? 0, body.code, body.fields);
}

/**
 * One upload at a time, with its progress (0 to 100, null when none runs) and its Cancel: the avatar, a
 * deal's document. `start` settles when the upload does: "done" once the server took the file, "cancelled"
 * after `cancel`; it rejects with an ApiError carrying the server's message. Leaving the page cancels it.
 */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<{ upload: Upload; cancelled: () => void } | null>(null);

  useEffect(
    () => () => {
      void running.current?.upload.abort(true).catch(() => undefined);
      running.current = null;
    },
    [],
  );

  const start = useCallback(
    (file: File, purpose: UploadPurposeName, metadata: Record<string, string> = {}) =>
      new Promise<"done" | "cancelled">((resolve, reject) => {
        const settle = () => {
          running.current = null;
          setProgress(null);
        };
        const upload = new Upload(file, {
          ...uploadOptions(file, purpose, metadata),
          onProgress: (sent, total) => setProgress(total > 0 ? Math.floor((sent * 100) / total) : 0),
          onSuccess: () => {
            settle();
            resolve("done");
          },
          onError: (error) => {
            settle();
            reject(uploadApiError(error));
          },
        });
        running.current = { upload, cancelled: () => resolve("cancelled") };
        setProgress(0);
        upload.start();
      }),
    [],
  );

  /** Stops the upload under way and has the server forget its bytes. */
  const cancel = useCallback(() => {
    const current = running.current;
    if (!current) return;
    running.current = null;
    setProgress(null);
    void current.upload.abort(true).catch(() => current.upload.abort());
    current.cancelled();
  }, []);

  return { progress, uploading: progress !== null, start, cancel };
}
