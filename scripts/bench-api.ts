/**
 * `npm run bench:api`: the API's throughput on the PostgreSQL server, beside a bare Hono hello-world.
 *
 * Makes a fresh database on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432),
 * seeds it, starts the app (production mode) and a hello-world on spare ports, then loads each endpoint with
 * autocannon (50 connections, BENCH_SECONDS each, after a warm-up) and prints req/s, p50 and p99 of each,
 * all measured in the same run. Targets: every signed-in endpoint at least half the req/s of GET
 * /api/health, with p99 at most twice health's p99 in the same run (a fixed figure would measure the machine).
 *
 * A feature adds its list endpoints to `suites` below: what to seed, and which requests to measure.
 * BENCH_SUITES (comma-separated suite names) measures only some suites; BENCH_KEEP_DATABASE=1 keeps the
 * seeded database afterwards (its address is printed), to read query plans.
 *
 * Then, unless BENCH_SUITES leaves out `imports`: four creators each import a 9.9 MB CSV at once while
 * GET /api/health is loaded; target: health's p99 under 100 ms and no 503 while they run (issue 17).
 * BENCH_PREVIEW=1 previews the files instead (the parse alone, nothing stored).
 *
 * And, unless BENCH_SUITES leaves out `writes`: 1 and 20 concurrent writers inserting into three tables
 * (to-dos, notifications, meetings), straight on PostgreSQL, with the tables' change counters (ADR 025) and
 * with those triggers disabled, in the same run; target: 20 writers reach at least 0.8 of the
 * transactions/s without the counters (issue 17).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { AppDeps } from "../src/server/context";
import { openDatabase, queryRows } from "../src/server/db/client";
import { loadEnv } from "../src/server/env";
import { seedUser } from "../src/server/features/accounts/seed-user";
import { createLogger } from "../src/server/lib/logger";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const APP_PORT = Number(process.env.BENCH_PORT ?? 4320);
const HELLO_PORT = APP_PORT + 1;
const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const dbName = `creatordesk_bench_${Date.now()}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const base = `http://127.0.0.1:${APP_PORT}`;
const AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0123";

type SeedDeps = Pick<AppDeps, "db" | "env" | "logger" | "kickOutbox">;
interface Measured {
  name: string;
  url: string;
  cookie?: string;
  /** compared with GET /api/health: at least half its req/s, p99 at most twice its p99 */
  target?: boolean;
  /** asked again with the ETag of a first answer, as a browser revalidates: every answer should be 304 */
  revalidate?: boolean;
}
interface Suite {
  name: string;
  /** Seeds what the suite reads; returns the requests to measure. `signIn` gives a session cookie. */
  prepare(deps: SeedDeps, signIn: (email: string, password: string) => Promise<string>): Promise<Measured[]>;
}

const suites: Suite[] = [
  {
    name: "accounts",
    async prepare(deps, signIn) {
      const creator = await seedUser(deps, { role: "creator" });
      const manager = await seedUser(deps, { role: "manager" });
      // 200 users and their audit entries, so the Admin Panel's first pages read real tables
      for (let i = 0; i < 200; i++) await seedUser(deps, { role: i % 5 === 0 ? "editor" : "creator" });
      await deps.db.execute(sql`
        insert into audit_log (action, actor_email, target_email, from_role, to_role)
        select 'role_changed', 'boss@example.test', 'user' || g || '@example.test', 'creator', 'editor'
        from generate_series(1, 2000) g`);
      const creatorCookie = await signIn(creator.email, creator.password);
      const managerCookie = await signIn(manager.email, manager.password);
      return [
        {
          name: "GET /api/me/profile (creator)",
          url: "/api/me/profile",
          cookie: creatorCookie,
          target: true,
        },
        {
          name: "GET /api/admin/users (first page)",
          url: "/api/admin/users",
          cookie: managerCookie,
          target: true,
        },
        {
          name: "GET /api/admin/audit-log (first page)",
          url: "/api/admin/audit-log",
          cookie: managerCookie,
          target: true,
        },
      ];
    },
  },
  {
    name: "chat and inbox",
    async prepare(deps, signIn) {
      const manager = await seedUser(deps, { role: "manager" });
      // 500 open chats of 4 messages each (a visitor's, a reply, two more), and 1,000 contact messages
      await deps.db.execute(sql`
        insert into chat_sessions (id, login_code, last_message_at)
        select 'guest_1700000000000_' || lpad(g::text, 9, '0'), '1234', now() - make_interval(secs => g)
        from generate_series(1, 500) g`);
      await deps.db.execute(sql`
        insert into chat_messages (session_id, content, is_admin, created_at)
        select s.id, 'message ' || m, m % 2 = 0, s.last_message_at - make_interval(secs => 4 - m)
        from chat_sessions s, generate_series(1, 4) m`);
      await deps.db.execute(sql`
        insert into contact_messages (name, email, subject, message, created_at)
        select 'Visitor ' || g, 'visitor' || g || '@example.test', 'Subject ' || g, 'A message to the agency.',
          now() - make_interval(mins => g)
        from generate_series(1, 1000) g`);
      const managerCookie = await signIn(manager.email, manager.password);
      return [
        {
          name: "GET /api/chat/sessions (first page)",
          url: "/api/chat/sessions",
          cookie: managerCookie,
          target: true,
        },
        {
          name: "GET /api/admin/contact-messages (first page)",
          url: "/api/admin/contact-messages",
          cookie: managerCookie,
          target: true,
        },
      ];
    },
  },
  // issue 8: a creator's script list and the managers' script-request queue, 10,000 rows each
  {
    name: "creator workspace",
    async prepare(deps, signIn) {
      const creator = await seedUser(deps, { role: "creator" });
      const manager = await seedUser(deps, { role: "manager" });
      const others = [];
      for (let i = 0; i < 20; i++) others.push((await seedUser(deps, { role: "creator" })).id);
      await deps.db.execute(sql`
        insert into scripts (user_id, title, content, status, created_at, updated_at)
        select ${creator.id}, 'Script ' || g, repeat('A line of the script. ', 50),
          (array['Draft','Requested','Completed','In Review','Approved'])[1 + g % 5],
          now() - make_interval(mins => g), now() - make_interval(mins => g)
        from generate_series(1, 10000) g`);
      await deps.db.execute(sql`
        insert into script_assignments (title, details, creator_id, status, created_at)
        select 'Request ' || g, 'Details of request ' || g,
          (${sql.raw(`array[${others.map((id) => `'${id}'`).join(",")}]`)})[1 + g % ${others.length}],
          (array['Pending','In Progress','Needs Revision','Completed','Rejected'])[1 + g % 5],
          now() - make_interval(mins => g)
        from generate_series(1, 10000) g`);
      const creatorCookie = await signIn(creator.email, creator.password);
      const managerCookie = await signIn(manager.email, manager.password);
      return [
        {
          name: "GET /api/me/scripts (first page)",
          url: "/api/me/scripts",
          cookie: creatorCookie,
          target: true,
        },
        {
          name: "GET /api/me/scripts?status=Draft&sort=title-asc",
          url: "/api/me/scripts?status=Draft&sort=title-asc",
          cookie: creatorCookie,
          target: true,
        },
        {
          name: "GET /api/admin/script-requests (first page)",
          url: "/api/admin/script-requests",
          cookie: managerCookie,
          target: true,
        },
      ];
    },
  },
  // issue 9: 10,000 projects of 200 creators, the three kinds and every status
  {
    name: "production",
    async prepare(deps, signIn) {
      const editor = await seedUser(deps, { role: "editor" });
      const promoter = await seedUser(deps, { role: "promoter" });
      const creators = [];
      for (let i = 0; i < 200; i++) creators.push(await seedUser(deps, { role: "creator" }));
      await deps.db.execute(sql`
        insert into projects (kind, creator_id, assignee_id, title, description, status, submitted_file_url, created_at)
        select k.kind, c.id, case when g % 3 = 0 then null else ${editor.id} end,
          k.kind || ' request ' || g, 'A request of the bench.',
          (array['Pending', 'In Progress', 'Completed'])[1 + g % 3], 'https://files.example/' || g,
          now() - make_interval(mins => g)
        from generate_series(1, 10000) g
        cross join lateral (select (array['editing', 'design', 'promotion'])[1 + g % 3] as kind) k
        cross join lateral (
          select id from "user" where role = 'creator' order by id offset (g % 200) limit 1
        ) c`);
      await deps.db.execute(sql`vacuum analyze projects`);
      const creator = creators[0]!;
      const editorCookie = await signIn(editor.email, editor.password);
      const promoterCookie = await signIn(promoter.email, promoter.password);
      const creatorCookie = await signIn(creator.email, creator.password);
      return [
        {
          name: "GET /api/editing-projects (editor, first page)",
          url: "/api/editing-projects",
          cookie: editorCookie,
          target: true,
        },
        {
          name: "GET /api/editing-projects (editor, first page, If-None-Match: 304)",
          url: "/api/editing-projects",
          cookie: editorCookie,
          target: true,
          revalidate: true,
        },
        {
          name: "GET /api/campaigns (promoter, first page)",
          url: "/api/campaigns",
          cookie: promoterCookie,
          target: true,
        },
        {
          name: "GET /api/editing-projects (a creator's own)",
          url: "/api/editing-projects",
          cookie: creatorCookie,
          target: true,
        },
        {
          name: "GET /api/me/production-counts (creator)",
          url: "/api/me/production-counts",
          cookie: creatorCookie,
          target: true,
        },
      ];
    },
  },
  {
    name: "channel performance",
    async prepare(deps, signIn) {
      const creator = await seedUser(deps, { role: "creator" });
      const manager = await seedUser(deps, { role: "manager" });
      // one creator with ten channels of five years of daily rows each (18,000 rows)
      await deps.db.execute(sql`
        with made as (
          insert into channels (user_id, name, platform, url)
          select ${creator.id}, 'Channel ' || g, 'youtube', 'https://www.youtube.com/@bench' || g
          from generate_series(1, 10) g
          returning id)
        insert into channel_daily_stats (channel_id, date, views, watch_hours, net_subscribers)
        select made.id, current_date - d, 1000 + (d * 37) % 500, 40.5, (d % 7) - 2
        from made, generate_series(0, 1799) d`);
      // 200 creators with a channel of 56 days each, for the managers' list
      const creators = [];
      for (let i = 0; i < 200; i++) creators.push((await seedUser(deps, { role: "creator" })).id);
      await deps.db.execute(sql`
        with made as (
          insert into channels (user_id, name, platform, url)
          select u.id, 'Main', 'twitch', 'https://twitch.tv/bench'
          from "user" u where u.id in ${creators}
          returning id)
        insert into channel_daily_stats (channel_id, date, views, watch_hours, net_subscribers)
        select made.id, current_date - d, (abs(hashtext(made.id::text)) % 1000) + d, 2.5, 1
        from made, generate_series(0, 55) d`);
      const creatorCookie = await signIn(creator.email, creator.password);
      const managerCookie = await signIn(manager.email, manager.password);
      return [
        {
          name: "GET /api/me/performance (365 days by week, 18,000 rows)",
          url: "/api/me/performance?period=365&bucket=week",
          cookie: creatorCookie,
          target: true,
        },
        {
          name: "GET /api/me/performance (all time by month, 18,000 rows)",
          url: "/api/me/performance?period=all&bucket=month",
          cookie: creatorCookie,
          target: true,
        },
        {
          name: "GET /api/me/performance/overview (home card)",
          url: "/api/me/performance/overview",
          cookie: creatorCookie,
          target: true,
        },
        {
          name: "GET /api/admin/performance/creators (200 creators, by view growth)",
          url: "/api/admin/performance/creators?sort=viewsChange",
          cookie: managerCookie,
          target: true,
        },
      ];
    },
  },
  {
    name: "meetings and notifications",
    async prepare(deps, signIn) {
      const creator = await seedUser(deps, { role: "creator" });
      const manager = await seedUser(deps, { role: "manager" });
      // 2,000 appointments (50 of them the creator's) with their history, and 500 notifications for each
      await deps.db.execute(sql`
        insert into appointments (creator_id, topic, status, created_at)
        select case when g % 40 = 0 then ${creator.id} else ${manager.id} end, 'Topic ' || g,
          (array['Pending','Scheduled','Completed','Cancelled'])[1 + g % 4], now() - make_interval(mins => g)
        from generate_series(1, 2000) g`);
      await deps.db.execute(sql`
        insert into status_changes (subject_type, subject_id, actor_name, from_status, to_status)
        select 'appointment', a.id::text, 'Bench', s.f, s.t
        from appointments a, (values (null::text, 'Pending'), ('Pending', 'Scheduled')) s(f, t)`);
      await deps.db.execute(sql`
        insert into notifications (user_id, kind, subject_type, subject_id, title, link, created_at)
        select u, 'meeting', 'appointment', 'x' || g, 'Your meeting is scheduled: Topic ' || g,
          '/creator-dashboard/talent-management', now() - make_interval(secs => g)
        from generate_series(1, 500) g, unnest(array[${creator.id}, ${manager.id}]) u`);
      const [{ id: mine } = { id: "" }] = await queryRows<{ id: string }>(
        deps.db,
        sql`select id from appointments where creator_id = ${creator.id} order by created_at desc limit 1`,
      );
      const creatorCookie = await signIn(creator.email, creator.password);
      const managerCookie = await signIn(manager.email, manager.password);
      return [
        {
          name: "GET /api/appointments (creator, first page)",
          url: "/api/appointments",
          cookie: creatorCookie,
          target: true,
        },
        {
          name: "GET /api/admin/appointments (first page)",
          url: "/api/admin/appointments",
          cookie: managerCookie,
          target: true,
        },
        {
          name: "GET /api/history/appointment/{id}",
          url: `/api/history/appointment/${mine}`,
          cookie: creatorCookie,
          target: true,
        },
        {
          name: "GET /api/me/notifications (first page)",
          url: "/api/me/notifications",
          cookie: creatorCookie,
          target: true,
        },
        { name: "GET /api/admin/triage", url: "/api/admin/triage", cookie: managerCookie, target: true },
      ];
    },
  },
];

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  child.on("exit", (code) => {
    if (code && !stopping) {
      console.error(`${command} ${args.join(" ")} exited with ${code}`);
      process.exit(1);
    }
  });
  return child;
}

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

function load(url: string, cookie: string | undefined, seconds: number, etag?: string | null) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { ...(cookie && { cookie }), ...(etag && { "if-none-match": etag }) },
  });
}

/** A valid daily export of about 9.9 MB: 36,500 days (2001–2100), each with a long note (ignored). */
function largeCsv() {
  const note = "n".repeat(255);
  const lines = ["Date,Views,Notes"];
  const day = new Date(Date.UTC(2001, 0, 1));
  for (let i = 0; i < 36_500; i++, day.setUTCDate(day.getUTCDate() + 1))
    lines.push(`${day.toISOString().slice(0, 10)},${i},${note}`);
  return `${lines.join("\n")}\n`;
}

/** Health under load while each cookie's creator imports a 9.9 MB CSV into a new channel of theirs. */
async function importStall(cookies: string[]) {
  const csv = largeCsv();
  const channelIds = await Promise.all(
    cookies.map(async (cookie) => {
      const res = await fetch(`${base}/api/me/channels`, {
        method: "POST",
        headers: { cookie, origin: base, "content-type": "application/json" },
        body: JSON.stringify({ name: "Bench", platform: "youtube", url: "https://www.youtube.com/@bench" }),
      });
      if (!res.ok) throw new Error(`channel: ${res.status}`);
      return ((await res.json()) as { id: string }).id;
    }),
  );
  let finished!: (result: autocannon.Result) => void;
  const healthResult = new Promise<autocannon.Result>((resolve) => {
    finished = resolve;
  });
  const health = autocannon({ url: `${base}/api/health`, connections: 10, duration: 600 }, (_error, result) =>
    finished(result),
  );
  const started = performance.now();
  const statuses = await Promise.all(
    cookies.map(async (cookie, i) => {
      const form = new FormData();
      form.append("file", new Blob([csv], { type: "text/csv" }), "Table data.csv");
      const res = await fetch(
        `${base}/api/me/channels/${channelIds[i]}/import${process.env.BENCH_PREVIEW ? "/preview" : ""}`,
        {
          method: "POST",
          headers: { cookie, origin: base },
          body: form,
        },
      );
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const took = (performance.now() - started) / 1000;
  health.stop();
  const result = await healthResult;
  const unavailable = result.statusCodeStats?.["503"]?.count ?? 0;
  const met = result.latency.p99 < 100 && unavailable === 0 && result.non2xx === 0;
  console.log(
    `\n${cookies.length} imports of ${(csv.length / 1e6).toFixed(1)} MB at once (answered ${statuses.join(", ")} in ${took.toFixed(1)} s): ` +
      `GET /api/health meanwhile ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ${unavailable} answered 503, ` +
      `${result.non2xx} not 2xx: target (p99 < 100 ms, no 503) ${met ? "met" : "MISSED"}`,
  );
}

/** The three writes, one a table: each its own transaction (autocommit), as a request's write would be. */
const WRITES = [
  "insert into todos (user_id, task, priority) values ($1, 'Bench', 'Low')",
  "insert into notifications (user_id, kind, subject_type, subject_id, title, link) values ($1, 'bench', 'bench', 'x', 'Bench', '/')",
  "insert into appointments (creator_id, topic) values ($1, 'Bench')",
];
/** The change counters' triggers on those tables: per user (migration 0013) and per table (ADR 025). */
const COUNTER_TRIGGERS = [
  ["todos", "todos_user_version"],
  ["notifications", "notifications_user_version"],
  ["appointments", "appointments_data_version"],
];

/** Transactions/s of `writers` clients, writer i writing table i mod 3 as its own user, for `seconds`. */
async function writeLoad(writers: number, seconds: number, userIds: string[]) {
  const clients = await Promise.all(
    Array.from({ length: writers }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client, i) => {
      const statement = { name: `bench_write_${i % 3}`, text: WRITES[i % 3]!, values: [userIds[i]] };
      while (performance.now() < until) {
        await client.query(statement);
        done++;
      }
    }),
  );
  await Promise.all(clients.map((client) => client.end()));
  return done / seconds;
}

/** Writers with and without the change counters' triggers, in the same run (issue 17). */
async function writesBench() {
  const admin2 = new pg.Client({ connectionString: databaseUrl });
  await admin2.connect();
  const { rows } = await admin2.query<{ id: string }>('select id from "user" limit 20');
  if (rows.length < 20) throw new Error("writes: fewer than 20 users seeded");
  const userIds = rows.map((row) => row.id);
  const triggers = (enable: boolean) =>
    Promise.all(
      COUNTER_TRIGGERS.map(([table, trigger]) =>
        admin2.query(`alter table ${table} ${enable ? "enable" : "disable"} trigger ${trigger}`),
      ),
    );
  const seconds = Math.max(3, Math.round(SECONDS / 2));
  const figures: Record<string, number> = {};
  try {
    for (const counted of [true, false]) {
      await triggers(counted);
      for (const writers of [1, 20]) {
        await writeLoad(writers, 1, userIds); // warm-up
        figures[`${writers} ${counted}`] = await writeLoad(writers, seconds, userIds);
      }
    }
  } finally {
    await triggers(true);
    await admin2.end();
  }
  const ratio = (figures["20 true"] ?? 0) / (figures["20 false"] || 1);
  console.log(`\nwrites: inserts into to-dos, notifications and meetings, ${seconds} s each\n`);
  console.log("| writers | with counters, tx/s | without, tx/s | ratio |");
  console.log("| ---: | ---: | ---: | ---: |");
  for (const writers of [1, 20]) {
    const on = figures[`${writers} true`] ?? 0;
    const off = figures[`${writers} false`] ?? 0;
    console.log(`| ${writers} | ${Math.round(on)} | ${Math.round(off)} | ${(on / (off || 1)).toFixed(2)} |`);
  }
  console.log(`target (20 writers at least 0.8 of without): ${ratio >= 0.8 ? "met" : "MISSED"}`);
}

let stopping = false;
const children: ChildProcess[] = [];
const admin = new pg.Client({ connectionString: serverUrl.toString() });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-bench-"));

try {
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  const database = openDatabase({ url: databaseUrl, poolSize: 4 });
  await database.migrate();
  const env = loadEnv({
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    LOG_LEVEL: "silent",
  });
  const deps: SeedDeps = { db: database.db, env, logger: createLogger("silent"), kickOutbox: () => {} };

  children.push(
    start("tsx", ["src/server/index.ts"], {
      NODE_ENV: "production",
      PORT: String(APP_PORT),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET,
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "1000",
    }),
    start("tsx", ["scripts/hello-world.ts"], { PORT: String(HELLO_PORT) }),
  );
  await Promise.all([waitFor(`${base}/api/health`), waitFor(`http://127.0.0.1:${HELLO_PORT}/`)]);

  const signIn = async (email: string, password: string) => {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email, password }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  };

  const measured: Measured[] = [
    { name: "hello-world (bare Hono)", url: `http://127.0.0.1:${HELLO_PORT}/` },
    { name: "GET /api/health (select 1)", url: "/api/health" },
  ];
  // BENCH_SUITES=production,accounts measures only those suites (besides the two baselines)
  const only = process.env.BENCH_SUITES?.split(",").map((name) => name.trim());
  for (const suite of suites.filter((s) => !only || only.includes(s.name))) {
    console.log(`seeding ${suite.name}…`);
    measured.push(...(await suite.prepare(deps, signIn)));
  }
  const stallCookies =
    !only || only.includes("imports")
      ? await Promise.all(
          Array.from({ length: 4 }, async () => {
            const creator = await seedUser(deps, { role: "creator" });
            return signIn(creator.email, creator.password);
          }),
        )
      : [];
  // the writers' own users
  if (!only || only.includes("writes"))
    for (let i = 0; i < 20; i++) await seedUser(deps, { role: "creator" });
  await database.close();

  const rows: { name: string; rps: number; p50: number; p99: number; errors: number; target?: boolean }[] =
    [];
  for (const item of measured) {
    const url = item.url.startsWith("http") ? item.url : `${base}${item.url}`;
    const check = await fetch(url, { headers: item.cookie ? { cookie: item.cookie } : {} });
    if (!check.ok) throw new Error(`${item.name} answered ${check.status}`);
    const etag = item.revalidate ? check.headers.get("etag") : null;
    if (item.revalidate && !etag) throw new Error(`${item.name} has no ETag`);
    await load(url, item.cookie, 2, etag); // warm-up: connections, prepared statements, JIT
    const result = await load(url, item.cookie, SECONDS, etag);
    const notModified = etag ? (result.statusCodeStats?.["304"]?.count ?? 0) : 0;
    rows.push({
      name: item.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      // a revalidation answered 200 (or anything but 304) counts as an error
      errors: result.errors + result.non2xx - notModified,
      target: item.target,
    });
    console.log(`  ${item.name}: ${Math.round(result.requests.average)} req/s`);
  }

  const healthRow = rows.find((r) => r.name.startsWith("GET /api/health"));
  const health = healthRow?.rps ?? 0;
  const healthP99 = healthRow?.p99 ?? 0;
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL at ${serverUrl.host}\n`);
  console.log("| endpoint | req/s | p50 ms | p99 ms | vs health | errors | target |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const r of rows) {
    const ratio = health ? r.rps / health : 0;
    const verdict = r.target ? (ratio >= 0.5 && r.p99 <= 2 * healthP99 ? "met" : "MISSED") : "";
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${ratio.toFixed(2)} | ${r.errors} | ${verdict} |`,
    );
  }
  if (stallCookies.length) await importStall(stallCookies);
  if (!only || only.includes("writes")) await writesBench();
} finally {
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(null);
          child.once("exit", resolve);
          child.kill("SIGTERM");
        }),
    ),
  );
  // BENCH_KEEP_DATABASE=1 keeps the seeded database, to look at query plans afterwards
  if (process.env.BENCH_KEEP_DATABASE) console.log(`kept ${databaseUrl}`);
  else await admin.query(`drop database if exists "${dbName}" with (force)`).catch(() => {});
  await admin.end().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
