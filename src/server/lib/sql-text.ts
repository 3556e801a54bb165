/* Small helpers for SQL text searches and constraint errors, shared by the features. */

/** `text` as an ILIKE pattern that matches it anywhere, its `\`, `%` and `_` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Whether `error` (as node-postgres or PGlite raise it, perhaps wrapped by Drizzle) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}
