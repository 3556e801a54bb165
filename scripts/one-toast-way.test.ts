import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * One toast way (issue 33): a failure toast is a query's or a mutation's `meta` (src/web/lib/query-client.ts),
 * or, outside React Query, `errorToast`/`apiErrorToast` of src/web/lib/api-error-toast.ts, the one file that
 * builds a destructive toast. This walks src/web and names every other file that builds one by hand.
 */

const root = path.resolve(import.meta.dirname, "..");

/** The one place a destructive toast is built. */
const BUILDER = "src/web/lib/api-error-toast.ts";

/**
 * Whether `source` builds a destructive toast by hand: an object with `variant: "destructive"` (in any quotes).
 * A button's JSX `variant="destructive"` is not one.
 */
function buildsDestructiveToast(source: string): boolean {
  return /\bvariant["']?\s*:\s*(["'`])destructive\1/.test(source);
}

/** The web's source files (tests assert what a toast shows, they build none), from the repository's root. */
function webSources(): string[] {
  return readdirSync(path.join(root, "src/web"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join("src/web", file.split(path.sep).join("/")))
    .sort();
}

describe("one toast way (issue 33)", () => {
  it("tells a hand-built destructive toast from the house's ways", () => {
    expect(buildsDestructiveToast('toast({ title: "Oops", variant: "destructive" });')).toBe(true);
    expect(
      buildsDestructiveToast("toast({ ...messages.chat.fetchFailed, variant: 'destructive' as const })"),
    ).toBe(true);
    expect(buildsDestructiveToast('toast({\n  title,\n  "variant":\n    "destructive",\n})')).toBe(true);
    expect(buildsDestructiveToast('<Button variant="destructive">Delete</Button>')).toBe(false);
    expect(buildsDestructiveToast("errorToast(messages.chat.fetchFailed);")).toBe(false);
    expect(buildsDestructiveToast("useDeleteUser(failureToast(messages.users.deleteFailed));")).toBe(false);
    expect(buildsDestructiveToast('className="text-destructive hover:bg-destructive/10"')).toBe(false);
  });

  it("builds destructive toasts in src/web/lib/api-error-toast.ts only", () => {
    const files = webSources();
    expect(files).toContain(BUILDER);
    const builders = files.filter((file) =>
      buildsDestructiveToast(readFileSync(path.join(root, file), "utf8")),
    );
    expect(builders, "the one builder").toContain(BUILDER);
    // any other file named here builds its own: use the query's or mutation's `meta`, or errorToast/apiErrorToast
    expect(
      builders.filter((file) => file !== BUILDER),
      "files building a destructive toast by hand",
    ).toEqual([]);
  });
});
