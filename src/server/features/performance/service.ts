import { and, eq, type SQL, sql } from "drizzle-orm";
import { addDays, todayUtc } from "~/domain/clock";
import { offsetOf, type Page, type PageQuery } from "~/domain/paging";
import {
  type Bucket,
  type Channel,
  type ChannelInput,
  type Chart,
  type ChartQuery,
  type CreatorDetail,
  type CreatorListQuery,
  type CreatorPerformance,
  CSV_MAX_BYTES,
  CSV_TOO_LARGE,
  IMPORTS_BUSY,
  type ImportPreview,
  type ImportResult,
  MIN_COVERAGE,
  type Overview,
  type Totals,
} from "~/domain/performance";
import { ROLES } from "~/domain/roles";
import type { CpuTask, ParseStatsOutcome } from "../../cpu-tasks";
import { type Db, queryRows } from "../../db/client";
import { channelDailyStats, channels, creatorDailyStats, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { cpuPool } from "../../lib/cpu-pool";
import { payloadTooLarge } from "../../lib/error-response";
import { containsPattern } from "../../lib/sql-text";
import { describeProblem, type ParsedStats } from "./csv-import";

/* Channels, imports, charts and the managers' overview (issue 12). Every read is scoped to an owner. */

type ChannelRow = typeof channels.$inferSelect;
const NO_SUCH_CHANNEL = "No such channel.";

const channelStats = sql<{ days: number; firstDate: string | null; lastDate: string | null }>`(
  select json_build_object('days', count(*), 'firstDate', min(s.date)::text, 'lastDate', max(s.date)::text)
  from ${channelDailyStats} s where s.channel_id = ${channels.id})`;

function toChannel(
  row: Omit<ChannelRow, "userId">,
  stats: { days: number; firstDate: string | null; lastDate: string | null },
) {
  return {
    id: row.id,
    name: row.name,
    platform: row.platform,
    url: row.url,
    days: Number(stats.days),
    firstDate: stats.firstDate,
    lastDate: stats.lastDate,
    createdAt: row.createdAt.toISOString(),
  } satisfies Channel;
}

async function channelsOf(db: Db, userId: string, query?: PageQuery) {
  let select = db
    .select({
      channel: {
        id: channels.id,
        name: channels.name,
        platform: channels.platform,
        url: channels.url,
        createdAt: channels.createdAt,
      },
      stats: channelStats,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(channels)
    .where(eq(channels.userId, userId))
    .orderBy(channels.createdAt, channels.id)
    .$dynamic();
  if (query) select = select.limit(query.pageSize).offset(offsetOf(query));
  return select;
}

/** A user's channels, oldest first, with the range of days stored for each. */
export async function listChannels(db: Db, userId: string, query: PageQuery): Promise<Page<Channel>> {
  const rows = await channelsOf(db, userId, query);
  const total =
    rows[0]?.total ?? (query.page > 1 ? await db.$count(channels, eq(channels.userId, userId)) : 0);
  return {
    items: rows.map((row) => toChannel(row.channel, row.stats)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function createChannel(db: Db, userId: string, input: ChannelInput): Promise<Channel> {
  const [row] = await db
    .insert(channels)
    .values({ userId, ...input })
    .returning();
  return toChannel(row!, { days: 0, firstDate: null, lastDate: null });
}

/** One's own channel, or 404 (another user's channel is no different from none). */
async function ownChannel(db: Db, userId: string, id: string, lock = false): Promise<ChannelRow> {
  const select = db
    .select()
    .from(channels)
    .where(and(eq(channels.id, id), eq(channels.userId, userId)));
  const [row] = await (lock ? select.for("update") : select);
  if (!row) throw AppError.notFound(NO_SUCH_CHANNEL);
  return row;
}

export async function updateChannel(
  db: Db,
  userId: string,
  id: string,
  input: ChannelInput,
): Promise<Channel> {
  const [row] = await db
    .update(channels)
    .set(input)
    .where(and(eq(channels.id, id), eq(channels.userId, userId)))
    .returning();
  if (!row) throw AppError.notFound(NO_SUCH_CHANNEL);
  const [stats] = await db.select({ stats: channelStats }).from(channels).where(eq(channels.id, id));
  return toChannel(row, stats!.stats);
}

/** Deletes a channel and its statistics. */
export async function deleteChannel(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(channels)
    .where(and(eq(channels.id, id), eq(channels.userId, userId)))
    .returning({ id: channels.id });
  if (!deleted.length) throw AppError.notFound(NO_SUCH_CHANNEL);
}

/** How many uploads of one user this instance reads at a time; one more is answered 429. */
export const IMPORTS_PER_USER = 2;
const importsRunning = new Map<string, number>();

/** Runs `work` as one of the user's imports, or refuses it when IMPORTS_PER_USER are still running. */
async function asOneOfUsersImports<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const running = importsRunning.get(userId) ?? 0;
  if (running >= IMPORTS_PER_USER) throw new AppError(429, "imports_busy", IMPORTS_BUSY);
  importsRunning.set(userId, running + 1);
  try {
    return await work();
  } finally {
    const left = (importsRunning.get(userId) ?? 1) - 1;
    if (left > 0) importsRunning.set(userId, left);
    else importsRunning.delete(userId);
  }
}

/**
 * Reads an uploaded file: at most 10 MB, then parsed in the CPU pool (a 10 MB file takes a core for a second
 * or more, which would stall every other request on the event loop); every problem becomes one 400 naming
 * the lines.
 */
async function readUpload(file: Blob): Promise<ParsedStats> {
  if (file.size > CSV_MAX_BYTES) throw payloadTooLarge(CSV_TOO_LARGE);
  const data = new Uint8Array(await file.arrayBuffer());
  const task: CpuTask = { name: "parseStatsCsv", data };
  const outcome: ParseStatsOutcome = await cpuPool().run(task, { transferList: [data.buffer] });
  if (outcome.ok) return outcome.parsed;
  const fields = { file: describeProblem(outcome.problems[0]!) };
  throw new AppError(400, "invalid_csv", outcome.problems.map(describeProblem).join("\n"), fields);
}

const PREVIEW_ROWS = 10;

/** What an import of the file would store: nothing is written. */
export async function previewImport(
  db: Db,
  userId: string,
  channelId: string,
  file: Blob,
): Promise<ImportPreview> {
  await ownChannel(db, userId, channelId);
  const parsed = await asOneOfUsersImports(userId, () => readUpload(file));
  return {
    format: parsed.format,
    columns: parsed.columns,
    rows: parsed.rows.slice(0, PREVIEW_ROWS),
    totalRows: parsed.rows.length,
    firstDate: parsed.rows[0]!.date,
    lastDate: parsed.rows.at(-1)!.date,
    skippedTotal: parsed.skippedTotal,
  };
}

const BATCH = 5000;

/**
 * Stores every day of the file, or none: one transaction, the channel row locked so two imports of one
 * channel take turns. A day already stored is replaced by the file's figures (an idempotent upsert on
 * (channel, date)), so a creator can export and import every month with overlapping dates.
 */
export async function importStats(
  db: Db,
  userId: string,
  channelId: string,
  file: Blob,
): Promise<ImportResult> {
  await ownChannel(db, userId, channelId);
  const parsed = await asOneOfUsersImports(userId, () => readUpload(file));
  const rows = parsed.rows;
  const replaced = await db.transaction(async (tx) => {
    await ownChannel(tx, userId, channelId, true);
    let replaced = 0;
    for (let start = 0; start < rows.length; start += BATCH) {
      // the batch as one JSON parameter, unpacked by the database: building a statement of thousands of
      // parameters, and reading a row back for each, took the event loop for seconds on a 10 MB file
      const batch = JSON.stringify(rows.slice(start, start + BATCH));
      const [result] = await queryRows<{ replaced: number }>(
        tx,
        sql`
          with upserted as (
            insert into channel_daily_stats as s (channel_id, date, views, watch_hours, subscribers_gained,
              subscribers_lost, net_subscribers, impressions, ctr)
            select ${channelId}::uuid, r."date", r."views", r."watchHours", r."subscribersGained",
              r."subscribersLost", r."netSubscribers", r."impressions", r."ctr"
            from jsonb_to_recordset(${batch}::jsonb) as r("date" date, "views" bigint,
              "watchHours" double precision, "subscribersGained" integer, "subscribersLost" integer,
              "netSubscribers" integer, "impressions" bigint, "ctr" double precision)
            on conflict (channel_id, date) do update set
              views = excluded.views, watch_hours = excluded.watch_hours,
              subscribers_gained = excluded.subscribers_gained, subscribers_lost = excluded.subscribers_lost,
              net_subscribers = excluded.net_subscribers, impressions = excluded.impressions,
              ctr = excluded.ctr, imported_at = now()
            -- xmax is 0 for a freshly inserted row, the replaced version's transaction id for an updated one
            returning s.xmax <> 0 as updated
          )
          select (count(*) filter (where updated))::int as replaced from upserted`,
      );
      replaced += result!.replaced;
    }
    return replaced;
  });
  return { imported: rows.length, replaced, firstDate: rows[0]!.date, lastDate: rows.at(-1)!.date };
}

const PERIOD_DAYS = { "28": 28, "90": 90, "365": 365 } as const;

interface ChartRow {
  bucket: string;
  current: boolean;
  views: number;
  watch_hours: number;
  net: number;
  days: number;
}

/**
 * Views, watch time and net subscribers of a user's channels (or one of them) over the period, by day, week
 * or month, with the totals of the period and of the one of the same length before it. One aggregated
 * query over both periods.
 */
export async function chartFor(
  db: Db,
  userId: string,
  query: ChartQuery,
  today: string = todayUtc(),
): Promise<Chart> {
  if (query.channelId) await ownChannel(db, userId, query.channelId);
  const days = query.period === "all" ? null : PERIOD_DAYS[query.period];
  const from = days === null ? null : addDays(today, -(days - 1));
  const previousFrom = days === null ? null : addDays(today, -(2 * days - 1));
  const bucket = sql.raw(`'${bucketOf(query.bucket)}'`);
  const range = [sql`d.date <= ${today}::date`];
  if (previousFrom) range.push(sql`d.date >= ${previousFrom}::date`);
  // a day a row: one channel's own rows, or the creator's days across their channels (the rollup)
  const source = query.channelId
    ? sql`(select s.date, coalesce(s.views, 0) as views, coalesce(s.watch_hours, 0) as watch_hours,
             coalesce(s.net_subscribers, 0) as net
           from ${channelDailyStats} s where s.channel_id = ${query.channelId}) d`
    : sql`(select r.date, r.views, r.watch_hours, r.net_subscribers as net
           from ${creatorDailyStats} r where r.user_id = ${userId} and r.days > 0) d`;
  const rows = await queryRows<ChartRow>(
    db,
    sql`select date_trunc(${bucket}, d.date::timestamp)::date::text as bucket,
          ${from ? sql`d.date >= ${from}::date` : sql`true`} as current,
          sum(d.views)::float8 as views, sum(d.watch_hours)::float8 as watch_hours, sum(d.net)::float8 as net,
          count(*)::int as days
        from ${source}
        where ${sql.join(range, sql` and `)}
        group by 1, 2
        order by 1`,
  );
  const totals: Totals = { views: 0, watchHours: 0, netSubscribers: 0, days: 0 };
  const previous: Totals = { views: 0, watchHours: 0, netSubscribers: 0, days: 0 };
  const points: Chart["points"] = [];
  for (const row of rows) {
    const figures = {
      views: Number(row.views),
      watchHours: Number(row.watch_hours),
      netSubscribers: Number(row.net),
    };
    const into = row.current ? totals : previous;
    into.views += figures.views;
    into.watchHours += figures.watchHours;
    into.netSubscribers += figures.netSubscribers;
    into.days += Number(row.days);
    if (!row.current) continue;
    // a week or month that began before the period: one point, at the period's first day
    const date = from && row.bucket < from ? from : row.bucket;
    const last = points.at(-1);
    if (last?.date === date) {
      last.views += figures.views;
      last.watchHours += figures.watchHours;
      last.netSubscribers += figures.netSubscribers;
    } else points.push({ date, ...figures });
  }
  return {
    period: query.period,
    bucket: query.bucket,
    from: from ?? points[0]?.date ?? null,
    to: today,
    points,
    totals,
    previous: days === null ? null : previous,
    hasData: rows.length > 0,
  };
}

const bucketOf = (bucket: Bucket) => ({ day: "day", week: "week", month: "month" })[bucket];

/** The home card: the last 28 days' views and net subscribers across one's channels, and the 28 before. */
export async function overviewFor(db: Db, userId: string, today: string = todayUtc()): Promise<Overview> {
  const from = addDays(today, -27);
  const previousFrom = addDays(today, -55);
  const [row] = await queryRows<{
    views: number;
    previous_views: number;
    net: number;
    previous_net: number;
    days: number;
    previous_days: number;
    has_data: boolean;
  }>(
    db,
    sql`select
          coalesce(sum(r.views) filter (where r.date >= ${from}::date), 0)::float8 as views,
          coalesce(sum(r.views) filter (where r.date < ${from}::date), 0)::float8 as previous_views,
          coalesce(sum(r.net_subscribers) filter (where r.date >= ${from}::date), 0)::float8 as net,
          coalesce(sum(r.net_subscribers) filter (where r.date < ${from}::date), 0)::float8 as previous_net,
          count(*) filter (where r.date >= ${from}::date)::int as days,
          count(*) filter (where r.date < ${from}::date)::int as previous_days,
          exists (select 1 from ${creatorDailyStats} x where x.user_id = ${userId} and x.days > 0) as has_data
        from ${creatorDailyStats} r
        where r.user_id = ${userId} and r.days > 0 and r.date between ${previousFrom}::date and ${today}::date`,
  );
  return {
    hasData: Boolean(row?.has_data),
    views: Number(row?.views ?? 0),
    previousViews: Number(row?.previous_views ?? 0),
    netSubscribers: Number(row?.net ?? 0),
    previousNetSubscribers: Number(row?.previous_net ?? 0),
    days: Number(row?.days ?? 0),
    previousDays: Number(row?.previous_days ?? 0),
  };
}

const STAFF_ROLES = ROLES.filter((role) => role !== "creator");
const isCreator = (alias: SQL) =>
  sql`${alias}.role not in (${sql.join(
    STAFF_ROLES.map((role) => sql`${role}`),
    sql`, `,
  )})`;

/** The change sorts put creators whose periods cannot be compared (domain `comparable`) with those without. */
const comparableSql = sql`least(days, previous_days) >= ${MIN_COVERAGE}::float8 * greatest(days, previous_days)
  and greatest(days, previous_days) > 0`;
const SORT_SQL: Record<CreatorListQuery["sort"], SQL> = {
  name: sql`lower(coalesce(nullif(u.name, ''), u.email))`,
  views: sql`views`,
  viewsChange: sql`case when ${comparableSql} then (views - previous_views) / nullif(abs(previous_views), 0) end`,
  netSubscribers: sql`net`,
  subscribersChange: sql`case when ${comparableSql} then (net - previous_net) / nullif(abs(previous_net), 0) end`,
};

/** Every creator with their last 28 days and the 28 before, sorted and paged by the server (managers). */
export async function listCreators(
  db: Db,
  query: CreatorListQuery,
  today: string = todayUtc(),
): Promise<Page<CreatorPerformance>> {
  const from = addDays(today, -27);
  const previousFrom = addDays(today, -55);
  const search = query.search ? containsPattern(query.search) : null;
  const direction = sql.raw(query.order === "asc" ? "asc" : "desc");
  const rows = await queryRows<{
    id: string;
    name: string;
    email: string;
    channels: number;
    views: number;
    previous_views: number;
    net: number;
    previous_net: number;
    days: number;
    previous_days: number;
    has_data: boolean;
    total: number;
  }>(
    db,
    sql`select * from (
          select u.id, u.name, u.email, coalesce(a.channels, 0)::int as channels,
            coalesce(a.views, 0)::float8 as views, coalesce(a.previous_views, 0)::float8 as previous_views,
            coalesce(a.net, 0)::float8 as net, coalesce(a.previous_net, 0)::float8 as previous_net,
            coalesce(a.days, 0)::int as days, coalesce(a.previous_days, 0)::int as previous_days,
            coalesce(a.has_data, false) as has_data,
            count(*) over () as total
          from ${user} u
          left join lateral (
            select count(*) as channels,
              sum(f.views) as views, sum(f.previous_views) as previous_views,
              sum(f.net) as net, sum(f.previous_net) as previous_net,
              sum(f.days) as days, sum(f.previous_days) as previous_days,
              bool_or(f.has_data) as has_data
            from ${channels} c
            cross join lateral (
              select
                sum(s.views) filter (where s.date >= ${from}::date) as views,
                sum(s.views) filter (where s.date < ${from}::date) as previous_views,
                sum(s.net_subscribers) filter (where s.date >= ${from}::date) as net,
                sum(s.net_subscribers) filter (where s.date < ${from}::date) as previous_net,
                count(*) filter (where s.date >= ${from}::date) as days,
                count(*) filter (where s.date < ${from}::date) as previous_days,
                exists (select 1 from ${channelDailyStats} x where x.channel_id = c.id) as has_data
              from ${channelDailyStats} s
              where s.channel_id = c.id and s.date between ${previousFrom}::date and ${today}::date
            ) f
            where c.user_id = u.id
          ) a on true
          where ${isCreator(sql`u`)}
            ${search ? sql`and (u.email ilike ${search} or u.name ilike ${search})` : sql``}
        ) u
        order by ${SORT_SQL[query.sort]} ${direction} nulls last, lower(coalesce(nullif(u.name, ''), u.email)), u.id
        limit ${query.pageSize} offset ${offsetOf(query)}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && query.page > 1) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${user} u where ${isCreator(sql`u`)}
          ${search ? sql`and (u.email ilike ${search} or u.name ilike ${search})` : sql``}`,
    );
    total = Number(count?.n ?? 0);
  }
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      channels: Number(row.channels),
      views: Number(row.views),
      previousViews: Number(row.previous_views),
      netSubscribers: Number(row.net),
      previousNetSubscribers: Number(row.previous_net),
      days: Number(row.days),
      previousDays: Number(row.previous_days),
      hasData: Boolean(row.has_data),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A creator (not a staff member) by id, or 404. */
async function creator(db: Db, userId: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.id, userId));
  if (!row || STAFF_ROLES.includes(row.role as (typeof STAFF_ROLES)[number]))
    throw AppError.notFound("No such creator.");
  return row;
}

/** A creator's name and channels, for the managers' view of their charts. */
export async function creatorDetail(db: Db, userId: string): Promise<CreatorDetail> {
  const found = await creator(db, userId);
  const rows = await channelsOf(db, userId);
  return {
    id: found.id,
    name: found.name,
    email: found.email,
    channels: rows.map((row) => toChannel(row.channel, row.stats)),
  };
}

/** A creator's chart, for managers. */
export async function creatorChart(
  db: Db,
  userId: string,
  query: ChartQuery,
  today: string = todayUtc(),
): Promise<Chart> {
  await creator(db, userId);
  return chartFor(db, userId, query, today);
}

/**
 * Each of a user's channels with its totals over the last 28 and 90 days (the days as the overview and the
 * charts count them: today and the days before it, UTC), oldest channel first. One aggregated query.
 */
export async function channelTotals(db: Db, userId: string, today: string = todayUtc()) {
  const from28 = addDays(today, -(PERIOD_DAYS["28"] - 1));
  const from90 = addDays(today, -(PERIOD_DAYS["90"] - 1));
  const rows = await queryRows<{
    id: string;
    name: string;
    platform: Channel["platform"];
    url: string;
    views28: number;
    watch28: number;
    net28: number;
    days28: number;
    views90: number;
    watch90: number;
    net90: number;
    days90: number;
  }>(
    db,
    sql`select c.id, c.name, c.platform, c.url,
          coalesce(sum(s.views) filter (where s.date >= ${from28}::date), 0)::float8 as views28,
          coalesce(sum(s.watch_hours) filter (where s.date >= ${from28}::date), 0)::float8 as watch28,
          coalesce(sum(s.net_subscribers) filter (where s.date >= ${from28}::date), 0)::float8 as net28,
          count(s.date) filter (where s.date >= ${from28}::date)::int as days28,
          coalesce(sum(s.views), 0)::float8 as views90,
          coalesce(sum(s.watch_hours), 0)::float8 as watch90,
          coalesce(sum(s.net_subscribers), 0)::float8 as net90,
          count(s.date)::int as days90
        from ${channels} c
        left join ${channelDailyStats} s
          on s.channel_id = c.id and s.date between ${from90}::date and ${today}::date
        where c.user_id = ${userId}
        group by c.id
        order by c.created_at, c.id`,
  );
  return rows.map((row) => ({
    name: row.name,
    platform: row.platform,
    url: row.url,
    last28: {
      views: Number(row.views28),
      watchHours: Number(row.watch28),
      netSubscribers: Number(row.net28),
      days: Number(row.days28),
    },
    last90: {
      views: Number(row.views90),
      watchHours: Number(row.watch90),
      netSubscribers: Number(row.net90),
      days: Number(row.days90),
    },
  }));
}
