import { asc, eq, type SQL, sql } from "drizzle-orm";
import { addDays, todayUtc } from "~/domain/clock";
import { offsetOf } from "~/domain/paging";
import { ROLES } from "~/domain/roles";
import type {
  MyTalentManager,
  RosterCreator,
  RosterPage,
  RosterQuery,
  TalentManager,
  TalentManagersQuery,
} from "~/domain/roster";
import { OPEN_SCRIPT_REQUEST_STATUSES } from "~/domain/script-requests";
import type { SessionUser } from "../../auth/session";
import { type Db, queryRows } from "../../db/client";
import {
  appointments,
  creatorContacts,
  creatorDailyStats,
  projects,
  scriptAssignments,
  talentAssignments,
  user,
} from "../../db/schema";
import { containsPattern } from "../../lib/sql-text";

const managerColumns = { id: user.id, name: user.name, email: user.email, image: user.image, bio: user.bio };

/** `%text%` for ilike, its wildcards taken literally; null without a search. */
const likeOf = (text: string | undefined) => (text ? containsPattern(text) : null);

/** The managers a creator can choose from, by name, perhaps searched; the total comes with the page. */
export async function listTalentManagers(db: Db, query: TalentManagersQuery) {
  const search = likeOf(query.search);
  const isManager = search
    ? sql`${user.role} = 'manager' and (${user.name} ilike ${search} or ${user.email} ilike ${search})`
    : eq(user.role, "manager");
  const total = sql<number>`(select count(*) from ${user} where ${isManager})`.mapWith(Number);
  const rows = await db
    .select({ ...managerColumns, total })
    .from(user)
    .where(isManager)
    .orderBy(asc(sql`lower(coalesce(nullif(${user.name}, ''), ${user.email}))`), asc(user.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const count =
    rows[0]?.total ??
    (query.page > 1 ? Number((await db.select({ total }).from(sql`(select 1) one`))[0]?.total ?? 0) : 0);
  return {
    items: rows.map(({ total: _total, ...manager }): TalentManager => manager),
    total: count,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function managerById(db: Db, id: string | null): Promise<TalentManager | null> {
  if (!id) return null;
  const [row] = await db.select(managerColumns).from(user).where(eq(user.id, id));
  return row ?? null;
}

/** The caller's manager and pending request (a creator sees only their own). */
export async function myTalentManager(db: Db, creatorId: string): Promise<MyTalentManager> {
  const [row] = await db.select().from(talentAssignments).where(eq(talentAssignments.creatorId, creatorId));
  const [manager, requested] = await Promise.all([
    managerById(db, row?.managerId ?? null),
    managerById(db, row?.requestedManagerId ?? null),
  ]);
  return {
    manager,
    assignedAt: row?.assignedAt?.toISOString() ?? null,
    request:
      requested && row?.requestedAt
        ? { manager: requested, requestedAt: row.requestedAt.toISOString() }
        : null,
  };
}

const OPEN_SCRIPTS = sql.join(
  OPEN_SCRIPT_REQUEST_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
const STAFF = sql.join(
  ROLES.filter((role) => role !== "creator").map((role) => sql`${role}`),
  sql`, `,
);

type Row = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  manager_id: string | null;
  manager_name: string | null;
  manager_email: string | null;
  requested_id: string | null;
  requested_name: string | null;
  requested_email: string | null;
  requested_at: string | null;
  open_scripts: number;
  open_production: number;
  open_meetings: number;
  last_contact: string | null;
  views: number;
  watch_hours: number;
  net: number;
  days: number;
  total: number;
};

/** A timestamp as ISO 8601 in UTC, written by the database (the drivers read raw timestamps differently). */
const isoSql = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const person = (id: string | null, name: string | null, email: string | null) =>
  id ? { id, name: name ?? "", email: email ?? "" } : null;

/**
 * A page of creators, by name: the caller's own and those asking the caller to be their manager, these first
 * (scope mine), or every creator; with a name or email search.
 * One statement: each row's open work and last 28 days come from scalar subqueries and a lateral sum over
 * the creator's daily rollup, its last contact from `creator_contacts` (kept on write by `recordContact`),
 * and the total comes with the page.
 */
export async function listRoster(
  db: Db,
  caller: SessionUser,
  query: RosterQuery,
  today: string = todayUtc(),
): Promise<RosterPage> {
  const from = addDays(today, -27);
  const search = likeOf(query.search);
  const mine = query.scope === "mine";
  // "My creators": the caller's creators, and the creators asking the caller to be their manager (first:
  // the caller has something to answer)
  const where = sql`u.role not in (${STAFF})
    ${mine ? sql`and (a.manager_id = ${caller.id} or a.requested_manager_id = ${caller.id})` : sql``}
    ${search ? sql`and (u.email ilike ${search} or u.name ilike ${search})` : sql``}`;
  const byName = sql`lower(coalesce(nullif(u.name, ''), u.email)), u.id`;
  const order = (requested: SQL) =>
    mine ? sql`(${requested} is not distinct from ${caller.id}) desc, ${byName}` : byName;
  // the page's creators first (through the name index), then their figures for those rows alone; the
  // total is an uncorrelated subquery, read once
  const rows = await queryRows<Row>(
    db,
    sql`with page as (
          select u.id, u.name, u.email, u.image, a.manager_id, a.requested_manager_id, a.requested_at
          from ${user} u left join ${talentAssignments} a on a.creator_id = u.id
          where ${where}
          order by ${order(sql`a.requested_manager_id`)}
          limit ${query.pageSize} offset ${offsetOf(query)})
        select u.id, u.name, u.email, u.image,
          m.id as manager_id, m.name as manager_name, m.email as manager_email,
          r.id as requested_id, r.name as requested_name, r.email as requested_email,
          ${isoSql(sql`u.requested_at`)} as requested_at,
          (select count(*) from ${scriptAssignments} s
            where s.creator_id = u.id and s.status in (${OPEN_SCRIPTS}))::int as open_scripts,
          (select count(*) from ${projects} p
            where p.creator_id = u.id and p.status not in ('Completed', 'Cancelled'))::int as open_production,
          (select count(*) from ${appointments} ap
            where ap.creator_id = u.id and ap.status in ('Pending', 'Scheduled'))::int as open_meetings,
          ${isoSql(sql`lc.last_contact_at`)} as last_contact,
          coalesce(f.views, 0)::float8 as views, coalesce(f.watch_hours, 0)::float8 as watch_hours,
          coalesce(f.net, 0)::float8 as net, coalesce(f.days, 0)::int as days,
          (select count(*) from ${user} u left join ${talentAssignments} a on a.creator_id = u.id
            where ${where})::int as total
        from page u
        left join ${user} m on m.id = u.manager_id
        left join ${user} r on r.id = u.requested_manager_id
        left join ${creatorContacts} lc on lc.creator_id = u.id
        left join lateral (
          select sum(d.views) as views, sum(d.watch_hours) as watch_hours,
            sum(d.net_subscribers) as net, count(*) as days
          from ${creatorDailyStats} d
          where d.user_id = u.id and d.days > 0 and d.date between ${from}::date and ${today}::date
        ) f on true
        order by ${order(sql`u.requested_manager_id`)}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && query.page > 1) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${user} u left join ${talentAssignments} a on a.creator_id = u.id
          where ${where}`,
    );
    total = Number(count?.n ?? 0);
  }
  return {
    items: rows.map(
      (row): RosterCreator => ({
        id: row.id,
        name: row.name,
        email: row.email,
        image: row.image,
        manager: person(row.manager_id, row.manager_name, row.manager_email),
        requestedManager: person(row.requested_id, row.requested_name, row.requested_email),
        requestedAt: row.requested_at,
        openScriptRequests: Number(row.open_scripts),
        openProductionRequests: Number(row.open_production),
        openMeetings: Number(row.open_meetings),
        lastContactAt: row.last_contact,
        views: Number(row.views),
        watchHours: Number(row.watch_hours),
        netSubscribers: Number(row.net),
        days: Number(row.days),
      }),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
