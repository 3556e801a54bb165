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
  /**
   * `managerId`: count only the work of that manager's creators (issue 20); given only to the counts that
   * say `perCreator`.
   */
  count(db: Db, managerId?: string): Promise<number>;
  /** Whether the count is about creators' work (the triage's "Mine" then counts the caller's creators). */
  perCreator?: boolean;
  /** The tables the count reads, when all of them have change counters: then it is cached (ADR 025). */
  tables?: readonly VersionedTable[];
}

const sources = new Map<string, TriageSource>();

/** Adds a count to GET /api/admin/triage (registered in src/server/subjects.ts); the order of registration is kept. */
export function registerTriageCount(source: TriageSource) {
  sources.set(source.key, source);
}

/** The counts, of every creator's work or (`mine`) of the caller's creators' where a count is per creator. */
export async function triageCounts(c: Context<AppEnv>, mine: string | null): Promise<TriageCount[]> {
  const db = c.var.deps.db;
  const all = [...sources.values()];
  const counts = await Promise.all(
    all.map((source) => {
      const managerId = mine && source.perCreator ? mine : undefined;
      if (!source.tables) return source.count(db, managerId);
      // a manager's own counts also move when a creator joins or leaves their roster
      const tables: readonly VersionedTable[] = managerId
        ? [...source.tables, "talent_assignments"]
        : source.tables;
      return cachedValue(c, tables, ["triage", source.key, managerId ?? null], () =>
        source.count(db, managerId),
      );
    }),
  );
  return all.map(({ key, label, href, perCreator }, i) => ({
    key,
    label,
    href,
    perCreator: perCreator ?? false,
    count: counts[i] ?? 0,
  }));
}
