import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serverNodeFlags } from "./lib";

const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
  .scripts;

/* The server's heap cap (ADR 066) is written once, in package.json; the benches start servers with it. */
describe("the server's Node flags", () => {
  it("come from npm start's script, with SERVER_HEAP_MB to change the cap", () => {
    expect(scripts.start).toMatch(/--max-old-space-size=\$\{SERVER_HEAP_MB:-256\} /);
    expect(serverNodeFlags({})).toEqual(["--max-old-space-size=256"]);
    expect(serverNodeFlags({ SERVER_HEAP_MB: "512" })).toEqual(["--max-old-space-size=512"]);
  });

  it("are the same for npm run serve", () => {
    expect(scripts.serve).toMatch(/--max-old-space-size=\$\{SERVER_HEAP_MB:-256\} /);
  });
});
