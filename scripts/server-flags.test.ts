import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serverCommand } from "../src/server/launch";

const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
  .scripts;

/*
 * How the server starts is defined once, in src/server/launch.ts (ADR 066): npm start, npm run serve, the
 * Playwright run, the benches and the tests that spawn a server all take it.
 */
describe("how the server starts", () => {
  it("is launch.ts for npm start and npm run serve", () => {
    expect(scripts.start).toBe("node src/server/launch.ts start");
    expect(scripts.serve).toBe("node src/server/launch.ts serve");
  });

  it("runs Node with the heap cap (SERVER_HEAP_MB to change it), tsx's loader and NODE_ENV=production", () => {
    const serve = serverCommand("serve", {});
    expect(serve.command).toBe(process.execPath);
    expect(serve.args).toEqual([
      "--max-old-space-size=256",
      "--import",
      "tsx",
      expect.stringMatching(/\/src\/server\/index\.ts$/),
    ]);
    expect(serve.env).toEqual({ NODE_ENV: "production" });
    expect(serverCommand("start", { SERVER_HEAP_MB: "512" }).args).toEqual([
      "--max-old-space-size=512",
      "--import",
      "tsx",
      expect.stringMatching(/\/scripts\/start\.ts$/),
    ]);
    expect(() => serverCommand("serve", { SERVER_HEAP_MB: "lots" })).toThrow(/SERVER_HEAP_MB/);
  });

  it("is npm start for the browser suite", () => {
    const config = readFileSync("playwright.config.ts", "utf8");
    expect(config).toMatch(/command: `rm -rf \$\{dataDir\} && npm start`/);
  });
});
