import { globSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type LaneName, laneFiles, lanes } from "./test-lanes";

/** The lanes' files: each lane's globs, minus what it leaves to another lane. */
function filesOf(name: LaneName) {
  const { include, exclude } = laneFiles(name);
  const left = new Set(exclude.flatMap((glob) => globSync(glob)));
  return include.flatMap((glob) => globSync(glob)).filter((file) => !left.has(file));
}

const testFiles = globSync("**/*.{test,spec}.{ts,tsx}", {
  exclude: (name) => name === "node_modules" || name === ".git" || name.startsWith("build"),
}).sort();

describe("the test lanes (ADR 028)", () => {
  it("put every Vitest file of the repository in exactly one lane", () => {
    const laneOf = new Map<string, LaneName[]>();
    for (const name of Object.keys(lanes) as LaneName[])
      for (const file of filesOf(name)) laneOf.set(file, [...(laneOf.get(file) ?? []), name]);
    const vitestFiles = testFiles.filter((file) => !file.startsWith("tests/e2e/"));
    expect(vitestFiles.length).toBeGreaterThan(90);
    const strays = vitestFiles.filter((file) => laneOf.get(file)?.length !== 1);
    expect(
      strays.map((file) => `${file}: ${laneOf.get(file)?.join(" and ") ?? "no lane"}`),
      `every test file lands in one lane of scripts/test-lanes.ts:\n${Object.entries(lanes)
        .map(([name, lane]) => `  ${name}: ${lane.why}`)
        .join("\n")}`,
    ).toEqual([]);
  });

  it("name no glob that matches nothing", () => {
    for (const lane of Object.values(lanes))
      for (const glob of lane.include) expect(globSync(glob), glob).not.toEqual([]);
  });

  it("leave the browser suite to Playwright alone: no spec file outside tests/e2e", () => {
    expect(testFiles.filter((file) => file.endsWith(".spec.ts") && !file.startsWith("tests/e2e/"))).toEqual(
      [],
    );
  });

  it("give every server feature its smoke file on PGlite", () => {
    const smoke = new Set(filesOf("pglite"));
    const missing = readdirSync("src/server/features", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/server/features/${entry.name}/${entry.name}.smoke.test.ts`)
      .filter((file) => !smoke.has(file));
    expect(missing, "one smoke file a feature: create, read, list, delete through the API").toEqual([]);
  });
});
