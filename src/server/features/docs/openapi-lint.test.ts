import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createApi } from "../../app";
import { buildDocument } from "./routes";

const run = promisify(execFile);

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    // the path the documented exceptions in .redocly.lint-ignore.yaml refer to
    mkdirSync("test-results", { recursive: true });
    writeFileSync("test-results/openapi.json", JSON.stringify(buildDocument(createApi()), null, 2));
    const { stdout } = await run(
      "node_modules/.bin/redocly",
      ["lint", "test-results/openapi.json", "--format=json", "--extends=recommended"],
      { maxBuffer: 10 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 20_000); // spawns Redocly's CLI, a Node process that loads its rule set: 1 to 4 s here
});
