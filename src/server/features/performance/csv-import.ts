import { CsvError } from "csv-parse";
import { parse } from "csv-parse/sync";
import type { DailyRow, ImportPreview, Metric } from "~/domain/performance";

/*
 * Reads a channel's daily statistics from the CSV a platform's analytics exports:
 * - YouTube Studio, advanced mode, 'Table data.csv' of the Date dimension: `Date, Views, Watch time (hours),
 *   Subscribers (net), Impressions, Impressions click-through rate (%)`, optionally `Subscribers gained` and
 *   `Subscribers lost`, with a `Total` row first;
 * - Twitch's channel analytics export: `Date, Live Views, Minutes Watched, Follows, Average Viewers, …`;
 * - a plain CSV with a date column and any of views, watch time, subscribers gained, lost or net,
 *   impressions and click-through rate.
 * A byte-order mark, quoted numbers with thousands separators ("1,234") and a Total row are handled. Every
 * problem names its line; the parse is all or nothing.
 */

export interface CsvProblem {
  line: number;
  reason: string;
}

/** The file cannot be imported: the problems found (at most MAX_PROBLEMS), each with its line. */
export class CsvImportError extends Error {
  constructor(readonly problems: CsvProblem[]) {
    super(problems.map(describeProblem).join(" "));
    this.name = "CsvImportError";
  }
}

export const describeProblem = (problem: CsvProblem) => `Line ${problem.line}: ${problem.reason}`;

const MAX_PROBLEMS = 10;

export interface ParsedStats {
  format: ImportPreview["format"];
  columns: ImportPreview["columns"];
  rows: DailyRow[];
  skippedTotal: boolean;
}

type Target = "date" | Metric;
/** How a header is read: the figure and a factor (minutes to hours). */
interface Mapping {
  target: Target;
  factor?: number;
}

/** Headers, lower-cased with spaces squeezed, of every export this reads. */
const HEADERS: Record<string, Mapping> = {
  date: { target: "date" },
  day: { target: "date" },
  views: { target: "views" },
  "live views": { target: "views" },
  "video views": { target: "views" },
  "watch time (hours)": { target: "watchHours" },
  "watch time hours": { target: "watchHours" },
  "watch hours": { target: "watchHours" },
  "watch time": { target: "watchHours" },
  "watch time (minutes)": { target: "watchHours", factor: 1 / 60 },
  "minutes watched": { target: "watchHours", factor: 1 / 60 },
  "hours watched": { target: "watchHours" },
  subscribers: { target: "netSubscribers" },
  "net subscribers": { target: "netSubscribers" },
  "subscribers net": { target: "netSubscribers" },
  "net subscribers gained": { target: "netSubscribers" },
  "subscribers gained": { target: "subscribersGained" },
  "new subscribers": { target: "subscribersGained" },
  follows: { target: "subscribersGained" },
  "new followers": { target: "subscribersGained" },
  "followers gained": { target: "subscribersGained" },
  "subscribers lost": { target: "subscribersLost" },
  unfollows: { target: "subscribersLost" },
  "followers lost": { target: "subscribersLost" },
  impressions: { target: "impressions" },
  "impressions click-through rate (%)": { target: "ctr" },
  "impressions click-through rate": { target: "ctr" },
  "click-through rate (%)": { target: "ctr" },
  "click-through rate": { target: "ctr" },
  ctr: { target: "ctr" },
};

const normalizeHeader = (header: string) => header.trim().toLowerCase().replace(/\s+/g, " ");

const YOUTUBE_HEADERS = ["watch time (hours)", "impressions click-through rate (%)", "subscribers"];
const TWITCH_HEADERS = ["minutes watched", "live views", "follows", "average viewers", "max viewers"];

function detectFormat(headers: string[]): ParsedStats["format"] {
  if (headers.some((h) => TWITCH_HEADERS.includes(h))) return "twitch";
  if (headers.some((h) => YOUTUBE_HEADERS.includes(h))) return "youtube";
  return "plain";
}

/** The separator of the header line: comma, semicolon or tab, whichever occurs most outside quotes. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, 4096).split(/\r?\n/, 1)[0] ?? "";
  const unquoted = firstLine.replace(/"[^"]*"/g, "");
  const counts = [",", ";", "\t"].map((d) => [d, unquoted.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]![1] > 0 ? counts[0]![0] : ",";
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const month = (name: string) => MONTHS.indexOf(name.toLowerCase()) + 1;

/** The date forms of the exports, each read into [year, month, day]. */
const DATE_FORMS: [RegExp, (m: RegExpExecArray) => [number, number, number]][] = [
  // "2024-01-05", "2024/01/05", "2024-01-05T00:00:00Z"
  [/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
  // "1/5/2024": month first, as the US exports of both platforms write it
  [/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, (m) => [Number(m[3]), Number(m[1]), Number(m[2])]],
  // "Jan 5, 2024", "Mon Jan 05 2024", "January 5, 2024"
  [
    /^(?:[a-z]{3,9},? )?([a-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/i,
    (m) => [Number(m[3]), month(m[1]!), Number(m[2])],
  ],
  // "5 Jan 2024"
  [/^(\d{1,2}) ([a-z]{3})[a-z]*\.?,? (\d{4})$/i, (m) => [Number(m[3]), month(m[2]!), Number(m[1])]],
];

/** A day as YYYY-MM-DD, or null when it is none. */
export function parseDay(value: string): string | null {
  const text = value.trim();
  for (const [pattern, read] of DATE_FORMS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [y, m, d] = read(match);
    if (m < 1 || m > 12 || d < 1 || d > 31 || y < 2000 || y > 2100) return null;
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCMonth() !== m - 1) return null; // 31 April
    return date.toISOString().slice(0, 10);
  }
  return null;
}

/**
 * A figure: "1234", "1,234", "1 234", "12.5", "4.2%" or "-3". Empty is no figure (null); anything else is
 * not a number (undefined).
 */
export function parseFigure(value: string): number | null | undefined {
  let text = value.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (text === "" || text === "-" || text === "—" || text === "–") return null;
  if (text.endsWith("%")) text = text.slice(0, -1);
  // thousands separators only between groups of three digits
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, "");
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

const INTEGER_METRICS = new Set<Metric>([
  "views",
  "subscribersGained",
  "subscribersLost",
  "netSubscribers",
  "impressions",
]);
const NON_NEGATIVE = new Set<Metric>([
  "views",
  "watchHours",
  "subscribersGained",
  "subscribersLost",
  "impressions",
  "ctr",
]);
/** Integer columns of the table are 32-bit for subscribers; views and impressions are 64-bit. */
const MAX_FIGURE = 2_000_000_000;

/** Reads a whole file; throws CsvImportError with every problem (up to ten) and its line. */
export function parseStatsCsv(input: Buffer | string): ParsedStats {
  const text = typeof input === "string" ? input : input.toString("utf8");
  if (text.includes("\u0000"))
    throw new CsvImportError([{ line: 1, reason: "this is not a text (CSV) file." }]);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, "")),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = Number((error as CsvError & { lines?: number }).lines) || 1;
      throw new CsvImportError([{ line, reason: `the file is not valid CSV (${csvReason(error)}).` }]);
    }
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw new CsvImportError([{ line: 1, reason: "the file is empty." }]);

  const headers = header.record.map(normalizeHeader);
  const mappings = headers.map((h) => HEADERS[h] ?? null);
  // a figure read from two columns: the first one wins
  const seen = new Set<Target>();
  const used = mappings.map((mapping) => {
    if (!mapping || seen.has(mapping.target)) return null;
    seen.add(mapping.target);
    return mapping;
  });
  const dateIndex = used.findIndex((mapping) => mapping?.target === "date");
  if (dateIndex < 0)
    throw new CsvImportError([
      {
        line: header.info.lines,
        reason: "there is no date column (the first line must name a column “Date”).",
      },
    ]);
  if (!used.some((mapping) => mapping && mapping.target !== "date"))
    throw new CsvImportError([
      {
        line: header.info.lines,
        reason:
          "there is no column of figures (views, watch time, subscribers gained, lost or net, impressions or click-through rate).",
      },
    ]);

  const problems: CsvProblem[] = [];
  const rows: DailyRow[] = [];
  const firstLineOf = new Map<string, number>();
  let skippedTotal = false;
  for (const { record, info } of body) {
    if (problems.length >= MAX_PROBLEMS) break;
    const line = info.lines;
    const rawDate = (record[dateIndex] ?? "").trim();
    if (/^totals?$/i.test(rawDate)) {
      skippedTotal = true;
      continue;
    }
    const date = parseDay(rawDate);
    if (!date) {
      problems.push({ line, reason: `“${clip(rawDate)}” is not a date (${header.record[dateIndex]}).` });
      continue;
    }
    const earlier = firstLineOf.get(date);
    if (earlier !== undefined) {
      problems.push({ line, reason: `${date} appears twice (first on line ${earlier}).` });
      continue;
    }
    firstLineOf.set(date, line);
    const row: DailyRow = {
      date,
      views: null,
      watchHours: null,
      subscribersGained: null,
      subscribersLost: null,
      netSubscribers: null,
      impressions: null,
      ctr: null,
    };
    used.forEach((mapping, index) => {
      if (!mapping || mapping.target === "date") return;
      const raw = record[index] ?? "";
      const figure = parseFigure(raw);
      const column = header.record[index]!.trim();
      if (figure === undefined) {
        problems.push({ line, reason: `“${clip(raw)}” in ${column} is not a number.` });
        return;
      }
      if (figure === null) return;
      const metric = mapping.target;
      if (NON_NEGATIVE.has(metric) && figure < 0) {
        problems.push({ line, reason: `${column} cannot be negative (${clip(raw)}).` });
        return;
      }
      if (Math.abs(figure) > MAX_FIGURE * (metric === "views" || metric === "impressions" ? 1000 : 1)) {
        problems.push({ line, reason: `${column} is too large (${clip(raw)}).` });
        return;
      }
      const value = figure * (mapping.factor ?? 1);
      row[metric] = INTEGER_METRICS.has(metric) ? Math.round(value) : value;
    });
    if (row.netSubscribers === null && row.subscribersGained !== null)
      row.netSubscribers = row.subscribersGained - (row.subscribersLost ?? 0);
    rows.push(row);
  }
  if (problems.length) throw new CsvImportError(problems.slice(0, MAX_PROBLEMS));
  if (!rows.length)
    throw new CsvImportError([{ line: header.info.lines + 1, reason: "the file has no rows of figures." }]);
  rows.sort((a, b) => a.date.localeCompare(b.date));

  return {
    format: detectFormat(headers),
    columns: header.record.map((h, index) => ({ header: h.trim(), metric: used[index]?.target ?? null })),
    rows,
    skippedTotal,
  };
}

const clip = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

function csvReason(error: CsvError): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return "a quote is not closed";
    case "CSV_INVALID_CLOSING_QUOTE":
    case "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE":
      return "text follows a closing quote";
    default:
      return "it could not be read";
  }
}
