/**
 * Which test file runs where (ADR 028): each assertion once, on the database where it means something.
 * vitest.config.ts makes its projects from these lanes, and `test-lanes.test.ts` checks that every test file
 * of the repository lands in exactly one of them (and every feature has its PGlite smoke file).
 *
 * PGlite is PostgreSQL compiled to WebAssembly: the SQL is the same, the connection model is not. So the
 * driver-independent suites run once, on the PostgreSQL server (CI's TEST_DATABASE_URL; on a machine without
 * one, on PGlite instead); what is about the embedded database runs on PGlite; what needs real connections
 * runs on the server only. The browser suite (tests/e2e, Playwright) runs the product as `npm start` does, on
 * its embedded PGlite.
 */
export interface Lane {
  /** Globs from the repository's root. */
  include: string[];
  /** What the lane is for (printed by the check when a file lands nowhere). */
  why: string;
}

export const lanes = {
  /** About the embedded database `npm start` uses: its migrations, each feature's SQL on it, the CLI. */
  pglite: {
    include: [
      "src/server/db/migrations.test.ts",
      "src/server/features/*/*.smoke.test.ts",
      "src/server/cli/*.test.ts",
      "src/server/storage/old-files-embedded.test.ts",
    ],
    why: "the embedded database: migrations from empty and over the previous release, one smoke file a feature (create, read, list, delete through the API), the CLI against the running server, the move of the embedded install's old files (ADR 074)",
  },
  /** Real connections: a pool, a backend terminated under it, a second instance, LISTEN/NOTIFY between them. */
  connections: {
    include: [
      "src/server/db/connection-lost.test.ts",
      "src/server/db/connection-lost-server.test.ts",
      "src/server/db/outage.test.ts",
      "src/server/realtime/two-instances.test.ts",
      "src/server/features/files/two-instances.test.ts",
      "src/server/db/notify-relay.test.ts",
      "src/server/db/redis-outage.test.ts",
      "src/server/db/pgbouncer.test.ts",
    ],
    why: "PostgreSQL's connections: dropped connections, the server going away, two instances (LISTEN/NOTIFY and its relay, an upload's lock), Redis as the bus stopped and started again, PgBouncer in front",
  },
  /** Driver-independent: the API suites, the authorization matrix, the fuzz walk, the server's parts. */
  server: {
    include: ["src/server/**/*.test.ts"],
    why: "the driver-independent server suites (routing, validation, policy, SQL): once, on the PostgreSQL server",
  },
  /** No database at all: domain rules and property tests, the build's and the house's scripts. */
  plain: {
    include: ["src/domain/**/*.test.ts", "scripts/**/*.test.ts"],
    why: "domain and property tests, scripts and house checks: no database, run once",
  },
  /** The browser's side, each file with its modules imported afresh (they stub globals and mock modules). */
  web: {
    include: ["src/web/**/*.test.ts", "src/web/**/*.test.tsx"],
    why: "the web units: no database, isolated modules",
  },
} satisfies Record<string, Lane>;

export type LaneName = keyof typeof lanes;

/** A lane's globs minus those of the lanes listed before it that it would also match (`server` takes the rest). */
export function laneFiles(name: LaneName): { include: string[]; exclude: string[] } {
  const exclude =
    name === "server" ? [...lanes.pglite.include, ...lanes.connections.include] : ([] as string[]);
  return { include: lanes[name].include, exclude };
}
