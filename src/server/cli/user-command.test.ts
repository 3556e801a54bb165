import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createOrUpdateUser } from "../features/accounts/create-or-update-user";
import { removeServerFile, writeServerFile } from "../server-file";
import { signIn } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";
import { runUserCommand } from "./user-command";

const run = promisify(execFile);

describe("creating users from the command line", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { realPasswordHashing: true });
  });
  afterAll(() => ctx.close());

  it("creates a user who can sign in, then sets the role of the existing one", async () => {
    const email = `Cli-${Date.now()}@Example.test`;
    const created = await createOrUpdateUser(ctx.deps, {
      email,
      password: "cli password 1",
      name: "Cli User",
      role: "editor",
    });
    expect(created).toMatchObject({ email: email.toLowerCase(), role: "editor", created: true });
    expect(await signIn(ctx, email, "cli password 1")).toContain("session_token");
    const updated = await createOrUpdateUser(ctx.deps, { email, role: "manager" });
    expect(updated).toMatchObject({ id: created.id, role: "manager", created: false });
    const cookie = await signIn(ctx, email, "cli password 1");
    expect((await ctx.app.request("/api/admin/users", { headers: { cookie } })).status).toBe(200);
    // three real scrypt hashes (a hash, two checks: 0.16 s each alone on the two-core machine) on a PGlite
    // beside the other lanes: 5.3 s in a fresh-clone run
  }, 20_000);

  describe("while the server runs", () => {
    const token = "the-admin-token-of-this-test-server-0123456789";
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-cli-"));
    let server: ReturnType<typeof serve>;
    let port = 0;
    beforeAll(async () => {
      const app = createApp({ ...ctx.deps, adminToken: token });
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
      await new Promise((resolve) => server.once("listening", resolve));
      port = (server.address() as AddressInfo).port;
      writeServerFile(dataDir, { pid: process.pid, port, token });
    });
    afterAll(async () => {
      removeServerFile(dataDir);
      await new Promise((resolve) => server.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("writes the server file readable by its owner only", () => {
      expect(statSync(path.join(dataDir, "server.json")).mode & 0o777).toBe(0o600);
    });

    it("goes through the server's internal endpoint, never opening the database itself", async () => {
      const env = { ...ctx.deps.env, DATA_DIR: dataDir, DATABASE_URL: undefined };
      const email = `via-server-${Date.now()}@example.test`;
      const result = await runUserCommand(env, { email, password: "via server pw", role: "promoter" });
      expect(result).toMatchObject({ via: "server", created: true, role: "promoter" });
      expect(await signIn(ctx, email, "via server pw")).toContain("session_token");
    });

    it("refuses the internal endpoint without the token, with a wrong one, or through a proxy", async () => {
      const post = (headers: Record<string, string>) =>
        fetch(`http://127.0.0.1:${port}/api/internal/users`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ email: "intruder@example.test", password: "intruder pw", role: "manager" }),
        });
      expect((await post({})).status).toBe(403);
      expect((await post({ authorization: "Bearer wrong" })).status).toBe(403);
      expect(
        (await post({ authorization: `Bearer ${token}`, "x-forwarded-for": "203.0.113.9" })).status,
      ).toBe(403);
      // in-process requests have no loopback socket: refused even with the token
      const inProcess = await ctx.app.request("/api/internal/users", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: "{}",
      });
      expect(inProcess.status).toBe(403);
      const doc = await (await ctx.app.request("/api/openapi.json")).json();
      // documented (so the fuzz walk covers it), as needing the CLI's bearer token
      expect(doc.paths["/internal/users"].post.security).toEqual([{ cliToken: [] }]);
    });
  });

  it("runs as `tsx scripts/cli.ts` on an embedded database in DATA_DIR when no server runs", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-cli-direct-"));
    try {
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" };
      const args = ["tsx", "scripts/cli.ts", "user:create", "--email", "direct@example.test"];
      const first = await run(
        "npx",
        [...args, "--password", "direct password", "--name", "Direct", "--role", "designer"],
        { env },
      );
      const id = first.stdout.trim();
      expect(id).toMatch(/^\w{20,}$/);
      expect(first.stderr).toContain("Created direct@example.test as designer (via the database)");
      const second = await run("npx", [...args, "--role", "manager"], { env });
      expect(second.stdout.trim()).toBe(id);
      expect(second.stderr).toContain("Updated direct@example.test as manager");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000); // `npx tsx` twice, the first on an empty data directory (PGlite's initdb and every migration): 10 to 15 s here
});
