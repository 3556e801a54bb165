import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * One page file convention (issue 33, docs/the-house.md, "Where a new feature goes"): a route module in
 * src/web/routes is thin. It exports a default component and, where React Router needs them, its module
 * exports (`meta` for every page; `clientLoader`, `ErrorBoundary`, `links` and so on only where used), and
 * nothing else. Its component composes the feature's components into the page: it reads the route's own
 * params (`useParams`) and calls no other hook, reaches no API, and declares no parts of its own. The
 * screen's state, data and parts live in src/web/features/<f>/ or src/web/components/.
 */

const root = path.resolve(import.meta.dirname, "..");
const ROUTES = "src/web/routes";

/** What React Router reads from a route module (a route file exports nothing else). */
const ROUTE_EXPORTS = new Set([
  "default",
  "meta",
  "links",
  "headers",
  "handle",
  "loader",
  "clientLoader",
  "action",
  "clientAction",
  "shouldRevalidate",
  "ErrorBoundary",
  "HydrateFallback",
]);

/**
 * The layouts need no `meta`: a layout frames pages that each say their own title (the dashboard's gives a
 * default for the moment its pages load). They follow every other rule.
 */
const LAYOUTS = new Set([
  "src/web/routes/public/layout.tsx",
  "src/web/routes/dashboard/layout.tsx",
  "src/web/routes/dashboard/creator/layout.tsx",
  "src/web/routes/dashboard/manager/layout.tsx",
  "src/web/routes/dashboard/manager/deals-section.tsx",
  "src/web/routes/dashboard/editor/layout.tsx",
  "src/web/routes/dashboard/designer/layout.tsx",
  "src/web/routes/dashboard/promoter/layout.tsx",
]);

/** The one hook a route's component may call: the route's own params, handed to the feature's page. */
const ROUTE_HOOKS = new Set(["useParams"]);

/** The API's client and React Query: a route reaches data through its feature, never by itself. */
const DATA_IMPORTS = /^(@tanstack\/react-query|~\/web\/lib\/api)$/;

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** How `source` (a route module) breaks the convention, each as one sentence; `layout`: no meta needed. */
function routeProblems(source: string, layout = false): string[] {
  const file = ts.createSourceFile("route.tsx", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: string[] = [];
  const exported = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (DATA_IMPORTS.test(from)) problems.push(`imports ${from}: data is the feature's`);
      continue;
    }
    if (ts.isExportAssignment(statement)) {
      exported.add("default");
      continue;
    }
    if (ts.isExportDeclaration(statement)) {
      problems.push("re-exports: a route exports its own default and React Router's names only");
      continue;
    }
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && hasExport(statement)) {
      exported.add(isDefault(statement) ? "default" : (statement.name?.text ?? "?"));
      continue;
    }
    if (ts.isVariableStatement(statement) && hasExport(statement)) {
      for (const d of statement.declarationList.declarations) exported.add(d.name.getText(file));
      continue;
    }
    if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) continue;
    problems.push(
      `declares its own part (${statement.getText(file).split("\n")[0]}): it goes in src/web/features or src/web/components`,
    );
  }
  for (const name of exported)
    if (!ROUTE_EXPORTS.has(name)) problems.push(`exports ${name}: not a route module's export`);
  if (!exported.has("default")) problems.push("has no default export: the page's component");
  if (!layout && !exported.has("meta")) problems.push("has no meta: every page says its title");
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (/^use[A-Z]/.test(name) && !ROUTE_HOOKS.has(name))
        problems.push(`calls ${name}: state and data are the feature page's`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

/** Every route module, from the repository's root. */
function routeFiles(): string[] {
  return readdirSync(path.join(root, ROUTES), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes("+types"))
    .map((file) => path.posix.join(ROUTES, file.split(path.sep).join("/")))
    .sort();
}

describe("one page file convention (issue 33)", () => {
  const page = (body: string) =>
    `import { DealsPage } from "~/web/features/deals/deals-page";\nexport function meta() {\n  return [];\n}\n${body}`;

  it("tells a thin route from a screen held inline", () => {
    expect(routeProblems(page("export default function Page() {\n  return <DealsPage />;\n}"))).toEqual([]);
    expect(
      routeProblems(
        page(
          "export default function Page() {\n  const id = useParams().id ?? '';\n  return <DealsPage key={id} />;\n}",
        ),
      ),
    ).toEqual([]);
    expect(routeProblems('import { Area } from "x";\nexport default Area;', true)).toEqual([]);
    expect(
      routeProblems(
        page(
          "export async function clientLoader() {}\nexport function ErrorBoundary() {}\nexport default () => null;",
        ),
      ),
    ).toEqual([]);

    expect(routeProblems("export default function Page() {\n  return null;\n}")).toEqual([
      "has no meta: every page says its title",
    ]);
    expect(routeProblems(page("export function Other() {}"))).toEqual([
      "exports Other: not a route module's export",
      "has no default export: the page's component",
    ]);
    expect(routeProblems(page("export default function Page() {\n  const deals = useDeals();\n}"))).toEqual([
      "calls useDeals: state and data are the feature page's",
    ]);
    expect(
      routeProblems(page('import { useQuery } from "@tanstack/react-query";\nexport default () => null;')),
    ).toEqual(["imports @tanstack/react-query: data is the feature's"]);
    expect(routeProblems(page("const columns = [];\nfunction Row() {}\nexport default () => null;"))).toEqual(
      [
        "declares its own part (const columns = [];): it goes in src/web/features or src/web/components",
        "declares its own part (function Row() {}): it goes in src/web/features or src/web/components",
      ],
    );
  });

  it("finds every route module of src/web/routes thin", () => {
    const files = routeFiles();
    expect(files).toContain("src/web/routes/dashboard/manager/deals.tsx");
    for (const layout of LAYOUTS) expect(files, "a named layout that is gone").toContain(layout);
    const problems = files.flatMap((file) =>
      routeProblems(readFileSync(path.join(root, file), "utf8"), LAYOUTS.has(file)).map(
        (problem) => `${file} ${problem}`,
      ),
    );
    // each one named here holds part of its screen: move it to the feature's page component
    expect(problems, "route modules that are not thin").toEqual([]);
  });
});
