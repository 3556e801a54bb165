import type { TriageCount } from "~/domain/triage";
import type { Db } from "../../db/client";

/** One count of what waits for the managers, and the list it links to. */
export interface TriageSource {
  key: string;
  label: string;
  href: string;
  count(db: Db): Promise<number>;
}

const sources = new Map<string, TriageSource>();

/** Adds a count to GET /api/admin/triage (registered in src/server/subjects.ts); the order of registration is kept. */
export function registerTriageCount(source: TriageSource) {
  sources.set(source.key, source);
}

export async function triageCounts(db: Db): Promise<TriageCount[]> {
  const all = [...sources.values()];
  const counts = await Promise.all(all.map((source) => source.count(db)));
  return all.map(({ key, label, href }, i) => ({ key, label, href, count: counts[i] ?? 0 }));
}
