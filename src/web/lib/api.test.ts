import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

/* The typed client keeps the ways of the fetch wrapper it replaced: ApiError from `{error, code, fields}`, JSON in and out, FormData as is. */

type Api = typeof import("./api");
let mod: Api;
const sent: Request[] = [];

beforeAll(async () => {
  // a browser resolves "/api/..." against the page; Node needs a base
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    "Request",
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === "string" ? new URL(input, "http://localhost") : input, init);
      }
    },
  );
  // a fresh copy that sees the Request above (test files share a worker's modules: isolate: false)
  vi.resetModules();
  mod = await import("./api");
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});
afterEach(() => {
  sent.length = 0;
});

function answer(status: number, body?: unknown) {
  vi.stubGlobal("fetch", async (request: Request) => {
    sent.push(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { "content-type": "application/json" },
    });
  });
}

describe("the typed API client", () => {
  it("sends JSON with the cookies of this origin and returns the answer's body", async () => {
    const todo = {
      id: "1",
      task: "Edit",
      priority: "High",
      dueDate: null,
      isCompleted: false,
      createdAt: "",
    };
    answer(201, todo);
    expect(await mod.api.POST("/me/todos", { body: { task: "Edit", priority: "High" } })).toEqual(todo);
    const [request] = sent;
    expect(request?.url).toBe("http://localhost/api/me/todos");
    expect(request?.method).toBe("POST");
    expect(request?.credentials).toBe("same-origin");
    expect(request?.headers.get("content-type")).toBe("application/json");
    expect(request?.headers.get("accept")).toBe("application/json");
    expect(await request?.json()).toEqual({ task: "Edit", priority: "High" });
  });

  it("fills in the path and the query, and answers undefined for a 204", async () => {
    answer(204);
    expect(await mod.api.DELETE("/me/todos/{id}", { params: { path: { id: "a b" } } })).toBeUndefined();
    expect(sent[0]?.url).toBe("http://localhost/api/me/todos/a%20b");
    answer(200, { items: [], total: 0, page: 2, pageSize: 5 });
    await mod.api.GET("/me/todos", { params: { query: { page: 2, pageSize: 5 } } });
    expect(sent.at(-1)?.url).toBe("http://localhost/api/me/todos?page=2&pageSize=5");
  });

  it("throws ApiError with the server's message, status, code and fields", async () => {
    answer(400, { error: "Please fix the form.", code: "validation", fields: { task: "Required" } });
    const error = await mod.api.POST("/me/todos", { body: { task: "" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(mod.ApiError);
    expect(error).toMatchObject({
      message: "Please fix the form.",
      status: 400,
      code: "validation",
      fields: { task: "Required" },
    });
  });

  it("throws ApiError with the status when the body says nothing", async () => {
    answer(502);
    await expect(mod.api.GET("/me/todos")).rejects.toMatchObject({ status: 502 });
  });

  it("throws the network ApiError (status 0) when the request never reaches the server", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(mod.api.GET("/me/todos")).rejects.toMatchObject({
      name: "ApiError",
      status: 0,
      message: "Network error: please check your connection and try again.",
    });
  });

  it("sends an upload as multipart FormData", async () => {
    answer(200, { rows: [], errors: [] });
    const file = new File(["date,views\n"], "stats.csv", { type: "text/csv" });
    await mod.api.POST("/me/channels/{id}/import/preview", {
      params: { path: { id: "c1" } },
      body: { file },
      bodySerializer: mod.formData,
    });
    const request = sent[0];
    expect(request?.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    const received = (await request?.formData())?.get("file");
    expect(received instanceof File && received.name).toBe("stats.csv");
  });
});
