import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing/context";
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, serveApp } from "./serve";

describe("the HTTP server behind a load balancer", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("keeps idle connections longer than a balancer's 60 s, and waits for headers longer still", async () => {
    const server = serveApp(ctx.app, { port: 0, hostname: "127.0.0.1" }) as Server;
    try {
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
      expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
