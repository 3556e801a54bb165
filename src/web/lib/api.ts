import createClient, { type FetchResponse, type MaybeOptionalInit } from "openapi-fetch";
import type { ApiErrorBody } from "~/domain/api-error";
import type { components, paths } from "./api-schema";
import { checkReach } from "./server-reach";

/** The API's schemas by name, as the OpenAPI document describes them (generated: `npm run api:types`). */
export type Schemas = components["schemas"];

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

const networkError = () => new ApiError("Network error: please check your connection and try again.", 0);

/** The ApiError of a non-2xx answer, from its `{error, code, fields}` body. */
function failure(res: Response, data: unknown) {
  // Checked by hand, not with zod: public pages (the contact form) use this file and must stay small.
  const err = (data && typeof data === "object" ? data : {}) as Partial<ApiErrorBody>;
  const message =
    typeof err.error === "string" && err.error
      ? err.error
      : res.statusText || `Request failed (${res.status})`;
  return new ApiError(message, res.status, err.code, err.fields);
}

const client = createClient<paths>({
  baseUrl: "/api",
  credentials: "same-origin",
  headers: { accept: "application/json" },
  // the fetch of the moment (not the one at start-up), and the same ApiError as ever when the network fails;
  // a request with no answer also asks whether the server is down (the layouts then say so)
  fetch: (request) =>
    globalThis.fetch(request).catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === "AbortError")) void checkReach();
      return Promise.reject(networkError());
    }),
});

type Method = "get" | "post" | "put" | "patch" | "delete";
type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];
/** The 2xx body of an answer; `undefined` for one without a body (204). */
type Data<R> = R extends { data: infer D } ? ([D] extends [never] ? undefined : D) : never;
type Call<M extends Method> = <P extends PathOf<M>, I extends MaybeOptionalInit<paths[P], M>>(
  url: P,
  ...init: undefined extends I ? [I?] : [I]
) => Promise<Data<FetchResponse<paths[P][M] & {}, I, "application/json">>>;

function call<M extends Method>(method: M): Call<M> {
  // Typed once here, by the signature: the request and the answer are those of `paths` for the path given.
  const send = async (url: string, init?: object) => {
    const { data, error, response } = await client.request(method, url as never, init as never);
    if (!response.ok) throw failure(response, error);
    return data;
  };
  return send as Call<M>;
}

/**
 * The typed client of our JSON API (openapi-fetch over the generated `paths`): paths are relative to /api,
 * `params: {path, query}` fill them in, `body` is sent as JSON (FormData passes through untouched), and the
 * answer's 2xx body comes back typed from the OpenAPI document. A non-2xx answer throws ApiError built from
 * `{error, code, fields}`; a network failure throws ApiError with status 0. Cookies go same-origin only.
 */
export const api = {
  GET: call("get"),
  POST: call("post"),
  PUT: call("put"),
  PATCH: call("patch"),
  DELETE: call("delete"),
};

/** `bodySerializer` for a multipart body: its fields (files included) in a FormData, as the browser sends it. */
export function formData(body: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.set(name, value);
  return form;
}
