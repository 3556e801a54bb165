import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSettings } from "../db/schema";

const KEY = "auth_secret";

/**
 * AUTH_SECRET when set; otherwise one random secret kept in the database, so `npm start` works with
 * nothing configured and every instance on the same database signs cookies alike. Insert-if-absent:
 * when two instances start at once, the first insert wins and both read it back.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY));
  if (!row) throw new Error("auth secret could not be stored");
  return row.value;
}
