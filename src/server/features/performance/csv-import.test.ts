import { describe, expect, it } from "vitest";
import { CsvImportError, parseDay, parseFigure, parseStatsCsv } from "./csv-import";

/* Sample files in the shapes of the platforms' own exports, written here. */

const BOM = "\uFEFF";

/** YouTube Studio, advanced mode, Date dimension, 'Table data.csv': a BOM, a Total row, quoted thousands. */
const youtube = `${BOM}Date,Views,Watch time (hours),Subscribers,Impressions,Impressions click-through rate (%)
Total,"12,345",678.9012,45,"234,567",4.8
2024-01-01,"1,234",56.7,5,"20,001",5.1
2024-01-02,987,40.25,-2,"18,000",4.2
2024-01-03,"10,124",581.9512,42,"196,566",4.9
`;

/** Twitch channel analytics export: quoted values, minutes watched, follows. */
const twitch = `"Date","Average Viewers","Max Viewers","Minutes Watched","Live Views","Unique Viewers","Follows","Chatters"
"Mon Jan 01 2024","12.5","30","1,200","340","120","7","25"
"Tue Jan 02 2024","10","22","900","280","101","3","19"
`;

const plain = `date;views;subscribers gained;subscribers lost;watch time (minutes);ctr
2024-03-02;100;10;4;120;3.5%
2024-03-01;50;;;60;
`;

function problemsOf(csv: string) {
  try {
    parseStatsCsv(csv);
  } catch (error) {
    if (error instanceof CsvImportError) return error.problems;
    throw error;
  }
  throw new Error("parsed without a problem");
}

describe("parseStatsCsv", () => {
  it("reads a YouTube Studio export: BOM, Total row left out, quoted thousands, net subscribers", () => {
    const parsed = parseStatsCsv(Buffer.from(youtube, "utf8"));
    expect(parsed.format).toBe("youtube");
    expect(parsed.skippedTotal).toBe(true);
    expect(parsed.columns.map((c) => c.metric)).toEqual([
      "date",
      "views",
      "watchHours",
      "netSubscribers",
      "impressions",
      "ctr",
    ]);
    expect(parsed.rows).toHaveLength(3);
    expect(parsed.rows[0]).toEqual({
      date: "2024-01-01",
      views: 1234,
      watchHours: 56.7,
      subscribersGained: null,
      subscribersLost: null,
      netSubscribers: 5,
      impressions: 20001,
      ctr: 5.1,
    });
    expect(parsed.rows[1]?.netSubscribers).toBe(-2);
    expect(parsed.rows[2]?.views).toBe(10124);
  });

  it("reads a Twitch export: live views, minutes watched as hours, follows as subscribers gained", () => {
    const parsed = parseStatsCsv(twitch);
    expect(parsed.format).toBe("twitch");
    expect(parsed.skippedTotal).toBe(false);
    expect(
      parsed.rows.map((r) => [r.date, r.views, r.watchHours, r.subscribersGained, r.netSubscribers]),
    ).toEqual([
      ["2024-01-01", 340, 20, 7, 7],
      ["2024-01-02", 280, 15, 3, 3],
    ]);
    const ignored = parsed.columns.filter((c) => c.metric === null).map((c) => c.header);
    expect(ignored).toEqual(["Average Viewers", "Max Viewers", "Unique Viewers", "Chatters"]);
  });

  it("reads a plain CSV with semicolons, gained and lost, empty cells, in date order", () => {
    const parsed = parseStatsCsv(plain);
    expect(parsed.format).toBe("plain");
    expect(parsed.rows).toEqual([
      {
        date: "2024-03-01",
        views: 50,
        watchHours: 1,
        subscribersGained: null,
        subscribersLost: null,
        netSubscribers: null,
        impressions: null,
        ctr: null,
      },
      {
        date: "2024-03-02",
        views: 100,
        watchHours: 2,
        subscribersGained: 10,
        subscribersLost: 4,
        netSubscribers: 6,
        impressions: null,
        ctr: 3.5,
      },
    ]);
  });

  it("reads CRLF line ends and skips blank lines", () => {
    const parsed = parseStatsCsv("Date,Views\r\n\r\n2024-05-01,3\r\n,\r\n2024-05-02,4\r\n");
    expect(parsed.rows.map((r) => r.views)).toEqual([3, 4]);
  });

  it("refuses a file with no date column, naming line 1", () => {
    expect(problemsOf("Day of week,Views\nMonday,3\n")).toEqual([
      { line: 1, reason: expect.stringContaining("no date column") },
    ]);
  });

  it("refuses a file with a date but no figure", () => {
    expect(problemsOf("Date,Comment\n2024-01-01,hello\n")[0]?.reason).toContain("no column of figures");
  });

  it("names the line and the reason of unreadable numbers and dates", () => {
    const problems = problemsOf(
      `${BOM}Date,Views,Subscribers\nTotal,10,1\n2024-01-01,5,1\n2024-01-02,five,1\nyesterday,3,1\n2024-01-04,1.2.3,x\n`,
    );
    expect(problems).toEqual([
      { line: 4, reason: "“five” in Views is not a number." },
      { line: 5, reason: "“yesterday” is not a date (Date)." },
      { line: 6, reason: "“1.2.3” in Views is not a number." },
      { line: 6, reason: "“x” in Subscribers is not a number." },
    ]);
  });

  it("refuses a day that appears twice, a negative view count and a file of headers only", () => {
    expect(problemsOf("Date,Views\n2024-01-01,1\n2024-01-01,2\n")).toEqual([
      { line: 3, reason: "2024-01-01 appears twice (first on line 2)." },
    ]);
    expect(problemsOf("Date,Views\n2024-01-01,-1\n")[0]).toEqual({
      line: 2,
      reason: "Views cannot be negative (-1).",
    });
    expect(problemsOf("Date,Views\nTotal,0\n")[0]?.reason).toContain("no rows of figures");
  });

  it("names the line of broken quoting, and refuses binary files", () => {
    const [problem] = problemsOf('Date,Views\n2024-01-01,"12\n2024-01-02,3\n');
    expect(problem?.reason).toContain("not valid CSV");
    expect(problem?.line).toBeGreaterThanOrEqual(2);
    expect(problemsOf("\u0089PNG\u0000\u0001")[0]?.reason).toContain("not a text");
    expect(problemsOf("")[0]?.reason).toContain("empty");
  });

  it("stops at ten problems", () => {
    const rows = Array.from({ length: 30 }, (_, i) => `2024-02-${String(i + 1).padStart(2, "0")},bad`);
    expect(problemsOf(`Date,Views\n${rows.join("\n")}\n`)).toHaveLength(10);
  });
});

describe("parseDay and parseFigure", () => {
  it("reads the date forms of the exports", () => {
    expect(parseDay("2024-01-05")).toBe("2024-01-05");
    expect(parseDay("2024-01-05T00:00:00Z")).toBe("2024-01-05");
    expect(parseDay("Jan 5, 2024")).toBe("2024-01-05");
    expect(parseDay("January 5, 2024")).toBe("2024-01-05");
    expect(parseDay("Fri Jan 05 2024")).toBe("2024-01-05");
    expect(parseDay("5 Jan 2024")).toBe("2024-01-05");
    expect(parseDay("1/5/2024")).toBe("2024-01-05");
    expect(parseDay("2024-02-30")).toBeNull();
    expect(parseDay("Total")).toBeNull();
  });

  it("reads thousands separators and percentages, and tells empty from unreadable", () => {
    expect(parseFigure("1,234,567")).toBe(1234567);
    expect(parseFigure("1 234")).toBe(1234);
    expect(parseFigure("4.5%")).toBe(4.5);
    expect(parseFigure("")).toBeNull();
    expect(parseFigure("12,34")).toBeUndefined();
    expect(parseFigure("1e9")).toBeUndefined();
  });
});
