import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Placeholders are examples, not values that look typed (issue 35): a field's placeholder either starts with
 * "e.g. ", or is one of the prompts below (what to write, not a value), or a link's "https://". A new
 * placeholder that is neither is named here: write it as an example, or add it to the prompts on purpose.
 */

const root = path.resolve(import.meta.dirname, "..");

/** Placeholders that ask for something instead of showing a value. */
const PROMPTS = new Set([
  "https://",
  "guest_…",
  "Tell us about your channel",
  "Type your reply, or / for saved replies",
  "Topic, length, tone, anything the writer should know",
  "Goals, audience, dates",
  "What would you like to discuss?",
]);

/** A literal placeholder that is neither an example nor a prompt nor a search box's. */
function looksTyped(placeholder: string): boolean {
  return !placeholder.startsWith("e.g. ") && !placeholder.startsWith("Search") && !PROMPTS.has(placeholder);
}

function literalPlaceholders(): { file: string; placeholder: string }[] {
  return readdirSync(path.join(root, "src/web"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
    .flatMap((file) => {
      const source = readFileSync(path.join(root, "src/web", file), "utf8");
      return [...source.matchAll(/placeholder="([^"]*)"/g)].map((match) => ({
        file: `src/web/${file}`,
        placeholder: match[1]!,
      }));
    });
}

describe("placeholders are examples (issue 35)", () => {
  it("tells an example or a prompt from a value that looks typed", () => {
    expect(looksTyped("e.g. Sponsored video, spring launch")).toBe(false);
    expect(looksTyped("Search by name")).toBe(false);
    expect(looksTyped("https://")).toBe(false);
    expect(looksTyped("Sponsored video, spring launch")).toBe(true);
    expect(looksTyped("https://drive.google.com/file/d/9xYzW/view")).toBe(true);
    expect(looksTyped("#6d28d9, #f59e0b")).toBe(true);
  });

  it("finds none in src/web that look typed", () => {
    const all = literalPlaceholders();
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter(({ placeholder }) => looksTyped(placeholder))).toEqual([]);
  });
});
