import { z } from "zod";

/** PostgreSQL text cannot hold a NUL character, and no person types one: refused with a field error. */
export const NUL_MESSAGE = "Must not contain a NUL character";

/** A string field of a request: `z.string()` that refuses NUL characters. Chain `.trim().min()` as usual. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !value.includes("\u0000"), NUL_MESSAGE);
}
