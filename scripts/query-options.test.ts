import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * One query options factory per endpoint (issue 33): every GET the web reads has one `queryOptions` (or
 * `infiniteQueryOptions`) factory in its feature's api module (src/web/features/<f>/api.ts; the profile's in
 * src/web/lib/use-profile.ts), and every reader takes its key and fetcher from it. This walks src/web and
 * names every call that builds a query's key or fetcher inline, or types a key for the cache by hand.
 */

const root = path.resolve(import.meta.dirname, "..");

/** The hooks and client calls that take a query's options: they get them from a factory, spread or whole. */
const TAKES_OPTIONS = new Set([
  "useQuery",
  "useSuspenseQuery",
  "useInfiniteQuery",
  "useSuspenseInfiniteQuery",
  "prefetchQuery",
  "prefetchInfiniteQuery",
  "fetchQuery",
  "fetchInfiniteQuery",
  "ensureQueryData",
  "ensureInfiniteQueryData",
]);
/** The client's calls on one query's key (its first argument). */
const TAKES_KEY = new Set(["getQueryData", "setQueryData", "getQueryState"]);
/** The client's calls on the queries under a key (`{ queryKey }`, a prefix or a factory's key). */
const TAKES_FILTERS = new Set([
  "invalidateQueries",
  "refetchQueries",
  "cancelQueries",
  "removeQueries",
  "resetQueries",
  "isFetching",
  "getQueriesData",
  "setQueriesData",
]);

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : undefined;

/** The property `name` of an object literal, written out (`name: ...`) or shorthand (`name,`). */
function property(object: ts.ObjectLiteralExpression, name: string) {
  return object.properties.find(
    (p) =>
      (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) &&
      (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
      p.name.text === name,
  );
}

const isArray = (node: ts.Node | undefined) =>
  node !== undefined && ts.isArrayLiteralExpression(ts.isAsExpression(node) ? node.expression : node);

/**
 * Where `source` builds a query's options inline (a `queryKey` or `queryFn` of its own in a hook's or a
 * prefetch's argument) or types a key by hand (an array literal given to the cache or to
 * useRealtimeInvalidate), as "line: what".
 */
function inlineQueries(source: string, fileName = "file.tsx"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const [first, second] = node.arguments;
      if (name && TAKES_OPTIONS.has(name) && first && ts.isObjectLiteralExpression(first)) {
        for (const own of ["queryKey", "queryFn"])
          if (property(first, own)) at(node, `${name} builds its ${own} inline`);
      }
      if (name && TAKES_KEY.has(name) && isArray(first)) at(node, `${name} types its key by hand`);
      if (name && TAKES_FILTERS.has(name) && first && ts.isObjectLiteralExpression(first)) {
        const key = property(first, "queryKey");
        if (key && ts.isPropertyAssignment(key) && isArray(key.initializer))
          at(node, `${name} types its key by hand`);
      }
      if (name === "useRealtimeInvalidate" && isArray(second)) at(node, `${name} types its key by hand`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The web's source files (tests build queries of their own), from the repository's root. */
function webSources(): string[] {
  return readdirSync(path.join(root, "src/web"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => path.posix.join("src/web", file.split(path.sep).join("/")))
    .sort();
}

describe("one query options factory per endpoint (issue 33)", () => {
  it("tells a query built inline from one taken from its factory", () => {
    expect(inlineQueries('useQuery({ queryKey: ["todos"], queryFn: () => api.GET("/me/todos") });')).toEqual([
      "1: useQuery builds its queryKey inline",
      "1: useQuery builds its queryFn inline",
    ]);
    expect(inlineQueries("const q = useSuspenseQuery({\n  ...options,\n  queryKey,\n});")).toEqual([
      "1: useSuspenseQuery builds its queryKey inline",
    ]);
    expect(
      inlineQueries("useInfiniteQuery({ queryKey: key, queryFn: next, initialPageParam: 1 })"),
    ).toHaveLength(2);
    expect(inlineQueries('void client.prefetchQuery({ queryKey: ["deals"], queryFn })')).toHaveLength(2);
    expect(inlineQueries('queryClient.setQueryData(["deals", "one", id], deal);')).toEqual([
      "1: setQueryData types its key by hand",
    ]);
    expect(inlineQueries('queryClient.invalidateQueries({ queryKey: ["history"] as const });')).toEqual([
      "1: invalidateQueries types its key by hand",
    ]);
    expect(inlineQueries('useRealtimeInvalidate(topic, ["slots", managerId]);')).toEqual([
      "1: useRealtimeInvalidate types its key by hand",
    ]);
    // the house's ways: the factory whole, spread with the screen's own options, its key, a prefix's name
    expect(inlineQueries("useQuery(dealQueries.deal(id));")).toEqual([]);
    expect(inlineQueries("useQuery({ ...profileQuery(), meta });")).toEqual([]);
    expect(inlineQueries("useQuery({ ...workQueries.linkable(dealId, search), enabled });")).toEqual([]);
    expect(inlineQueries("queryClient.setQueryData(kitQueries.kit().queryKey, saved);")).toEqual([]);
    expect(inlineQueries("queryClient.invalidateQueries({ queryKey: dealKeys.all });")).toEqual([]);
    expect(inlineQueries("queryClient.invalidateQueries({ queryKey });")).toEqual([]);
    expect(inlineQueries('queryOptions({ queryKey: ["todos"] as const, queryFn })')).toEqual([]);
  });

  it("finds no query built inline in src/web", () => {
    const files = webSources();
    expect(files).toContain("src/web/lib/use-profile.ts");
    const inline = files.flatMap((file) =>
      inlineQueries(readFileSync(path.join(root, file), "utf8"), file).map((found) => `${file}:${found}`),
    );
    // each one named here builds a query of its own: give its endpoint a queryOptions factory in its api module
    expect(inline, "queries built inline").toEqual([]);
  });
});
