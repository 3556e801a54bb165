import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DASHBOARD_HOMES } from "~/domain/roles";
import {
  EARLY_SESSION_KEY,
  EARLY_SESSION_URL,
  fetchTakingEarlySession,
  startEarlySession,
} from "./early-session";

/* A dashboard's session request starts with the page; the auth client's first session read takes its answer. */

const asked: string[] = [];
const page = { pathname: "/" };
const store = () => (globalThis as unknown as { window: Record<string, unknown> }).window;

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal("window", {});
  vi.stubGlobal("location", {
    get pathname() {
      return page.pathname;
    },
    href: "http://localhost/",
  });
  vi.stubGlobal("fetch", async (input: string | Request) => {
    asked.push(typeof input === "string" ? input : input.url);
    return Response.json({ user: { id: "u" } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the early session request", () => {
  it("starts on a dashboard's address only", () => {
    for (const path of ["/", "/login", "/contact", "/creator-dashboards"]) {
      page.pathname = path;
      startEarlySession(EARLY_SESSION_KEY, DASHBOARD_HOMES, EARLY_SESSION_URL);
    }
    expect(asked).toEqual([]);
    page.pathname = "/talent-dashboard/manage-users";
    startEarlySession(EARLY_SESSION_KEY, DASHBOARD_HOMES, EARLY_SESSION_URL);
    expect(asked).toEqual([EARLY_SESSION_URL]);
    expect(store()[EARLY_SESSION_KEY]).toBeInstanceOf(Promise);
  });

  it("answers the first session read once; later reads and other requests go out", async () => {
    page.pathname = "/creator-dashboard";
    startEarlySession(EARLY_SESSION_KEY, DASHBOARD_HOMES, EARLY_SESSION_URL);
    const first = await fetchTakingEarlySession("http://localhost/api/auth/get-session");
    expect(await first.json()).toEqual({ user: { id: "u" } });
    expect(asked).toHaveLength(1);
    await fetchTakingEarlySession("http://localhost/api/auth/get-session");
    await fetchTakingEarlySession("http://localhost/api/auth/sign-out", { method: "POST" });
    expect(asked).toHaveLength(3);
  });

  it("asks afresh when the early request failed", async () => {
    store()[EARLY_SESSION_KEY] = Promise.resolve(null);
    await fetchTakingEarlySession("/api/auth/get-session");
    expect(asked).toEqual(["/api/auth/get-session"]);
  });
});
