/*
 * Placeholders of the saved replies (issue 21, ADR 061): `{{visitor.name}}` or, with a fallback for when the
 * value is not known, `{{visitor.name|there}}`. Free of zod: the staff composer fills them as it inserts a
 * reply, and the server checks the same names when a reply is saved.
 */

/** The values a placeholder may name, and what each stands for. */
export const PLACEHOLDERS = {
  "visitor.name": "The visitor's name",
  "agent.name": "Your own name",
} as const;
export type PlaceholderKey = keyof typeof PLACEHOLDERS;

/** What an unknown value becomes when the placeholder gives no fallback of its own. */
const DEFAULT_FALLBACKS: Record<PlaceholderKey, string> = {
  "visitor.name": "there",
  "agent.name": "the CreatorDesk team",
};

/** `{{ key }}` or `{{ key | fallback }}`; the fallback has no braces or line breaks. */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.]+)\s*(?:\|([^{}\n]*))?\}\}/g;

const isKey = (key: string): key is PlaceholderKey => Object.hasOwn(PLACEHOLDERS, key);

/**
 * `text` with each known placeholder replaced by its value (trimmed), or when the value is missing or blank
 * by the placeholder's fallback, else the default one ("there" for the visitor's name). Unknown placeholders
 * are left as written.
 */
export function fillPlaceholders(
  text: string,
  values: Partial<Record<PlaceholderKey, string | null | undefined>>,
): string {
  return text.replace(PLACEHOLDER, (whole, key: string, fallback: string | undefined) => {
    if (!isKey(key)) return whole;
    const value = values[key]?.trim();
    if (value) return value;
    return fallback === undefined ? DEFAULT_FALLBACKS[key] : fallback.trim();
  });
}

/** The names in `text`'s placeholders that are not known (each once), for a saved reply's validation. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, key] of text.matchAll(PLACEHOLDER)) if (!isKey(key!)) unknown.add(key!);
  return [...unknown];
}
