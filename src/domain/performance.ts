import { z } from "zod";
import { pageQuerySchema, pageSchema } from "./paging";
import { text } from "./text";

/*
 * Channel performance (issue 12): a creator's channels, their imported daily statistics, the charts over a
 * period and the managers' list of every creator's last 28 days.
 */

export const PLATFORMS = ["youtube", "twitch", "tiktok", "other"] as const;
export type Platform = (typeof PLATFORMS)[number];
export const PLATFORM_LABEL: Record<Platform, string> = {
  youtube: "YouTube",
  twitch: "Twitch",
  tiktok: "TikTok",
  other: "Other",
};

/** The largest CSV a creator may import: the platforms' yearly daily exports are far below it. */
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
export const CSV_TOO_LARGE = "The file is larger than 10 MB. Export a shorter date range and try again.";

/** Answered (429) to a third upload while two of the same creator's are still being read. */
export const IMPORTS_BUSY = "Two of your files are still being read. Wait for one to finish, then try again.";

/** An import's CSV file, as the server takes it (a larger one is refused with 413 before it is read). */
export const csvFileSchema = z.instanceof(Blob, { message: "Choose the CSV file your platform exported." });

/** The import form: the channel, and a file no larger than the server takes. */
export const csvImportFormSchema = z.object({
  channelId: z.string().min(1, "Add a channel first."),
  file: csvFileSchema.refine((file) => file.size <= CSV_MAX_BYTES, CSV_TOO_LARGE),
});
export type CsvImportForm = z.infer<typeof csvImportFormSchema>;

export const channelInputSchema = z
  .object({
    name: text("Enter the channel's name")
      .trim()
      .min(1, "Enter the channel's name")
      .max(100, "At most 100 characters"),
    platform: z.enum(PLATFORMS, "Choose YouTube, Twitch, TikTok or Other"),
    url: text("Enter the channel's link")
      .trim()
      .max(500, "At most 500 characters")
      .refine((value) => {
        try {
          const url = new URL(value);
          return url.protocol === "https:" || url.protocol === "http:";
        } catch {
          return false;
        }
      }, "Enter a link that starts with https://"),
  })
  .meta({ id: "ChannelInput" });
export type ChannelInput = z.infer<typeof channelInputSchema>;

export const channelSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    platform: z.enum(PLATFORMS),
    url: z.string(),
    /** Days of statistics stored, and their range (null before the first import). */
    days: z.number().int(),
    firstDate: z.string().nullable(),
    lastDate: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Channel" });
export type Channel = z.infer<typeof channelSchema>;
export const channelPageSchema = pageSchema(channelSchema, "ChannelPage");

export const channelParamsSchema = z.object({ id: z.uuid("No such channel.") });

/** The figures of one day, as imported. Absent metrics are null (a Twitch export has no impressions). */
const METRICS = [
  "views",
  "watchHours",
  "subscribersGained",
  "subscribersLost",
  "netSubscribers",
  "impressions",
  "ctr",
] as const;
export type Metric = (typeof METRICS)[number];
export const METRIC_LABEL: Record<Metric, string> = {
  views: "Views",
  watchHours: "Watch time (hours)",
  subscribersGained: "Subscribers gained",
  subscribersLost: "Subscribers lost",
  netSubscribers: "Net subscribers",
  impressions: "Impressions",
  ctr: "Click-through rate (%)",
};

const dailyRowSchema = z
  .object({
    date: z.string(),
    views: z.number().nullable(),
    watchHours: z.number().nullable(),
    subscribersGained: z.number().nullable(),
    subscribersLost: z.number().nullable(),
    netSubscribers: z.number().nullable(),
    impressions: z.number().nullable(),
    ctr: z.number().nullable(),
  })
  .meta({ id: "DailyStatsRow" });
export type DailyRow = z.infer<typeof dailyRowSchema>;

export const importPreviewSchema = z
  .object({
    /** Which export the file looks like. */
    format: z.enum(["youtube", "twitch", "plain"]),
    /** Every header of the file and the figure it is read as (null: ignored). */
    columns: z.array(z.object({ header: z.string(), metric: z.enum(["date", ...METRICS]).nullable() })),
    rows: z.array(dailyRowSchema),
    totalRows: z.number().int(),
    firstDate: z.string(),
    lastDate: z.string(),
    /** A leading 'Total' row was found and left out. */
    skippedTotal: z.boolean(),
  })
  .meta({ id: "ImportPreview" });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z
  .object({
    imported: z.number().int(),
    /** Days that were stored before and have been replaced by this file's figures. */
    replaced: z.number().int(),
    firstDate: z.string(),
    lastDate: z.string(),
  })
  .meta({ id: "ImportResult" });
export type ImportResult = z.infer<typeof importResultSchema>;

export const PERIODS = ["28", "90", "365", "all"] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABEL: Record<Period, string> = {
  "28": "Last 28 days",
  "90": "Last 90 days",
  "365": "Last 365 days",
  all: "All time",
};
export const BUCKETS = ["day", "week", "month"] as const;
export type Bucket = (typeof BUCKETS)[number];
export const BUCKET_LABEL: Record<Bucket, string> = { day: "By day", week: "By week", month: "By month" };

export const chartQuerySchema = z.object({
  period: z.enum(PERIODS, "Choose 28, 90, 365 or all").default("28"),
  bucket: z.enum(BUCKETS, "Choose day, week or month").default("day"),
  channelId: z.uuid("No such channel.").optional(),
});
export type ChartQuery = z.infer<typeof chartQuerySchema>;

const totalsSchema = z.object({
  views: z.number(),
  watchHours: z.number(),
  netSubscribers: z.number(),
  /** Days of the period with figures: a change is shown only between periods of like coverage. */
  days: z.number().int(),
});
export type Totals = z.infer<typeof totalsSchema>;

export const chartSchema = z
  .object({
    period: z.enum(PERIODS),
    bucket: z.enum(BUCKETS),
    /** The period's first and last day (inclusive); null for all time with no data. */
    from: z.string().nullable(),
    to: z.string(),
    points: z.array(
      z.object({
        /** The first day of the day, week (Monday) or month. */
        date: z.string(),
        views: z.number(),
        watchHours: z.number(),
        netSubscribers: z.number(),
      }),
    ),
    totals: totalsSchema,
    /** The same figures over the period of the same length just before; null for all time. */
    previous: totalsSchema.nullable(),
    hasData: z.boolean(),
  })
  .meta({ id: "PerformanceChart" });
export type Chart = z.infer<typeof chartSchema>;

export const overviewSchema = z
  .object({
    hasData: z.boolean(),
    views: z.number(),
    previousViews: z.number(),
    netSubscribers: z.number(),
    previousNetSubscribers: z.number(),
    /** Days with figures in the last 28 days, and in the 28 before. */
    days: z.number().int(),
    previousDays: z.number().int(),
  })
  .meta({ id: "PerformanceOverview" });
export type Overview = z.infer<typeof overviewSchema>;

const CREATOR_SORTS = ["name", "views", "viewsChange", "netSubscribers", "subscribersChange"] as const;
export type CreatorSort = (typeof CREATOR_SORTS)[number];

export const creatorListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(CREATOR_SORTS, "Unknown sort").default("views"),
  order: z.enum(["asc", "desc"], "Choose asc or desc").default("desc"),
  search: text().trim().max(100, "At most 100 characters").optional(),
});
export type CreatorListQuery = z.infer<typeof creatorListQuerySchema>;

const creatorPerformanceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    channels: z.number().int(),
    views: z.number(),
    previousViews: z.number(),
    netSubscribers: z.number(),
    previousNetSubscribers: z.number(),
    /** Days with figures in the last 28 days and in the 28 before, summed over the creator's channels. */
    days: z.number().int(),
    previousDays: z.number().int(),
    hasData: z.boolean(),
  })
  .meta({ id: "CreatorPerformance" });
export type CreatorPerformance = z.infer<typeof creatorPerformanceSchema>;
export const creatorPerformancePageSchema = pageSchema(creatorPerformanceSchema, "CreatorPerformancePage");

export const creatorParamsSchema = z.object({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "No such creator."),
});

export const creatorDetailSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    channels: z.array(channelSchema),
  })
  .meta({ id: "CreatorPerformanceDetail" });
export type CreatorDetail = z.infer<typeof creatorDetailSchema>;

/**
 * Two periods are compared only when they hold figures for a like number of days: the fewer at least 3/4 of
 * the more. A previous period of one imported day against 28 would otherwise read "+4635%".
 */
export const MIN_COVERAGE = 0.75;

/** Whether the figures of a period can be compared with those of the period before (their days with figures). */
export function comparable(days: number, previousDays: number): boolean {
  const more = Math.max(days, previousDays);
  return more > 0 && Math.min(days, previousDays) >= MIN_COVERAGE * more;
}

/** The words of a change that is not shown because the periods' coverage differs too much. */
export const NOT_ENOUGH_DATA = "not enough data to compare";

/**
 * The change of a figure against the period before, in percent of the earlier figure (its size, so a net
 * subscriber count that went from -10 to -5 rose by 50 %); null when there is nothing to compare with.
 */
export function changePercent(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

/** A change for people: "+12.5%", "−3%", or the fallback when there is nothing to compare with. */
export function formatChange(percent: number | null, fallback = "no earlier data"): string {
  if (percent === null) return fallback;
  const rounded = Math.abs(percent) >= 10 ? Math.round(percent) : Math.round(percent * 10) / 10;
  if (rounded === 0) return "no change";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded)}%`;
}
