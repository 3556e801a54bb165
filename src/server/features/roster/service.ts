// placeholder for the roster branch; replaced at merge
import type { Db } from "../../db/client";

/** The creator's talent manager, or null when none is assigned (the roster branch reads its table). */
export async function managerOfCreator(_db: Db, _creatorId: string): Promise<string | null> {
  return null;
}
