import { and, asc, eq, sql } from "drizzle-orm";
import type { BrandReport, BrandReportFigures } from "~/domain/brand-links";
import { BRAND_REPORT_CSV_HEADER, REPORT_AGENCY, REPORT_NO_FIGURES } from "~/domain/brand-report";
import {
  DELIVERABLE_DONE,
  DELIVERABLE_KIND_LABEL,
  type DeliverableStatus,
  formatMoney,
} from "~/domain/deals";
import { type Db, queryRows } from "../../db/client";
import { brands, dealDeliverables, deals, mediaKits, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { type CsvCell, CsvNumber, toCsv } from "../../lib/csv";
import { liveBrandLink } from "./tokens";

/*
 * The brand's campaign report (issue 36, item 4): one deal as its brand may see it, live, from a report
 * link. Read column by column (never a whole row of the deal): the agency's notes, its staff, the
 * commission and the payout are never selected; the value only when the link says so.
 *
 * A published deliverable's figures are its creator's channel(s) of the same platform summed over the days
 * from the one it was marked Published (its `updated_at` on a UTC day, the platforms' exports being UTC
 * days) to the last imported. `updated_at` and not the due date: a post can go live late or early, and only
 * the change to Published says when it did; an edit after that (a corrected link) moves the day later, so
 * the figures can only err towards fewer days, never claim days before the post was live. See ADR 082.
 */

/** A deliverable's platform as a channel's (the imports know YouTube, Twitch and TikTok; "Other" is no match). */
const CHANNEL_PLATFORM: Record<string, string> = { YouTube: "youtube", TikTok: "tiktok", Twitch: "twitch" };

type FiguresRow = {
  id: string;
  from: string;
  to: string;
  days: number;
  views: number;
  watch_hours: number;
  net: number;
  channels: string[];
};

/** The figures of the deal's published deliverables that have a channel of their platform with imported days. */
async function figuresOf(
  db: Db,
  dealId: string,
  creatorId: string,
): Promise<Map<string, BrandReportFigures>> {
  const platforms = sql.join(
    Object.entries(CHANNEL_PLATFORM).map(([from, to]) => sql`(${from}, ${to})`),
    sql`, `,
  );
  const rows = await queryRows<FiguresRow>(
    db,
    sql`select d.id, (d.updated_at at time zone 'UTC')::date::text as "from", max(s.date)::text as "to",
          count(distinct s.date)::int as days,
          coalesce(sum(s.views), 0)::float8 as views,
          coalesce(sum(s.watch_hours), 0)::float8 as watch_hours,
          coalesce(sum(s.net_subscribers), 0)::float8 as net,
          array_agg(distinct c.name order by c.name) as channels
        from deal_deliverables d
        join (values ${platforms}) as p(deliverable, channel) on p.deliverable = d.platform
        join channels c on c.user_id = ${creatorId} and c.platform = p.channel
        join channel_daily_stats s on s.channel_id = c.id and s.date >= (d.updated_at at time zone 'UTC')::date
        where d.deal_id = ${dealId} and d.status = 'Published'
        group by d.id, d.updated_at`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        from: row.from,
        to: row.to,
        days: Number(row.days),
        views: Number(row.views),
        watchHours: Math.round(Number(row.watch_hours) * 10) / 10,
        netSubscribers: Number(row.net),
        channels: row.channels,
      },
    ]),
  );
}

/** The report a live report `token` opens, else the one 404 of every dead link. */
export async function brandReport(db: Db, token: string): Promise<BrandReport> {
  const link = await liveBrandLink(db, token, "report");
  const [deal] = await db
    .select({
      title: deals.title,
      creatorId: deals.creatorId,
      valueMinor: deals.valueMinor,
      currency: deals.currency,
      brand: brands.name,
      // the name the creator shows brands: their published media kit's, else their account's
      creator: sql<string>`coalesce(nullif(case when ${mediaKits.published} then ${mediaKits.displayName} end, ''), ${user.name})`,
    })
    .from(deals)
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .innerJoin(user, eq(user.id, deals.creatorId))
    .leftJoin(mediaKits, eq(mediaKits.creatorId, deals.creatorId))
    .where(eq(deals.id, link.dealId));
  // the link goes with its deal (cascade); a deal gone between the two reads is the same dead link
  if (!deal) throw AppError.notFound("No such deal.");
  const [rows, figures] = await Promise.all([
    db
      .select({
        id: dealDeliverables.id,
        kind: dealDeliverables.kind,
        platform: dealDeliverables.platform,
        status: dealDeliverables.status,
        dueDate: dealDeliverables.dueDate,
        link: dealDeliverables.link,
        updatedAt: dealDeliverables.updatedAt,
      })
      .from(dealDeliverables)
      .where(and(eq(dealDeliverables.dealId, link.dealId)))
      .orderBy(
        sql`${dealDeliverables.dueDate} asc nulls last`,
        asc(dealDeliverables.createdAt),
        asc(dealDeliverables.id),
      ),
    figuresOf(db, link.dealId, deal.creatorId),
  ]);
  const deliverables = rows.map((row) => {
    const published = row.status === "Published";
    return {
      kind: row.kind,
      kindLabel: DELIVERABLE_KIND_LABEL[row.kind as keyof typeof DELIVERABLE_KIND_LABEL] ?? row.kind,
      platform: row.platform,
      status: row.status,
      dueDate: row.dueDate,
      link: published && row.link ? row.link : null,
      publishedOn: published ? row.updatedAt.toISOString().slice(0, 10) : null,
      figures: figures.get(row.id) ?? null,
    };
  });
  return {
    agency: REPORT_AGENCY,
    title: deal.title,
    brand: deal.brand,
    creator: deal.creator,
    deliverables,
    delivered: rows.filter((row) => DELIVERABLE_DONE.includes(row.status as DeliverableStatus)).length,
    booked: rows.length,
    money:
      link.options.money === true
        ? {
            valueMinor: deal.valueMinor,
            currency: deal.currency,
            formatted: formatMoney(deal.valueMinor, deal.currency),
          }
        : null,
    expiresAt: link.expiresAt.toISOString(),
    generatedAt: new Date().toISOString(),
  };
}

/** The report as a CSV file: one row a deliverable (text cells guarded against formulas by toCsv). */
export function brandReportCsv(report: BrandReport): string {
  const rows: CsvCell[][] = report.deliverables.map((d) => [
    d.kindLabel,
    d.platform,
    d.status,
    d.dueDate,
    d.publishedOn,
    d.link,
    d.figures ? d.figures.views : REPORT_NO_FIGURES,
    d.figures ? new CsvNumber(d.figures.watchHours.toFixed(1)) : null,
    d.figures?.netSubscribers ?? null,
    d.figures?.days ?? null,
    d.figures?.channels.join("; ") ?? null,
  ]);
  return toCsv([BRAND_REPORT_CSV_HEADER, ...rows]);
}

/** The file's name: the deal's title, reduced to safe characters, and the day. */
export function brandReportFileName(report: BrandReport): string {
  const slug =
    report.title
      .normalize("NFKD")
      .replace(/[^\w]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .toLowerCase() || "campaign";
  return `report-${slug}-${report.generatedAt.slice(0, 10)}.csv`;
}
