import type { Role } from "~/domain/roles";
import type { DataVersions } from "../db/schema";

/*
 * The session types on their own, imported by the app's context (context.ts) without the session code, so
 * that no import cycle runs through the context (docs/decisions/026-house-checks.md).
 */

/** The signed-in caller, read fresh from the database on every request. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  image: string | null;
  bio: string | null;
  twoFactorEnabled: boolean;
}

export interface CurrentSession {
  user: SessionUser;
  sessionId: string;
  /**
   * The change counters of the cached reads, read in the same statement as the session: a cached page
   * (`lib/page-cache.ts`) costs no query of its own.
   */
  versions: DataVersions | null;
}
