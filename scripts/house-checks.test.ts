import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The walls of `npm run check:house` can fail: the real .dependency-cruiser.cjs cruises a tiny house made for
 * the test, with one break of each kind beside imports that are allowed.
 */
const files: Record<string, string> = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { paths: { "~/*": ["./src/*"] } } }),
  // domain reaching into the server (through the ~ alias) and a domain import that is fine
  "src/domain/rules.ts":
    'import { secret } from "~/server/secret";\nimport { role } from "./roles";\nexport const rules = [secret, role];\n',
  "src/domain/roles.ts": 'export const role = "creator";\n',
  "src/server/secret.ts": 'export const secret = "s";\n',
  // a cycle that is type-only on one side still counts
  "src/server/context.ts": 'import type { Hub } from "./hub";\nexport interface Deps { hub: Hub }\n',
  "src/server/hub.ts": 'import type { Deps } from "./context";\nexport class Hub { deps?: Deps }\n',
  // the web importing the server; the server importing the web, once allowed (web-routes.ts), once not
  "src/web/page.ts": 'import { secret } from "../server/secret";\nexport const page = secret;\n',
  "src/web/routes.ts": "export default [];\n",
  "src/server/web-routes.ts": 'import routes from "~/web/routes";\nexport const table = routes;\n',
  "src/server/render.ts": 'import { page } from "~/web/page";\nexport const html = page;\n',
  // shared code reaching into a feature (server and web), and a route composing one, which is fine
  "src/server/features/deals/move.ts": 'export const move = "move";\n',
  "src/server/lib/helper.ts": 'import { move } from "../features/deals/move";\nexport const helper = move;\n',
  "src/web/features/bell/bell.ts": 'export const bell = "bell";\n',
  "src/web/components/header.ts":
    'import { bell } from "~/web/features/bell/bell";\nexport const header = bell;\n',
  "src/web/lib/hooks.ts": 'import { bell } from "../features/bell/bell";\nexport const hooks = bell;\n',
  // a feature reaching into another's files, and through its index, which is fine
  "src/server/features/deals/index.ts": 'export { move } from "./move";\n',
  "src/server/features/booking/book.ts":
    'import { move } from "../deals/move";\nimport { move as moved } from "../deals";\nexport const book = [move, moved];\n',
  "src/web/features/bell/index.ts": 'export { bell } from "./bell";\n',
  "src/web/features/inbox/inbox.ts":
    'import { bell } from "~/web/features/bell/bell";\nimport { bell as ring } from "../bell";\nexport const inbox = [bell, ring];\n',
  "src/web/routes/layout.ts":
    'import { bell } from "~/web/features/bell/bell";\nexport const layout = bell;\n',
};

let dir: string;
let result: ICruiseResult;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "house-checks-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const options = await extractDepcruiseOptions(
    path.resolve(import.meta.dirname, "../.dependency-cruiser.cjs"),
  );
  const tsConfigFile = path.join(dir, "tsconfig.json");
  const reported = await cruise(
    ["src"],
    { ...options, baseDir: dir, tsConfig: { fileName: tsConfigFile } },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  result = reported.output as ICruiseResult;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("house checks (dependency-cruiser)", () => {
  it("reports each break of the walls, and nothing that is allowed", () => {
    const violations = result.summary.violations
      .filter((v) => v.rule.name !== "no-circular")
      .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
      .sort();
    expect(violations).toEqual([
      "domain-imports-only-domain: src/domain/rules.ts → src/server/secret.ts",
      "features-through-their-index: src/server/features/booking/book.ts → src/server/features/deals/move.ts",
      "features-through-their-index: src/web/features/inbox/inbox.ts → src/web/features/bell/bell.ts",
      "server-not-to-web: src/server/render.ts → src/web/page.ts",
      "shared-code-not-to-features: src/server/lib/helper.ts → src/server/features/deals/move.ts",
      "shared-code-not-to-features: src/web/components/header.ts → src/web/features/bell/bell.ts",
      "shared-code-not-to-features: src/web/lib/hooks.ts → src/web/features/bell/bell.ts",
      "web-not-to-server: src/web/page.ts → src/server/secret.ts",
    ]);
  });

  it("reports an import cycle, even one made of type-only imports", () => {
    const cycles = result.summary.violations.filter((v) => v.rule.name === "no-circular");
    expect(cycles.length).toBeGreaterThan(0);
    for (const cycle of cycles) {
      expect([cycle.from, cycle.to].sort()).toEqual(["src/server/context.ts", "src/server/hub.ts"]);
    }
  });
});
