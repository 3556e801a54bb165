/**
 * `npm run bench:api`: the API's throughput on the PostgreSQL server, beside a bare Hono hello-world.
 *
 * Makes a fresh database on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432),
 * seeds it, starts the app (production mode) and a hello-world on spare ports, then loads each endpoint with
 * autocannon (50 connections, BENCH_SECONDS each, after a warm-up) and prints req/s, p50 and p99 of each,
 * all measured in the same run. Targets, for the lists of the counters' cache (CACHED_LISTS below; ADR 025):
 * at least half the req/s of GET /api/health, with p99 at most twice health's p99 in the same run (a fixed
 * figure would measure the machine). The other reads are reported beside health, without a target.
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
 * (contact messages, notifications, meetings), straight on PostgreSQL, with the tables' change counters (ADR 025) and
 * with those triggers disabled, in the same run (alternated: with, without, without, with); target: 20
 * writers reach at least 0.8 of the transactions/s without the counters (issue 17).
 *
 * Last, unless BENCH_SUITES leaves out `mixed`: a busy hour, as an open loop (no autocannon). 10 signed-in
 * users of each role read their dashboards' first pages, revalidating with the last ETag they got
 * (If-None-Match, 3 times in 4 when they hold one; a 304 counts as success); about 10% of requests write
 * (to-dos, scripts, meeting requests, projects, notifications read, contact messages) and 10% are live chat
 * (visitors open chats and post with their token, managers list, read and reply). Requests are sent at a fixed
 * rate on 128 keep-alive connections, whether or not earlier ones have answered, and latency runs from each
 * one's scheduled time (no coordinated omission); every request template is checked once first. At 250 and
 * 500 req/s (BENCH_SECONDS each, after a warm-up), beside GET /api/health alone at the same rates, it prints
 * p50/p95/p99 per class (reads, revalidations, writes, chat, health) and the errors (non-2xx/304, timeouts
 * after 5 s, connection errors); then steps up by 250 req/s (at most 5 s a step, to 3,000 req/s or about
 * two minutes) to the highest rate whose p99 over all app requests stays under 100 ms with no error.
 * Target: p99 at most 50 ms at 500 req/s, 0 errors. The generator shares the two cores with the app and
 * PostgreSQL: it prints how late it sent, its own CPU, and how busy the whole machine was.
 *
 * When BENCH_SUITES names `scale` (issue 39, ADR 085), e.g. `BENCH_SUITES=scale,deals`: the measured reads
 * again, through PgBouncer in transaction mode (Debian's, started on a spare port) with Redis as the bus, on
 * one instance and on four behind the benches' balancer (scripts/balancer.ts), side by side.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import type { ChatSessionCreated } from "../src/domain/chat";
import { CAMPAIGN_TYPES } from "../src/domain/projects";
import { ROLES, type Role } from "../src/domain/roles";
import type { AppDeps } from "../src/server/context";
import { openDatabase, queryRows } from "../src/server/db/client";
import { deals } from "../src/server/db/schema";
import { loadEnv } from "../src/server/env";
import { type SeededUser, seedUser } from "../src/server/features/accounts/seed-user";
import { hashBrandToken, newBrandToken } from "../src/server/features/brand-links/tokens";
import { hashChatToken, newChatToken } from "../src/server/features/chat/tokens";
import { serverCommand } from "../src/server/launch";
import { createLogger } from "../src/server/lib/logger";
import { startOwnRedis, startPgBouncer } from "../src/server/testing/redis";
import { scratchDatabase, startBalancer } from "./lib";
import { seedBenchDeals } from "./seed-bench-deals";

/**
 * The answers served from the change counters' cache (ADR 025): the production lists (not a project's files),
 * the production counts, the triage, the notifications, the deals board and the public kit page. Only they
 * are held to the targets; every other read is served fresh and reported beside health, without a target
 * (issue 33).
 */
const CACHED_LISTS =
  /^GET (\/kit\/|\/api\/((editing-projects|design-projects|campaigns)[ ?]|me\/production-counts|admin\/triage|me\/notifications|deals\/board))/;

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
  /** asked with Accept-Encoding: gzip, as a browser asks for a page */
  gzip?: boolean;
  /** sent as `Authorization` (a chat visitor's `Bearer <token>`) */
  authorization?: string;
}
interface Suite {
  name: string;
  /** Seeds what the suite reads; returns the requests to measure. `signIn` gives a session cookie. */
  prepare(deps: SeedDeps, signIn: (email: string, password: string) => Promise<string>): Promise<Measured[]>;
}

/** `count` YouTube channels of `creatorId`'s, with a year of days each (the media kit's and the report's). */
async function seedChannelYears(deps: SeedDeps, creatorId: string, count: number, handle: string) {
  await deps.db.execute(sql`
    with made as (
      insert into channels (user_id, name, platform, url)
      select ${creatorId}, 'Channel ' || g, 'youtube', ${`https://www.youtube.com/@${handle}`}::text || g
      from generate_series(1, ${count}::int) g
      returning id)
    insert into channel_daily_stats (channel_id, date, views, watch_hours, net_subscribers)
    select made.id, current_date - d, 1000 + (d * 37) % 500, 40.5, (d % 7) - 2
    from made, generate_series(0, 364) d`);
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
      // 300 deliveries of domain events that failed for good (issue 33, ADR 076), among 3000 done events
      await deps.db.execute(sql`
        insert into events (type, payload, created_at)
        select 'deal.moved', '{"actor":null}'::jsonb, now() - make_interval(mins => g) from generate_series(1, 3000) g`);
      await deps.db.execute(sql`
        insert into event_deliveries (event_id, subscriber, state, attempts, last_error, failed_at)
        select id, 'deals.notices', 'dead', 8, 'connection reset', created_at from events where id % 10 = 0`);
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
        {
          name: "GET /api/admin/event-failures (first page)",
          url: "/api/admin/event-failures",
          cookie: managerCookie,
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
  // issue 19: one pipeline of 10,000 deals (200 creators, 100 brands, every stage, three currencies, three
  // deliverables a deal) read by every deals screen: the managers' list, board and brands, a creator's own
  // deals and home card, and the revenue summary
  {
    name: "deals",
    async prepare(deps, signIn) {
      const manager = await seedUser(deps, { role: "manager" });
      const creator = await seedUser(deps, { role: "creator" });
      const creatorIds = await seedBenchDeals(deps.db, 10_000);
      // one seeded creator's 50 deals become a real creator's, who signs in; every deal gets an owner
      await deps.db.execute(
        sql`update deals set creator_id = ${creator.id} where creator_id = ${creatorIds[0]}`,
      );
      await deps.db.execute(sql`update deals set owner_id = ${manager.id}`);
      await deps.db.execute(sql`
        insert into deal_views (owner_id, name, filters)
        select ${manager.id}, 'View ' || g, jsonb_build_object('view', 'list', 'stage', 'Lead')
        from generate_series(1, 50) g`);
      await deps.db.execute(sql`
        insert into deal_deliverables (deal_id, kind, platform, due_date, status)
        select d.id, (array['dedicated_video','integration','short'])[n], 'YouTube',
          current_date + (n * 7 - 10), (array['To do','In progress','Approved'])[n]
        from deals d cross join generate_series(1, 3) n`);
      await deps.db.execute(sql`vacuum analyze deals`);
      await deps.db.execute(sql`vacuum analyze deal_deliverables`);
      await deps.db.execute(sql`vacuum analyze brands`);
      const managerCookie = await signIn(manager.email, manager.password);
      const creatorCookie = await signIn(creator.email, creator.password);
      const asManager = (name: string, url: string) => ({ name, url, cookie: managerCookie, target: true });
      const asCreator = (name: string, url: string) => ({ name, url, cookie: creatorCookie, target: true });
      // issue 36, item 4: a brand's campaign report, signed out, of one of the creator's deals: its three
      // deliverables published, the creator's two YouTube channels with a year of days each
      const reportToken = newBrandToken();
      await seedChannelYears(deps, creator.id, 2, "report");
      await deps.db.execute(sql`
        with deal as (select id from deals where creator_id = ${creator.id} limit 1),
          published as (
            update deal_deliverables set status = 'Published', link = 'https://www.youtube.com/watch?v=bench',
              updated_at = now() - interval '90 days'
            where deal_id = (select id from deal) returning deal_id)
        insert into brand_links (kind, token_hash, deal_id, contact_name, contact_email, options, expires_at)
        select 'report', ${hashBrandToken(reportToken)}, id, 'Bench Brand', 'brand@bench.test',
          '{"money": true}'::jsonb, now() + interval '14 days'
        from deal where exists (select 1 from published)`);
      // issue 37: two signings a deal (20,000, three signers each: the brand signed, the creator to sign, the
      // agency waiting, or all signed), and thirty on one of the creator's deals
      await deps.db.execute(sql`
        insert into contracts (deal_id, title, source, document_key, document_sha256, status, reminder_days, expires_at)
        select d.id, 'Agreement ' || n, 'template', 'contracts/bench-' || d.id || '-' || n || '.pdf',
          repeat('0', 64), (array['in_progress', 'completed'])[n], 3, now() + interval '14 days'
        from deals d cross join generate_series(1, 2) n`);
      const [busyDeal] = await deps.db
        .select({ id: deals.id })
        .from(deals)
        .where(eq(deals.creatorId, creator.id))
        .orderBy(deals.id)
        .limit(1);
      await deps.db.execute(sql`
        insert into contracts (deal_id, title, source, document_key, document_sha256, status, reminder_days, expires_at)
        select ${busyDeal!.id}, 'Extra agreement ' || n, 'template', 'contracts/bench-extra-' || n || '.pdf',
          repeat('0', 64), 'cancelled', 3, now() + interval '14 days'
        from generate_series(1, 28) n`);
      await deps.db.execute(sql`
        insert into contract_signers (contract_id, position, role, name, email, user_id, status)
        select c.id, p, (array['brand', 'creator', 'agency'])[p], 'Signer ' || p, 'signer' || p || '@bench.test',
          case p when 2 then d.creator_id when 3 then d.owner_id end,
          case when c.status = 'completed' or p = 1 then 'signed' when p = 2 then 'pending' else 'waiting' end
        from contracts c join deals d on d.id = c.deal_id cross join generate_series(1, 3) p`);
      // issue 38: an issued invoice of every invoiced or paid deal (a third of the open ones half paid, ages
      // of up to 120 days), and a settlement of every paid deal (the statements' lines), 20% to its manager
      await deps.db.execute(sql`
        insert into invoices (deal_id, status, year, seq, number, currency, lines, subtotal_minor, tax_minor,
          total_minor, paid_minor, issue_date, due_date, issued_at)
        select id, case when stage = 'Paid' then 'Paid' when n % 3 = 0 then 'Partially paid' else 'Issued' end,
          2026, n, '2026-' || lpad(n::text, 5, '0'), currency,
          jsonb_build_array(jsonb_build_object('description', 'Fee', 'quantity', 1, 'unitMinor', value_minor,
            'amountMinor', value_minor)),
          value_minor, 0, value_minor,
          case when stage = 'Paid' then value_minor when n % 3 = 0 then value_minor / 2 else 0 end,
          current_date - (n % 120)::int, current_date - (n % 120)::int + 30, now()
        from (select d.*, row_number() over (order by d.id) as n from deals d
          where d.stage in ('Invoiced', 'Paid')) booked`);
      await deps.db.execute(sql`
        insert into deal_settlements (deal_id, deal_title, brand_name, creator_id, manager_id, currency,
          gross_minor, commission_bps, commission_minor, creator_minor, manager_share_bps, manager_minor, agency_minor)
        select d.id, d.title, b.name, d.creator_id, d.owner_id, d.currency, d.value_minor, d.commission_bps,
          d.commission_minor, d.payout_minor, 2000, d.commission_minor / 5, d.commission_minor - d.commission_minor / 5
        from deals d join brands b on b.id = d.brand_id where d.stage = 'Paid'`);
      await deps.db.execute(sql`vacuum analyze invoices`);
      await deps.db.execute(sql`vacuum analyze deal_settlements`);
      await deps.db.execute(sql`vacuum analyze contracts`);
      await deps.db.execute(sql`vacuum analyze contract_signers`);
      return [
        {
          name: "GET /api/report/{token} (3 deliverables, 2 channels of a year of days)",
          url: `/api/report/${reportToken}`,
          target: true,
        },
        asManager("GET /api/deals (first page, 10,000 deals)", "/api/deals"),
        asManager(
          "GET /api/deals?stage=Contracted&sort=value_desc",
          "/api/deals?stage=Contracted&sort=value_desc",
        ),
        asManager("GET /api/deals/board", "/api/deals/board"),
        // issue 35: the board narrowed as a saved view narrows it, and the manager's fifty saved views
        asManager(
          "GET /api/deals/board?creatorId=…&search=… (filtered)",
          `/api/deals/board?creatorId=${encodeURIComponent(creatorIds[1]!)}&search=deal`,
        ),
        asManager("GET /api/deal-views (50 saved views)", "/api/deal-views?pageSize=50"),
        asManager("GET /api/brands (first page)", "/api/brands"),
        asManager("GET /api/revenue (10,000 deals)", "/api/revenue"),
        // issue 38: the money loop's lists and figures, over an invoice of every invoiced or paid deal
        asManager("GET /api/invoices (first page)", "/api/invoices"),
        asManager("GET /api/invoices?status=overdue", "/api/invoices?status=overdue"),
        asManager("GET /api/revenue/ledger", "/api/revenue/ledger"),
        asCreator("GET /api/statements (a creator's own)", "/api/statements"),
        asCreator("GET /api/deals (a creator's own)", "/api/deals"),
        asCreator(
          "GET /api/creator/deals (a creator's own, first page of 10)",
          "/api/creator/deals?page=1&pageSize=10",
        ),
        asCreator("GET /api/creator/deals/summary", "/api/creator/deals/summary"),
        asManager("GET /api/deals/{id}/contracts (first page of 30)", `/api/deals/${busyDeal!.id}/contracts`),
        asCreator("GET /api/me/contracts-to-sign (50 waiting, first page)", "/api/me/contracts-to-sign"),
      ];
    },
  },
  // issue 20: the roster. 1,000 creators on 5 managers' rosters (200 each), with open work (script
  // requests, projects, meetings), contact (project messages) and 56 days of figures each; the first page of
  // one manager's own and of every creator
  {
    name: "roster",
    async prepare(deps, signIn) {
      const managers = [];
      for (let i = 0; i < 5; i++) managers.push(await seedUser(deps, { role: "manager" }));
      const managerIds = managers.map((m) => m.id);
      await deps.db.execute(sql`
        insert into "user" (id, name, email, role)
        select 'roster-' || g, 'Roster Creator ' || lpad(g::text, 4, '0'), 'roster' || g || '@example.test', 'creator'
        from generate_series(1, 1000) g`);
      await deps.db.execute(sql`
        insert into talent_assignments (creator_id, manager_id, assigned_at)
        select 'roster-' || g, (array[${sql.join(
          managerIds.map((id) => sql`${id}`),
          sql`, `,
        )}])[1 + g % 5], now() from generate_series(1, 1000) g`);
      await deps.db.execute(sql`
        insert into script_assignments (title, creator_id, status)
        select 'Script ' || g, 'roster-' || (1 + g % 1000), (array['Pending','In Progress','Completed'])[1 + g % 3]
        from generate_series(1, 3000) g`);
      await deps.db.execute(sql`
        insert into projects (kind, creator_id, title, status)
        select (array['editing','design','promotion'])[1 + g % 3], 'roster-' || (1 + g % 1000), 'Project ' || g,
          (array['Pending','In Progress','Completed'])[1 + g % 3]
        from generate_series(1, 3000) g`);
      await deps.db.execute(sql`
        insert into project_messages (project_id, user_id, content)
        select p.id, p.creator_id, 'Hello' from projects p`);
      // the last contacts, as recordContact keeps them on write (ADR 058)
      await deps.db.execute(sql`
        insert into creator_contacts (creator_id, last_contact_at)
        select p.creator_id, max(m.created_at) from project_messages m join projects p on p.id = m.project_id
        group by p.creator_id`);
      await deps.db.execute(sql`
        insert into appointments (creator_id, topic, status, scheduled_datetime)
        select 'roster-' || (1 + g % 1000), 'Topic ' || g, (array['Pending','Scheduled','Completed'])[1 + g % 3],
          now() - make_interval(days => g % 30)
        from generate_series(1, 2000) g`);
      await deps.db.execute(sql`
        with made as (
          insert into channels (user_id, name, platform, url)
          select 'roster-' || g, 'Main', 'youtube', 'https://www.youtube.com/@roster' || g
          from generate_series(1, 1000) g
          returning id)
        insert into channel_daily_stats (channel_id, date, views, watch_hours, net_subscribers)
        select made.id, current_date - d, 100 + d, 2.5, 1
        from made, generate_series(0, 55) d`);
      const analyzed = ["user", "talent_assignments", "script_assignments", "projects", "project_messages"];
      analyzed.push("creator_contacts");
      for (const table of [...analyzed, "appointments", "creator_daily_stats"])
        await deps.db.execute(sql.raw(`vacuum analyze "${table}"`));
      const cookie = await signIn(managers[0]!.email, managers[0]!.password);
      return [
        {
          name: "GET /api/admin/roster (a manager's own, first page)",
          url: "/api/admin/roster",
          cookie,
          target: true,
        },
        {
          name: "GET /api/admin/roster?scope=all (1,000 creators, first page)",
          url: "/api/admin/roster?scope=all",
          cookie,
          target: true,
        },
      ];
    },
  },
  // issue 21: the chat inbox's tabs and counts. 2,000 open chats of 4 messages each (and 2,000 closed), a
  // third each unassigned and assigned to one of 5 managers; one manager's Mine, Unassigned, All and counts
  {
    name: "chat inbox",
    async prepare(deps, signIn) {
      const managers = [];
      for (let i = 0; i < 5; i++) managers.push(await seedUser(deps, { role: "manager" }));
      const managerIds = sql.join(
        managers.map((m) => sql`${m.id}`),
        sql`, `,
      );
      await deps.db.execute(sql`
        insert into chat_sessions (id, login_code, last_message_at, status, assignee_id, assigned_at,
          page, country, awaiting_since, snoozed_until, email)
        select 'guest_1700000000001_' || lpad(g::text, 9, '0'), '1234', now() - make_interval(secs => g),
          case when g % 2 = 0 then 'open' else 'closed' end,
          case when g % 3 = 0 then null else (array[${managerIds}])[1 + g % 5] end,
          case when g % 3 = 0 then null else now() end,
          (array['/', '/services', '/services/brand-deals', '/pricing'])[1 + g % 4],
          (array['US', 'PT', 'BR', 'IN', null])[1 + g % 5],
          case when g % 2 = 0 then now() - make_interval(secs => g) end,
          case when g % 10 = 0 then now() + interval '1 day' end,
          case when g % 7 = 0 then 'visitor' || (g % 50) || '@example.com' end
        from generate_series(1, 4000) g`);
      await deps.db.execute(sql`
        insert into chat_messages (session_id, content, is_admin, kind, created_at)
        select s.id, 'message ' || m, m % 2 = 0, case when m = 3 then 'event' else 'message' end,
          s.last_message_at - make_interval(secs => 4 - m)
        from chat_sessions s, generate_series(1, 4) m where s.id like 'guest_1700000000001_%'`);
      for (const table of ["chat_sessions", "chat_messages"])
        await deps.db.execute(sql.raw(`vacuum analyze "${table}"`));
      const cookie = await signIn(managers[0]!.email, managers[0]!.password);
      const asManager = (name: string, url: string) => ({ name, url, cookie, target: true });
      return [
        asManager("GET /api/chat/sessions?tab=mine (first page)", "/api/chat/sessions?tab=mine"),
        asManager("GET /api/chat/sessions?tab=unassigned (first page)", "/api/chat/sessions?tab=unassigned"),
        asManager("GET /api/chat/sessions?tab=all (first page)", "/api/chat/sessions?tab=all"),
        asManager("GET /api/chat/sessions/counts", "/api/chat/sessions/counts"),
        // issue 35: the filters combined, the snoozed list, the filters' choices, a visitor's earlier chats
        asManager(
          "GET /api/chat/sessions?from=/services&country=PT&waiting=5m (first page)",
          "/api/chat/sessions?from=/services&country=PT&waiting=5m",
        ),
        asManager("GET /api/chat/sessions?state=snoozed (first page)", "/api/chat/sessions?state=snoozed"),
        asManager("GET /api/chat/sessions/facets", "/api/chat/sessions/facets"),
        asManager(
          "GET /api/chat/sessions/{id}/visitor/earlier (first page)",
          "/api/chat/sessions/guest_1700000000001_000000070/visitor/earlier",
        ),
      ];
    },
  },
  {
    // issue 19: a published media kit with four channels of a year of days each, read by brands signed out
    name: "media kit",
    async prepare(deps) {
      const creator = await seedUser(deps, { role: "creator" });
      await seedChannelYears(deps, creator.id, 4, "kit");
      await deps.db.execute(sql`
        insert into media_kits (creator_id, slug, published, display_name, bio, portfolio_links, show_rates, rates)
        values (${creator.id}, 'bench-kit', true, 'Bench Creator', 'Videos about benches.',
          ${JSON.stringify([{ title: "A tour", url: "https://videos.example/tour" }])}::jsonb, true,
          ${JSON.stringify([{ label: "Dedicated video", amountMinor: 250000, currency: "USD" }])}::jsonb)`);
      return [
        {
          name: "GET /api/kits/{slug} (4 channels, a year of days each)",
          url: "/api/kits/bench-kit",
          target: true,
        },
        // the page itself, rendered by the server (when the web app is built)
        ...(existsSync("build/client/index.html")
          ? [{ name: "GET /kit/{slug} (the page, gzipped)", url: "/kit/bench-kit", target: true, gzip: true }]
          : []),
      ];
    },
  },
  // issue 20: a manager's free slots for the next 4 weeks, with 200 meetings of theirs in them (and 2,000
  // of other managers'), computed from their saved availability
  {
    name: "availability",
    async prepare(deps, signIn) {
      const creator = await seedUser(deps, { role: "creator" });
      const manager = await seedUser(deps, { role: "manager" });
      const other = await seedUser(deps, { role: "manager" });
      await deps.db.execute(sql`
        insert into manager_availability (manager_id, time_zone, weekly, overrides, lengths, buffer_minutes,
          min_notice_minutes)
        select ${manager.id}, 'Europe/London', jsonb_agg(r), '[{"date":"2030-01-01","ranges":[]}]', '[30,60]', 15, 60
        from (select jsonb_build_object('weekday', d, 'start', s, 'end', e) r
          from generate_series(1, 5) d, (values ('09:00', '12:30'), ('13:30', '18:00')) h(s, e)) w`);
      await deps.db.execute(sql`
        insert into appointments (creator_id, manager_id, topic, status, scheduled_datetime)
        select ${creator.id}, case when g <= 200 then ${manager.id} else ${other.id} end, 'Topic ' || g,
          case when g % 5 = 0 then 'Pending' else 'Scheduled' end,
          date_trunc('hour', now()) + make_interval(hours => 1 + (g % 200) * 3)
        from generate_series(1, 2200) g`);
      const from = new Date();
      const to = new Date(from.getTime() + 28 * 86_400_000);
      const query = `from=${from.toISOString()}&to=${to.toISOString()}&length=30`;
      return [
        {
          name: "GET /api/managers/{id}/slots (4 weeks, 200 meetings)",
          url: `/api/managers/${manager.id}/slots?${query}`,
          cookie: await signIn(creator.email, creator.password),
          target: true,
        },
      ];
    },
  },
  // issue 21: a returning visitor's earlier chats (ADR 059): one browser with 300 chats of 4 messages,
  // among 2,000 other visitors' chats, read with the newest chat's token
  {
    name: "chat visitors",
    async prepare(deps) {
      const key = "00000000-0000-4000-8000-000000000021";
      await deps.db.execute(sql`
        insert into chat_sessions (id, login_code, last_message_at, created_at, visitor_key, status)
        select 'guest_1700000000021_' || lpad(g::text, 9, '0'), '1234',
          now() - make_interval(mins => g), now() - make_interval(mins => g),
          case when g <= 300 then ${key}::uuid else gen_random_uuid() end,
          case when g % 3 = 0 then 'closed' else 'open' end
        from generate_series(0, 2300) g`);
      await deps.db.execute(sql`
        insert into chat_messages (session_id, content, is_admin, created_at)
        select s.id, 'message ' || m, m % 2 = 0, s.last_message_at - make_interval(secs => 4 - m)
        from chat_sessions s, generate_series(1, 4) m where s.id like 'guest_1700000000021_%'`);
      const token = newChatToken();
      const current = "guest_1700000000021_000000000";
      await deps.db.execute(
        sql`insert into chat_session_tokens (token_hash, session_id) values (${hashChatToken(token)}, ${current})`,
      );
      return [
        {
          name: "GET /api/chat/sessions/{id}/earlier (first page of 300)",
          url: `/api/chat/sessions/${current}/earlier`,
          authorization: `Bearer ${token}`,
          target: true,
        },
        {
          name: "GET /api/chat/sessions/{id}/earlier (page 30 of 300)",
          url: `/api/chat/sessions/${current}/earlier?page=30&pageSize=10`,
          authorization: `Bearer ${token}`,
          target: true,
        },
      ];
    },
  },
  // issue 21: the managers' saved replies, 500 of them: the first page, a search (the composer's `/` list,
  // 8 at a time), and a revalidation
  {
    name: "saved replies",
    async prepare(deps, signIn) {
      const manager = await seedUser(deps, { role: "manager" });
      await deps.db.execute(sql`
        insert into saved_replies (title, content, created_by, updated_by)
        select 'Reply ' || lpad(g::text, 4, '0'),
          'Hi {{visitor.name|there}}, thanks for asking about topic ' || g || '. Here is what we can do.',
          ${manager.id}, ${manager.id}
        from generate_series(1, 500) g`);
      const cookie = await signIn(manager.email, manager.password);
      return [
        {
          name: "GET /api/chat/saved-replies (first page)",
          url: "/api/chat/saved-replies",
          cookie,
          target: true,
        },
        {
          name: "GET /api/chat/saved-replies?search=topic 42&pageSize=8 (the composer's list)",
          url: "/api/chat/saved-replies?search=topic%2042&pageSize=8",
          cookie,
          target: true,
        },
        {
          name: "GET /api/chat/saved-replies (first page, If-None-Match: 304)",
          url: "/api/chat/saved-replies",
          cookie,
          target: true,
          revalidate: true,
        },
      ];
    },
  },
  // issue 22: an editing project with 300 files (inputs and versions, a few open comments): its first page,
  // its versions, a later page, and a revalidation
  {
    name: "files",
    async prepare(deps, signIn) {
      const creator = await seedUser(deps, { role: "creator" });
      const editor = await seedUser(deps, { role: "editor" });
      const [{ id: projectId } = { id: "" }] = await queryRows<{ id: string }>(
        deps.db,
        sql`insert into projects (kind, creator_id, assignee_id, title, status, submitted_file_url)
          values ('editing', ${creator.id}, ${editor.id}, 'A vlog with its footage', 'In Progress', 'https://x.example/a')
          returning id`,
      );
      await deps.db.execute(sql`
        insert into project_files (project_id, uploader_id, role, version, note, name, size, mime, storage_key,
          preview_status, created_at)
        select ${projectId}, case when g % 3 = 0 then ${editor.id} else ${creator.id} end,
          case when g % 3 = 0 then 'version' else 'input' end,
          case when g % 3 = 0 then g / 3 end, 'Take ' || g, 'clip-' || g || '.mp4', 1000000 + g, 'video/mp4',
          md5(g::text), 'ready', now() - make_interval(secs => 300 - g)
        from generate_series(1, 300) g`);
      await deps.db.execute(sql`
        insert into file_comments (file_id, project_id, author_id, body, at_ms)
        select f.id, f.project_id, ${creator.id}, 'Tighten this cut', 1000
        from project_files f where f.project_id = ${projectId} and f.role = 'version'`);
      const cookie = await signIn(creator.email, creator.password);
      const base = `/api/editing-projects/${projectId}/files`;
      return [
        { name: "GET /api/editing-projects/{id}/files (first page of 300)", url: base, cookie, target: true },
        {
          name: "GET /api/editing-projects/{id}/files?role=version (the versions)",
          url: `${base}?role=version`,
          cookie,
          target: true,
        },
        {
          name: "GET /api/editing-projects/{id}/files?search=clip-1&sort=name (a name search, by name)",
          url: `${base}?role=input&search=clip-1&sort=name`,
          cookie,
          target: true,
        },
        {
          name: "GET /api/editing-projects/{id}/files (page 10)",
          url: `${base}?page=10&pageSize=20`,
          cookie,
          target: true,
        },
        {
          name: "GET /api/editing-projects/{id}/files (first page, If-None-Match: 304)",
          url: base,
          cookie,
          target: true,
          revalidate: true,
        },
      ];
    },
  },
  // issue 22: the review comments of a version, 300 of them (moments of a video, a third resolved): the editor's
  // first page, a later page, and the creator's revalidation
  {
    name: "file comments",
    async prepare(deps, signIn) {
      const creator = await seedUser(deps, { role: "creator" });
      const editor = await seedUser(deps, { role: "editor" });
      const [file] = await queryRows<{ id: string }>(
        deps.db,
        sql`with project as (
            insert into projects (kind, creator_id, assignee_id, title, status)
            values ('editing', ${creator.id}, ${editor.id}, 'A reviewed cut', 'In Progress') returning id)
          insert into project_files (project_id, uploader_id, role, version, name, size, mime, storage_key,
            preview_status, width, height, duration_ms)
          select id, ${editor.id}, 'version', 1, 'cut-1.mp4', 1000000, 'video/mp4', 'bench/cut-1', 'none',
            1920, 1080, 600000
          from project returning id`,
      );
      await deps.db.execute(sql`
        insert into file_comments (file_id, project_id, author_id, body, at_ms, resolved_at, resolved_by,
          created_at)
        select f.id, f.project_id, case when g % 2 = 0 then ${creator.id} else ${editor.id} end,
          'Comment ' || g || ': tighten the cut here, and the music is a touch loud.', g * 1000,
          case when g % 3 = 0 then now() end, case when g % 3 = 0 then ${editor.id} end,
          now() - make_interval(secs => 300 - g)
        from project_files f, generate_series(1, 300) g where f.id = ${file!.id}`);
      const editorCookie = await signIn(editor.email, editor.password);
      const creatorCookie = await signIn(creator.email, creator.password);
      const url = `/api/files/${file!.id}/comments`;
      return [
        {
          name: "GET /api/files/{id}/comments (editor, first page)",
          url,
          cookie: editorCookie,
          target: true,
        },
        {
          name: "GET /api/files/{id}/comments?page=10 (editor)",
          url: `${url}?page=10`,
          cookie: editorCookie,
          target: true,
        },
        {
          name: "GET /api/files/{id}/comments (creator, If-None-Match: 304)",
          url,
          cookie: creatorCookie,
          target: true,
          revalidate: true,
        },
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

function load(
  url: string,
  cookie: string | undefined,
  seconds: number,
  etag?: string | null,
  gzip = false,
  authorization?: string,
) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: {
      ...(cookie && { cookie }),
      ...(authorization && { authorization }),
      ...(etag && { "if-none-match": etag }),
      ...(gzip && { "accept-encoding": "gzip" }),
    },
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
  // a shared table's counter (to-dos had a counter per user until migration 0033; they have none now)
  "insert into contact_messages (name, email, subject, message, ip_address) values ('Bench', 'bench@example.com', 'Bench', 'Bench', $1)",
  "insert into notifications (user_id, kind, subject_type, subject_id, title, link) values ($1, 'bench', 'bench', 'x', 'Bench', '/')",
  "insert into appointments (creator_id, topic) values ($1, 'Bench')",
];
/** The change counters' triggers on those tables: per user (migration 0013) and per table (ADR 025). */
const COUNTER_TRIGGERS = [
  ["contact_messages", "contact_messages_data_version"],
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
    // with, without, without, with (each half the time): neither side gets the warmer cache, the emptier
    // tables or the quieter background (autovacuum after the seeding) to itself
    for (const counted of [true, false, false, true]) {
      await triggers(counted);
      for (const writers of [1, 20]) {
        await writeLoad(writers, 1, userIds); // warm-up
        const key = `${writers} ${counted}`;
        figures[key] = (figures[key] ?? 0) + (await writeLoad(writers, seconds / 2, userIds)) / 2;
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

/* ---- mixed: a busy hour, open loop ---- */

const MIXED_RATES = [250, 500];
const MIXED_STEP = 250;
/** the search stops here, or when the suite has run this long, whichever comes first */
const MIXED_MAX_RATE = 3000;
const MIXED_BUDGET_MS = 110_000;
const MIXED_P99_LIMIT_MS = 100;
const MIXED_TARGET = { rate: 500, p99: 50 };
const MIXED_CONNECTIONS = 128;
const MIXED_TIMEOUT_MS = 5000;
const MIXED_USERS_PER_ROLE = 10;
/** a browser holding an ETag revalidates with it; the rest of the reads are fresh loads (a new tab, a device) */
const MIXED_REVALIDATE_SHARE = 0.75;
const MIXED_GUESTS = 20;
const MIXED_GUEST_POOL = 300;

/** The first pages each role's dashboard reads; everyone also has the creator area (src/domain/policy.ts). */
const EVERYONE_READS = [
  "/api/me/profile",
  "/api/me/notifications",
  "/api/me/todos?pageSize=100",
  "/api/appointments",
  "/api/me/production-counts",
  "/api/me/performance/overview",
  "/api/me/scripts",
];
const ROLE_READS: Record<Role, string[]> = {
  creator: [
    "/api/me/script-requests",
    "/api/me/channels",
    "/api/editing-projects",
    "/api/design-projects",
    "/api/campaigns",
  ],
  manager: [
    "/api/admin/triage",
    "/api/admin/users",
    "/api/admin/audit-log",
    "/api/admin/appointments",
    "/api/admin/contact-messages",
    "/api/admin/script-requests",
    "/api/admin/performance/creators",
    "/api/admin/deletion-requests",
    "/api/admin/event-failures",
  ],
  editor: ["/api/editing-projects"],
  designer: ["/api/design-projects"],
  promoter: ["/api/campaigns"],
};

type ShotKind = "reads" | "revalidations" | "writes" | "chat" | "health";
const APP_KINDS = ["reads", "revalidations", "writes", "chat"] as const;
const KIND_LABEL: Record<ShotKind, string> = {
  reads: "reads (200)",
  revalidations: "revalidations (304)",
  writes: "writes",
  chat: "chat",
  health: "GET /api/health alone",
};

/** One request. A revalidation answered 200 (the page changed) is counted as a read. */
interface Shot {
  kind: ShotKind;
  method: "GET" | "POST";
  path: string;
  headers: http.OutgoingHttpHeaders;
  body?: string;
  /** what the request is, in the list of the slowest (the template's name, or a read's URL) */
  label?: string;
  wantBody?: boolean;
  answered?: (status: number, headers: http.IncomingHttpHeaders, body: string) => void;
}
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  failure?: "timeout" | "connection";
}
interface MixedUser {
  role: Role;
  reads: string[];
  getHeaders: http.OutgoingHttpHeaders;
  postHeaders: http.OutgoingHttpHeaders;
  /** the last ETag of each first page, as the browser keeps it */
  etags: Map<string, string>;
  notificationIds: string[];
}
interface MixedGuest {
  sessionId: string;
  postHeaders: http.OutgoingHttpHeaders;
}
interface MixedSetup {
  users: MixedUser[];
  guests: MixedGuest[];
}

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]::text[]`);

/** 10 users of each role with their first pages' rows, contact messages and open chats; all signed in. */
async function prepareMixed(
  deps: SeedDeps,
  signIn: (email: string, password: string) => Promise<string>,
): Promise<MixedSetup> {
  const seeded: SeededUser[] = [];
  for (const role of ROLES)
    for (let i = 0; i < MIXED_USERS_PER_ROLE; i++) seeded.push(await seedUser(deps, { role }));
  const ids = (role?: Role) => textArray(seeded.filter((u) => !role || u.role === role).map((u) => u.id));
  const all = ids();
  const creators = ids("creator");
  const n = MIXED_USERS_PER_ROLE;
  await deps.db.execute(sql`
    insert into todos (user_id, task, priority)
    select u, 'Task ' || g, (array['High','Medium','Low'])[1 + g % 3] from unnest(${all}) u, generate_series(1, 20) g`);
  await deps.db.execute(sql`
    insert into scripts (user_id, title, content, status, created_at, updated_at)
    select u, 'Script ' || g, repeat('A line of the script. ', 50),
      (array['Draft','Requested','Completed','In Review','Approved'])[1 + g % 5],
      now() - make_interval(mins => g), now() - make_interval(mins => g)
    from unnest(${all}) u, generate_series(1, 50) g`);
  await deps.db.execute(sql`
    insert into notifications (user_id, kind, subject_type, subject_id, title, link, created_at)
    select u, 'meeting', 'appointment', 'x' || g, 'Your meeting is scheduled: Topic ' || g,
      '/creator-dashboard/talent-management', now() - make_interval(secs => g)
    from unnest(${all}) u, generate_series(1, 50) g`);
  await deps.db.execute(sql`
    insert into appointments (creator_id, topic, status, created_at)
    select u, 'Topic ' || g, (array['Pending','Scheduled','Completed','Cancelled'])[1 + g % 4],
      now() - make_interval(mins => g)
    from unnest(${all}) u, generate_series(1, 5) g`);
  await deps.db.execute(sql`
    insert into script_assignments (title, details, creator_id, status, created_at)
    select 'Request ' || g, 'Details of request ' || g, u,
      (array['Pending','In Progress','Needs Revision','Completed','Rejected'])[1 + g % 5], now() - make_interval(mins => g)
    from unnest(${creators}) u, generate_series(1, 10) g`);
  // 30 projects of each creator, ten of each kind; two in three taken by a staff member of the kind
  await deps.db.execute(sql`
    insert into projects (kind, creator_id, assignee_id, title, description, status, submitted_file_url, created_at)
    select k.kind, (${creators})[1 + g % ${n}], a.assignee, k.kind || ' request ' || g, 'A request of the bench.',
      case when a.assignee is null then 'Pending' when k.kind = 'promotion' then 'Active' else 'In Progress' end,
      'https://files.example/' || g, now() - make_interval(mins => g)
    from generate_series(1, ${30 * n}) g
    cross join lateral (select (array['editing', 'design', 'promotion'])[1 + g % 3] as kind) k
    cross join lateral (select case when (g / 3) % 3 = 0 then null else (case k.kind
      when 'editing' then ${ids("editor")} when 'design' then ${ids("designer")} else ${ids("promoter")}
      end)[1 + (g / 3) % ${n}] end as assignee) a`);
  await deps.db.execute(sql`
    with made as (
      insert into channels (user_id, name, platform, url)
      select u, 'Main', 'youtube', 'https://www.youtube.com/@bench' from unnest(${creators}) u
      returning id)
    insert into channel_daily_stats (channel_id, date, views, watch_hours, net_subscribers)
    select made.id, current_date - d, 1000 + (d * 37) % 500, 40.5, (d % 7) - 2
    from made, generate_series(0, 364) d`);
  await deps.db.execute(sql`
    insert into contact_messages (name, email, subject, message, created_at)
    select 'Visitor ' || g, 'visitor' || g || '@example.test', 'Subject ' || g, 'A message to the agency.',
      now() - make_interval(mins => g)
    from generate_series(1, 300) g`);
  await deps.db.execute(sql`
    insert into chat_sessions (id, login_code, last_message_at)
    select 'guest_1700000000001_' || lpad(g::text, 9, '0'), '1234', now() - make_interval(secs => g)
    from generate_series(1, 100) g`);
  await deps.db.execute(sql`
    insert into chat_messages (session_id, content, is_admin, created_at)
    select s.id, 'message ' || m, m % 2 = 0, s.last_message_at - make_interval(secs => 4 - m)
    from chat_sessions s, generate_series(1, 4) m where s.id like 'guest_1700000000001_%'`);
  await deps.db.execute(sql`
    insert into audit_log (action, actor_email, target_email, from_role, to_role)
    select 'role_changed', 'boss@example.test', 'user' || g || '@example.test', 'creator', 'editor'
    from generate_series(1, 200) g`);
  await deps.db.execute(sql`analyze`);
  const notifications = await queryRows<{ id: string; user_id: string }>(
    deps.db,
    sql`select id, user_id from notifications where user_id = any(${all})`,
  );
  // signing in hashes a password (scrypt): four at a time
  const users: MixedUser[] = [];
  for (let i = 0; i < seeded.length; i += 4)
    users.push(
      ...(await Promise.all(
        seeded.slice(i, i + 4).map(async (u) => {
          const cookie = await signIn(u.email, u.password);
          return {
            role: u.role,
            reads: [...EVERYONE_READS, ...ROLE_READS[u.role]],
            getHeaders: { cookie },
            postHeaders: { cookie, origin: base, "content-type": "application/json" },
            etags: new Map<string, string>(),
            notificationIds: notifications.filter((row) => row.user_id === u.id).map((row) => row.id),
          };
        }),
      )),
    );
  return { users, guests: [] };
}

/** A seeded generator (mulberry32): the same mix of requests in every run. */
function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mixedAgent = new http.Agent({ keepAlive: true, maxSockets: MIXED_CONNECTIONS });

/** Sends one request on the pool; `done` is called once, with the answer or the failure. */
function dispatch(shot: Shot, done: (answer: Answer) => void): http.ClientRequest {
  let finished = false;
  const finish = (answer: Answer) => {
    if (finished) return;
    finished = true;
    done(answer);
  };
  const failed = (failure: Answer["failure"]) => finish({ status: 0, headers: {}, body: "", failure });
  const req = http.request(
    {
      agent: mixedAgent,
      host: "127.0.0.1",
      port: APP_PORT,
      method: shot.method,
      path: shot.path,
      headers: shot.headers,
    },
    (res) => {
      const status = res.statusCode ?? 0;
      let body = "";
      if (shot.wantBody) {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
      } else res.resume();
      res.on("end", () => finish({ status, headers: res.headers, body }));
      res.on("error", () => failed("connection"));
    },
  );
  req.on("error", () => failed("connection"));
  req.end(shot.body);
  return req;
}

/** One request outside the load (the checks): its answer, or a failure after the timeout. */
function ask(shot: Shot): Promise<Answer> {
  return new Promise((resolve) => {
    const req = dispatch({ ...shot, wantBody: true }, (answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
    const timer = setTimeout(() => {
      resolve({ status: 0, headers: {}, body: "", failure: "timeout" });
      req.destroy();
    }, MIXED_TIMEOUT_MS);
  });
}

const isOk = (status: number) => (status >= 200 && status < 300) || status === 304;

function jsonPost(path: string, headers: http.OutgoingHttpHeaders, value: unknown, kind: ShotKind): Shot {
  const body = JSON.stringify(value);
  return {
    kind,
    method: "POST",
    path,
    headers: { ...headers, "content-length": Buffer.byteLength(body) },
    body,
  };
}

interface Template {
  name: string;
  /** share of all requests, in percent */
  weight: number;
  make(): Shot;
}

/** The traffic: 80% first-page reads, 10% writes over the features, 10% live chat (guests and managers). */
function mixedTemplates(setup: MixedSetup, random: () => number): Template[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const { users, guests } = setup;
  const managers = users.filter((u) => u.role === "manager");
  const creators = users.filter((u) => u.role === "creator");
  const withNotifications = users.filter((u) => u.notificationIds.length > 0);
  let serial = 0;
  let visitor = 0;
  // each visitor its own address (TRUST_PROXY), from the documentation ranges: per-IP limits stay per visitor
  const visitorHeaders = (): http.OutgoingHttpHeaders => {
    visitor++;
    const net = visitor % 2 ? "198.51.100" : "203.0.113";
    return {
      origin: base,
      "content-type": "application/json",
      "x-forwarded-for": `${net}.${1 + ((visitor >> 1) % 254)}`,
    };
  };
  const projects = [
    {
      path: "/api/editing-projects",
      body: () => ({ title: `Edit ${serial}`, submittedFileUrl: "https://files.example/raw" }),
    },
    {
      path: "/api/design-projects",
      body: () => ({ title: `Design ${serial}`, description: "A thumbnail, please." }),
    },
    {
      path: "/api/campaigns",
      body: () => ({ campaignType: CAMPAIGN_TYPES[serial % CAMPAIGN_TYPES.length] }),
    },
  ];
  return [
    {
      name: "a first page (reads and revalidations)",
      weight: 80,
      make() {
        const user = pick(users);
        const url = pick(user.reads);
        const etag = user.etags.get(url);
        const revalidate = etag !== undefined && random() < MIXED_REVALIDATE_SHARE;
        return {
          kind: revalidate ? "revalidations" : "reads",
          method: "GET",
          path: url,
          label: `GET ${url}`,
          headers: revalidate ? { ...user.getHeaders, "if-none-match": etag } : user.getHeaders,
          answered(status, headers) {
            if (status === 200 && typeof headers.etag === "string") user.etags.set(url, headers.etag);
          },
        };
      },
    },
    {
      name: "POST /api/me/todos",
      weight: 2.5,
      make: () =>
        jsonPost("/api/me/todos", pick(users).postHeaders, { task: `Bench task ${++serial}` }, "writes"),
    },
    {
      name: "POST /api/me/scripts",
      weight: 1.5,
      make: () =>
        jsonPost("/api/me/scripts", pick(users).postHeaders, { title: `Bench ${++serial}` }, "writes"),
    },
    {
      name: "POST /api/appointments (a meeting request)",
      weight: 1,
      make: () =>
        jsonPost("/api/appointments", pick(creators).postHeaders, { topic: `Bench ${++serial}` }, "writes"),
    },
    {
      name: "POST a project (editing, design or campaign, by a creator)",
      weight: 1.5,
      make() {
        const project = projects[++serial % projects.length]!;
        return jsonPost(project.path, pick(creators).postHeaders, project.body(), "writes");
      },
    },
    {
      name: "POST /api/me/notifications/{id}/read",
      weight: 2,
      make() {
        const user = pick(withNotifications);
        return {
          kind: "writes",
          method: "POST",
          path: `/api/me/notifications/${pick(user.notificationIds)}/read`,
          headers: { ...user.postHeaders, "content-length": 0 },
        };
      },
    },
    {
      name: "POST /api/contact (a visitor)",
      weight: 1.5,
      make: () =>
        jsonPost(
          "/api/contact",
          visitorHeaders(),
          { name: "Visitor", email: "visitor@example.test", subject: "Hello", message: `Bench ${++serial}` },
          "writes",
        ),
    },
    {
      name: "POST /api/chat/sessions (a visitor opens the chat)",
      weight: 1,
      make() {
        const visitor = visitorHeaders();
        // as the widget opens it: the page it was opened on
        const opened = jsonPost("/api/chat/sessions", visitor, { page: "/services" }, "chat");
        return {
          ...opened,
          wantBody: true,
          answered(status, _headers, body) {
            if (status !== 201) return;
            const created = JSON.parse(body) as ChatSessionCreated;
            const guest = {
              sessionId: created.sessionId,
              postHeaders: { ...visitor, authorization: `Bearer ${created.token}` },
            };
            if (guests.length < MIXED_GUEST_POOL) guests.push(guest);
            else guests[Math.floor(random() * guests.length)] = guest;
          },
        };
      },
    },
    {
      name: "POST /api/chat/sessions/{id}/messages (a visitor)",
      weight: 5,
      make() {
        const guest = pick(guests);
        return jsonPost(
          `/api/chat/sessions/${guest.sessionId}/messages`,
          guest.postHeaders,
          { content: `Hello ${++serial}` },
          "chat",
        );
      },
    },
    {
      name: "GET /api/chat/sessions (a manager)",
      weight: 2,
      make: () => ({
        kind: "chat",
        method: "GET",
        path: "/api/chat/sessions",
        headers: pick(managers).getHeaders,
      }),
    },
    {
      name: "GET /api/chat/sessions/{id}/messages (a manager)",
      weight: 0.5,
      make: () => ({
        kind: "chat",
        method: "GET",
        path: `/api/chat/sessions/${pick(guests).sessionId}/messages`,
        headers: pick(managers).getHeaders,
      }),
    },
    {
      name: "POST /api/chat/sessions/{id}/messages (a manager's reply)",
      weight: 0.5,
      make: () =>
        jsonPost(
          `/api/chat/sessions/${pick(guests).sessionId}/messages`,
          pick(managers).postHeaders,
          { content: `Reply ${++serial}` },
          "chat",
        ),
    },
  ];
}

/** Every first page of every role once (and again with its ETag: 304), then every other template once. */
async function verifyMixed(setup: MixedSetup, templates: Template[]) {
  const fail = (what: string, answer: Answer) => {
    throw new Error(
      `mixed: ${what} answered ${answer.failure ?? answer.status} ${answer.body.slice(0, 200)}`.trim(),
    );
  };
  for (const role of ROLES) {
    const user = setup.users.find((u) => u.role === role)!;
    for (const url of user.reads) {
      const first = await ask({ kind: "reads", method: "GET", path: url, headers: user.getHeaders });
      if (first.status !== 200) fail(`GET ${url} (${role})`, first);
      const etag = first.headers.etag;
      if (typeof etag !== "string") continue;
      const again = await ask({
        kind: "revalidations",
        method: "GET",
        path: url,
        headers: { ...user.getHeaders, "if-none-match": etag },
      });
      if (again.status !== 304) fail(`GET ${url} (${role}, If-None-Match)`, again);
    }
  }
  // the guests the chat starts with; then each write and chat template once
  const others = templates.slice(1);
  const opens = others.find((t) => t.name.startsWith("POST /api/chat/sessions ("))!;
  for (let i = 0; i < MIXED_GUESTS; i++) {
    const shot = opens.make();
    const answer = await ask(shot);
    if (!isOk(answer.status)) fail(opens.name, answer);
    shot.answered?.(answer.status, answer.headers, answer.body);
  }
  for (const template of others) {
    const shot = template.make();
    const answer = await ask(shot);
    if (!isOk(answer.status)) fail(template.name, answer);
    shot.answered?.(answer.status, answer.headers, answer.body);
  }
}

interface Figures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
/** Percentiles by nearest rank over every latency (sorted: exact, no buckets). */
function figuresOf(latencies: number[]): Figures {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p: number) =>
    sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

interface Tally {
  latencies: Record<ShotKind, number[]>;
  /** answers neither 2xx nor 304, by class; and their statuses */
  bad: Record<ShotKind, number>;
  statuses: Map<number, number>;
  timeouts: Record<ShotKind, number>;
  connection: Record<ShotKind, number>;
  /** how late the generator sent, at worst (ms after the scheduled time) */
  lateMax: number;
  /** the generator's CPU over the phase, as a share of one core */
  cpu: number;
  /** the whole machine's CPU busy over the phase (every process, ours and others'), as a share of all cores */
  machine: number | null;
  /** latencies by label */
  byLabel: Map<string, number[]>;
  seconds: number;
}
/** The machine's CPU time so far, busy and in all (Linux's /proc/stat, in ticks); null elsewhere. */
function machineCpu(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync("/proc/stat", "utf8")
      .split("\n", 1)[0]!
      .trim()
      .split(/\s+/)
      .slice(1, 9)
      .map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - fields[3]! - fields[4]!, total }; // less idle and iowait
  } catch {
    return null;
  }
}
const percent = (share: number | null) => (share === null ? "?" : `${Math.round(share * 100)}%`);
const perKind = () => ({ reads: 0, revalidations: 0, writes: 0, chat: 0, health: 0 });
const errorsOf = (t: Tally, kinds: readonly ShotKind[]) =>
  kinds.reduce((sum, k) => sum + t.bad[k] + t.timeouts[k] + t.connection[k], 0);

/**
 * Open loop: request i is sent at start + i / rate whatever the earlier ones do, and its latency runs from
 * that scheduled time (no coordinated omission: a slow answer, or a wait for one of the pool's connections,
 * counts against every request behind it). A request unanswered MIXED_TIMEOUT_MS after its time is a timeout.
 * Resolves once every request has been answered or has timed out.
 */
function openLoop(rate: number, seconds: number, next: () => Shot): Promise<Tally> {
  const tally: Tally = {
    latencies: { reads: [], revalidations: [], writes: [], chat: [], health: [] },
    bad: perKind(),
    statuses: new Map(),
    timeouts: perKind(),
    connection: perKind(),
    lateMax: 0,
    cpu: 0,
    machine: null,
    byLabel: new Map(),
    seconds,
  };
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const inFlight = new Set<{ at: number; kind: ShotKind; req: http.ClientRequest; over: () => void }>();
  const cpuBefore = process.cpuUsage();
  const machineBefore = machineCpu();
  const start = performance.now() + 5;
  let sent = 0;
  return new Promise((resolve) => {
    let over = false;
    const end = () => {
      if (over || sent < total || inFlight.size) return;
      over = true;
      clearInterval(sweeper);
      const cpu = process.cpuUsage(cpuBefore);
      tally.cpu = (cpu.user + cpu.system) / 1000 / (performance.now() - start);
      const machineAfter = machineCpu();
      if (machineBefore && machineAfter)
        tally.machine =
          (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total || 1);
      resolve(tally);
    };
    const fire = (at: number, now: number) => {
      tally.lateMax = Math.max(tally.lateMax, now - at);
      const shot = next();
      const flight = {
        at,
        kind: shot.kind,
        req: undefined as unknown as http.ClientRequest,
        over: () => {
          inFlight.delete(flight);
          tally.timeouts[shot.kind]++;
          end();
        },
      };
      inFlight.add(flight);
      flight.req = dispatch(shot, (answer) => {
        if (!inFlight.delete(flight)) return; // timed out already
        if (answer.failure) tally.connection[shot.kind]++;
        else if (isOk(answer.status)) {
          const kind = shot.kind === "revalidations" && answer.status === 200 ? "reads" : shot.kind;
          const latency = performance.now() - at;
          tally.latencies[kind].push(latency);
          const label = shot.label ?? kind;
          const byLabel = tally.byLabel.get(label);
          if (byLabel) byLabel.push(latency);
          else tally.byLabel.set(label, [latency]);
          shot.answered?.(answer.status, answer.headers, answer.body);
        } else {
          tally.bad[shot.kind]++;
          tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
        }
        end();
      });
    };
    const sweeper = setInterval(() => {
      const now = performance.now();
      for (const flight of inFlight)
        if (now - flight.at > MIXED_TIMEOUT_MS) {
          flight.req.destroy();
          flight.over();
        }
    }, 100);
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) fire(start + sent++ * interval, now);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else end();
    };
    setTimeout(tick, 5);
  });
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

/** The mixed suite: the busy hour at 250 and 500 req/s beside health alone, then the highest rate under 100 ms. */
async function mixedBench(setup: MixedSetup) {
  const began = performance.now();
  const random = seededRandom(2024);
  const templates = mixedTemplates(setup, random);
  await verifyMixed(setup, templates);
  const cumulative: number[] = [];
  let sum = 0;
  for (const t of templates) {
    sum += t.weight;
    cumulative.push(sum);
  }
  const next = () => {
    const r = random() * sum;
    let i = 0;
    while (cumulative[i]! <= r) i++;
    const template = templates[i]!;
    const shot = template.make();
    shot.label ??= template.name;
    return shot;
  };
  const health: Shot = { kind: "health", method: "GET", path: "/api/health", headers: {} };
  const pause = () => new Promise((r) => setTimeout(r, 500));

  console.log("\nmixed: warming up…");
  await openLoop(MIXED_RATES[0]!, 2, next); // connections, prepared statements, JIT, the browsers' ETags
  await openLoop(MIXED_RATES[0]!, 1, () => health);
  const runs: { rate: number; app: Tally; health: Tally }[] = [];
  for (const rate of MIXED_RATES) {
    await pause();
    const app = await openLoop(rate, SECONDS, next);
    await pause();
    runs.push({ rate, app, health: await openLoop(rate, SECONDS, () => health) });
    console.log(`  mixed at ${rate} req/s done`);
  }

  const appLatencies = (t: Tally) => APP_KINDS.flatMap((k) => t.latencies[k]);
  const users = setup.users.length;
  console.log(
    `\nmixed: a busy hour, open loop: ${users} signed-in users (${MIXED_USERS_PER_ROLE} of each role) and visitors; ` +
      `80% first pages (with If-None-Match ${Math.round(MIXED_REVALIDATE_SHARE * 100)}% of the time an ETag is held), ` +
      `10% writes, 10% live chat; ${SECONDS} s per rate, ${MIXED_CONNECTIONS} connections, ` +
      `latency from each request's scheduled time\n`,
  );
  console.log(
    "| req/s | class | answered | p50 ms | p95 ms | p99 ms | max ms | non-2xx/304 | timeouts | connection errors |",
  );
  console.log("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  const row = (rate: number, label: string, t: Tally, latencies: number[], kinds: readonly ShotKind[]) => {
    const f = figuresOf(latencies);
    const count = (field: "bad" | "timeouts" | "connection") => kinds.reduce((s, k) => s + t[field][k], 0);
    console.log(
      `| ${rate} | ${label} | ${f.count} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${ms(f.max)} | ` +
        `${count("bad")} | ${count("timeouts")} | ${count("connection")} |`,
    );
  };
  for (const { rate, app, health: h } of runs) {
    for (const kind of APP_KINDS) {
      // a revalidation's errors are the revalidations'; its 200s are reads
      row(rate, KIND_LABEL[kind], app, app.latencies[kind], [kind]);
    }
    row(rate, "**all app requests**", app, appLatencies(app), APP_KINDS);
    row(rate, KIND_LABEL.health, h, h.latencies.health, ["health"]);
  }
  for (const { rate, app, health: h } of runs) {
    const statuses = [...app.statuses, ...h.statuses].map(([s, c]) => `${c} × ${s}`).join(", ");
    console.log(
      `at ${rate} req/s: the generator at most ${ms(Math.max(app.lateMax, h.lateMax))} ms late, using ` +
        `${percent(app.cpu)} of a core (mixed), ${percent(h.cpu)} (health); the machine's 2 cores ` +
        `${percent(app.machine)} busy (mixed), ${percent(h.machine)} (health)` +
        (statuses ? `; error statuses: ${statuses}` : ""),
    );
  }

  // the highest rate whose p99 over all app requests stays under 100 ms, with no error
  const stepSeconds = Math.min(SECONDS, 5);
  const steps: { rate: number; t: Tally }[] = runs.map((r) => ({ rate: r.rate, t: r.app }));
  const passes = (t: Tally) =>
    figuresOf(appLatencies(t)).p99 < MIXED_P99_LIMIT_MS && errorsOf(t, APP_KINDS) === 0;
  let capped = "";
  if (steps.every((s) => passes(s.t)))
    for (let rate = MIXED_RATES.at(-1)! + MIXED_STEP; ; rate += MIXED_STEP) {
      if (rate > MIXED_MAX_RATE) {
        capped = ` (stopped at the cap of ${MIXED_MAX_RATE} req/s)`;
        break;
      }
      if (performance.now() - began + stepSeconds * 1000 > MIXED_BUDGET_MS) {
        capped = ` (stopped at the suite's time budget, before ${rate} req/s)`;
        break;
      }
      await pause();
      const t = await openLoop(rate, stepSeconds, next);
      steps.push({ rate, t });
      console.log(`  mixed at ${rate} req/s done`);
      if (!passes(t)) break;
    }
  console.log(
    `\nmixed: the highest rate whose p99 (all app requests) stays under ${MIXED_P99_LIMIT_MS} ms with no error, ` +
      `by steps of ${MIXED_STEP} req/s (${stepSeconds} s each above ${MIXED_RATES.at(-1)})\n`,
  );
  console.log(
    "| req/s | answered/s | p50 ms | p99 ms | max ms | errors | generator late ms | generator CPU | machine busy |",
  );
  console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const { rate, t } of steps) {
    const f = figuresOf(appLatencies(t));
    console.log(
      `| ${rate} | ${Math.round(f.count / t.seconds)} | ${ms(f.p50)} | ${ms(f.p99)} | ${ms(f.max)} | ` +
        `${errorsOf(t, APP_KINDS)} | ${ms(t.lateMax)} | ${percent(t.cpu)} | ${percent(t.machine)} |`,
    );
  }
  const failed = steps.findIndex((s) => !passes(s.t));
  const best = failed === -1 ? steps.at(-1) : steps[failed - 1];
  console.log(
    best
      ? `highest: ${best.rate} req/s${capped}`
      : `highest: none (already ${MIXED_RATES[0]} req/s is over ${MIXED_P99_LIMIT_MS} ms or has errors)`,
  );
  const atTarget = runs.find((r) => r.rate === MIXED_TARGET.rate)!.app;
  const slowest = [...atTarget.byLabel]
    .map(([label, latencies]) => ({ label, f: figuresOf(latencies) }))
    .sort((a, b) => b.f.p99 - a.f.p99)
    .slice(0, 6);
  console.log(
    `slowest at ${MIXED_TARGET.rate} req/s, by p99: ` +
      slowest
        .map(({ label, f }) => `${label} ${ms(f.p99)} ms (p50 ${ms(f.p50)}, ${f.count} answered)`)
        .join("; "),
  );
  const p99 = figuresOf(appLatencies(atTarget)).p99;
  const errors = errorsOf(atTarget, APP_KINDS);
  const met = p99 <= MIXED_TARGET.p99 && errors === 0;
  console.log(
    `p99 at most ${MIXED_TARGET.p99} ms at ${MIXED_TARGET.rate} requests/s, 0 errors: ${met ? "met" : "MISSED"} ` +
      `(p99 ${ms(p99)} ms, ${errors} errors)`,
  );
}

/**
 * Issue 39: `items` through PgBouncer (transaction mode, statements unnamed) with Redis as the bus, on one
 * instance and then on four behind one port; req/s, p50 and p99 of each, side by side.
 */
async function scaleBench(items: Measured[], appEnv: Record<string, string>) {
  const bouncer = await startPgBouncer(databaseUrl, 20);
  const redis = await startOwnRedis();
  const server = serverCommand("serve");
  const figures = new Map<string, string[]>();
  try {
    for (const count of [1, 4]) {
      const ports = Array.from({ length: count }, (_, i) => APP_PORT + 10 + i);
      const instances = ports.map((port) =>
        spawn(server.command, server.args, {
          stdio: ["ignore", "ignore", "inherit"],
          env: {
            ...process.env,
            ...server.env,
            ...appEnv,
            PORT: String(port),
            PUBLIC_URL: `http://127.0.0.1:${APP_PORT + 9}`,
            DATABASE_URL: bouncer.url,
            DATABASE_DIRECT_URL: databaseUrl,
            DATABASE_PREPARED_STATEMENTS: "false",
            REDIS_URL: redis.url,
          },
        }),
      );
      await Promise.all(ports.map((port) => waitFor(`http://127.0.0.1:${port}/api/health`)));
      const balancer = await startBalancer(APP_PORT + 9, ports);
      try {
        for (const item of items) {
          const url = `${balancer.base}${item.url}`;
          await load(url, item.cookie, 2, null, item.gzip, item.authorization);
          const result = await load(url, item.cookie, SECONDS, null, item.gzip, item.authorization);
          const errors = result.errors + result.non2xx;
          const cell = `${Math.round(result.requests.average)} req/s, ${result.latency.p50} / ${result.latency.p99} ms${errors ? `, ${errors} errors` : ""}`;
          figures.set(item.name, [...(figures.get(item.name) ?? []), cell]);
          console.log(`  ${count} behind PgBouncer: ${item.name}: ${cell}`);
        }
      } finally {
        await balancer.stop();
        await Promise.all(
          instances.map(
            (child) =>
              new Promise((resolve) => {
                child.once("exit", resolve);
                child.kill("SIGTERM");
              }),
          ),
        );
      }
    }
  } finally {
    await bouncer.stop();
    await redis.stop();
  }
  console.log(`
through PgBouncer (transaction mode) with Redis, ${CONNECTIONS} connections, ${SECONDS} s each`);
  console.log("| endpoint | one instance: req/s, p50 / p99 | four instances behind one port |");
  console.log("| --- | --- | --- |");
  for (const [name, [one, four]] of figures) console.log(`| ${name} | ${one} | ${four} |`);
}

let stopping = false;
const children: ChildProcess[] = [];
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-bench-"));

try {
  scratch = await scratchDatabase(serverUrl.toString(), dbName);
  const database = openDatabase({ url: databaseUrl, poolSize: 4 });
  await database.migrate();
  const env = loadEnv({
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    LOG_LEVEL: "silent",
  });
  const deps: SeedDeps = { db: database.db, env, logger: createLogger("silent"), kickOutbox: () => {} };

  const server = serverCommand("serve");
  children.push(
    start(server.command, server.args, {
      ...server.env,
      PORT: String(APP_PORT),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET,
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "1000",
      // mixed: each visitor its own X-Forwarded-For, and no visitor limited (the whole hour comes from here)
      TRUST_PROXY: "true",
      CONTACT_RATE_LIMIT: "1000000",
      CHAT_SESSION_RATE_LIMIT: "1000000",
      // issue 36: one report link is loaded from here, far past a brand's reads a minute
      BRAND_LINK_READ_LIMIT: "100000000",
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
  if (!only || only.includes("mixed")) console.log("seeding mixed…");
  const mixed = !only || only.includes("mixed") ? await prepareMixed(deps, signIn) : null;
  await database.close();

  const rows: { name: string; rps: number; p50: number; p99: number; errors: number; target?: boolean }[] =
    [];
  for (const item of measured) {
    const url = item.url.startsWith("http") ? item.url : `${base}${item.url}`;
    const check = await fetch(url, {
      headers: {
        ...(item.cookie && { cookie: item.cookie }),
        ...(item.authorization && { authorization: item.authorization }),
      },
    });
    if (!check.ok) throw new Error(`${item.name} answered ${check.status}`);
    const etag = item.revalidate ? check.headers.get("etag") : null;
    if (item.revalidate && !etag) throw new Error(`${item.name} has no ETag`);
    await load(url, item.cookie, 2, etag, item.gzip, item.authorization); // warm-up: connections, statements, JIT
    const result = await load(url, item.cookie, SECONDS, etag, item.gzip, item.authorization);
    const notModified = etag ? (result.statusCodeStats?.["304"]?.count ?? 0) : 0;
    rows.push({
      name: item.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      // a revalidation answered 200 (or anything but 304) counts as an error
      errors: result.errors + result.non2xx - notModified,
      target: item.target && CACHED_LISTS.test(item.name),
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
  if (only?.includes("scale"))
    await scaleBench(
      measured.filter((item) => !item.url.startsWith("http") && !item.revalidate),
      {
        DATA_DIR: dataDir,
        AUTH_SECRET,
        LOG_LEVEL: "warn",
        TRUST_PROXY: "true",
        BRAND_LINK_READ_LIMIT: "100000000",
      },
    );
  if (stallCookies.length) await importStall(stallCookies);
  if (!only || only.includes("writes")) await writesBench();
  if (mixed) await mixedBench(mixed);
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
  mixedAgent.destroy();
  // BENCH_KEEP_DATABASE=1 keeps the seeded database, to look at query plans afterwards
  if (process.env.BENCH_KEEP_DATABASE) console.log(`kept ${databaseUrl}`);
  else await scratch?.drop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
