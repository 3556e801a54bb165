import type { WebSocket } from "ws";
import type { CurrentSession } from "./auth/current-session";
import type { DatabaseAvailability } from "./db/availability";
import type { Database, Db } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./mail/mailer";

/*
 * A leaf: this module imports only types, and only from modules that do not import it back, so that no import
 * cycle runs through the context every module uses (docs/decisions/026-house-checks.md).
 */

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** What every request handler may use; built once at start-up (or per test). */
export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  /** Whether the database answers; an outage is logged once and answered 503. */
  availability: DatabaseAvailability;
  logger: Logger;
  mailer: Mailer;
  /** Asks the outbox worker to send queued email soon. */
  kickOutbox(): void;
  /** This instance's realtime hub (sockets, topics); events are published with `publish()`. */
  realtime: Realtime;
  /**
   * Replaces better-auth's scrypt password hashing (tests only: `testing/fast-password.ts`; the auth tests
   * keep the real one). Absent everywhere else.
   */
  passwordHasher?: PasswordHasher;
  /** Token of the local-only admin endpoint used by the CLI (set by the running server; absent: refused). */
  adminToken?: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** The signed-in caller, or null (set by the session middleware for every /api request). */
    session: CurrentSession | null;
  };
}

/**
 * This instance's realtime hub as the app sees it, implemented by `RealtimeHub` (realtime/hub.ts). Declared
 * here rather than imported from there because the hub needs `AppDeps`: importing it would close a cycle.
 */
export interface Realtime {
  /** Starts listening and the heartbeat (idempotent). */
  start(): Promise<void>;
  /** Takes over an upgraded socket; the connection handle it returns is the hub's own business. */
  accept(
    ws: WebSocket,
    session: CurrentSession | null,
    cookie: string | null,
    deps: AppDeps,
    ip: string,
  ): object;
  receive(conn: object, data: unknown): void;
  /** The bus between the instances as this one sees it (`/api/health`). */
  bus(): { kind: "postgres" | "redis"; lagMs: number | null };
  drop(conn: object): void;
  closeConnections(): Promise<void>;
  close(): Promise<void>;
}
