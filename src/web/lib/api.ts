import type { ApiErrorBody } from "~/domain/api-error";

/** A failed API call: the server's safe message, HTTP status, error code and per-field messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * fetch() for our JSON API: sends JSON bodies, parses JSON answers and throws ApiError built from
 * `{error, code, fields}` when the answer is not 2xx. FormData bodies are passed through untouched.
 */
export async function apiFetch<T = unknown>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  h.set("accept", "application/json");
  let body = rest.body;
  if (json !== undefined) {
    h.set("content-type", "application/json");
    body = JSON.stringify(json);
  }
  let res: Response;
  try {
    res = await fetch(path, { credentials: "same-origin", ...rest, headers: h, body });
  } catch {
    throw new ApiError("Network error: please check your connection and try again.", 0);
  }
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!res.ok) {
    // Checked by hand, not with zod: public pages (the contact form) use this file and must stay small.
    const err = (data && typeof data === "object" ? data : {}) as Partial<ApiErrorBody>;
    const message =
      typeof err.error === "string" && err.error
        ? err.error
        : res.statusText || `Request failed (${res.status})`;
    throw new ApiError(message, res.status, err.code, err.fields);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
