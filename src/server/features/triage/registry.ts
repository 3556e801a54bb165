import type { Context } from "hono";
import type { TriageCount } from "~/domain/triage";
import type { AppEnv } from "../../context";
import type { Db } from "../../db/client";
import type { VersionedTable } from "../../db/schema";
import { cachedValue } from "../../lib/page-cache";

/** One count of what waits for the managers, and the list it links to. */
export interface TriageSource {
  key: string;
  label: string;
  href: string;
  count(db: Db): Promise<number>;
  /** The tables the count reads, when all of them have change counters: then it is cached (ADR 025). */
  tables?: readonly VersionedTable[];
}

const sources = new Map<string, TriageSource>();

/** Adds a count to GET /api/admin/triage (registered in src/server/subjects.ts); the order of registration is kept. */
export function registerTriageCount(source: TriageSource) {
  sources.set(source.key, source);
}

export async function triageCounts(c: Context<AppEnv>): Promise<TriageCount[]> {
  const db = c.var.deps.db;
  const all = [...sources.values()];
  const counts = await Promise.all(
    all.map((source) =>
      source.tables
        ? cachedValue(c, source.tables, ["triage", source.key], () => source.count(db))
        : source.count(db),
    ),
  );
  return all.map(({ key, label, href }, i) => ({ key, label, href, count: counts[i] ?? 0 }));
}
