import { expect, type Page } from "@playwright/test";
import { apiAs, openAs, seriousViolations, signIn, signUpCreator, test, toast } from "./fixtures";

/** A YouTube Studio 'Table data.csv': a BOM, a Total row, quoted thousands; 56 days up to today (UTC). */
function youtubeExport() {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const lines = [
    "\uFEFFDate,Views,Watch time (hours),Subscribers,Impressions,Impressions click-through rate (%)",
  ];
  lines.push('Total,"4,200",210.0,112,"84,000",5.0');
  for (let offset = 55; offset >= 0; offset--) {
    // the last 28 days: 1,000 views a day; the 28 before: 500
    const views = offset < 28 ? "1,000" : "500";
    lines.push(`${day(offset)},"${views}",5.0,2,"1,500",5.0`);
  }
  return Buffer.from(`${lines.join("\n")}\n`, "utf8");
}

/** A plain CSV of one day, `daysAgo` days before today (UTC), with 600 views. */
function oneDayExport(daysAgo: number) {
  const day = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return Buffer.from(`Date,Views\n${day},600\n`, "utf8");
}

const overallCard = (page: Page) => page.getByRole("region", { name: "Overall Performance" });

test("a creator adds a channel, imports a YouTube export, sees the chart and the home card", async ({
  page,
}) => {
  // a story in several steps, live between two browsers or through a walk at every width: 20-40 s alone on
  // the two-core machine, so three times Playwright's 30 s (ADR 028, "Stories")
  test.slow();
  const creator = await signUpCreator("Perf Creator");
  await signIn(page, creator);

  // before any import: the spec's placeholder, with the way to import
  await expect(overallCard(page)).toContainText("Awaiting data");
  await overallCard(page).getByRole("link", { name: "Import" }).click();
  await expect(page).toHaveURL(/\/creator-dashboard\/performance#import$/);
  await expect(page.getByRole("heading", { level: 1, name: "Performance" })).toBeVisible();
  await expect(page.getByText("No channels yet.")).toBeVisible();
  // one filled button a view: Add channel, until there is a channel
  const filled = page.locator("main button.bg-primary, main a.bg-primary");
  await expect(filled).toHaveText(["Add channel"]);

  await page.getByRole("button", { name: "Add channel" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a channel" });
  await dialog.getByLabel("Channel name").fill("Perf Plays");
  await dialog.getByLabel("Platform").selectOption({ label: "YouTube" });
  await dialog.getByLabel("Channel link").fill("not a link");
  await dialog.getByRole("button", { name: "Add channel" }).click();
  await expect(dialog.getByText("Enter a link that starts with https://")).toBeVisible();
  await dialog.getByLabel("Channel link").fill("https://www.youtube.com/@perfplays");
  await dialog.getByRole("button", { name: "Add channel" }).click();
  await expect(toast(page)).toContainText("Channel added.");
  const channels = page.getByRole("table", { name: "Channels" });
  await expect(channels).toContainText("Perf Plays");
  await expect(channels).toContainText("None imported yet");

  // then the import's Preview is the one; the chart's empty state links to it, outlined
  await expect(filled).toHaveText(["Preview"]);

  // a broken file, dropped on the zone: the zone shows it; the preview names the line and the reason
  const importCard = page.locator("#import");
  const fileInput = importCard.getByLabel("CSV file");
  const zone = importCard.locator("[data-drop-zone]");
  await expect(zone).toContainText("Drop your CSV export here, or choose a file");
  await zone.evaluate((element) => {
    const data = new DataTransfer();
    data.items.add(
      new File(["Date,Views\n2024-01-01,12\n2024-01-02,lots\n"], "broken.csv", { type: "text/csv" }),
    );
    for (const type of ["dragenter", "dragover", "drop"])
      element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
  });
  await expect(zone).toContainText("broken.csv");
  await importCard.getByRole("button", { name: "Preview" }).click();
  await expect(importCard.getByText("Line 3: “lots” in Views is not a number.")).toBeVisible();

  // the real export: preview first, then import
  await fileInput.setInputFiles({ name: "Table data.csv", mimeType: "text/csv", buffer: youtubeExport() });
  await expect(zone).toContainText("Table data.csv");
  await importCard.getByRole("button", { name: "Preview" }).click();
  await expect(importCard.getByText(/YouTube Studio export · 56 days from/)).toBeVisible();
  await expect(importCard.getByText("the Total row is left out")).toBeVisible();
  const detected = importCard.getByRole("list", { name: "Detected columns" });
  await expect(detected).toContainText("Views → Views");
  await expect(detected).toContainText("Subscribers → Net subscribers");
  const firstRows = importCard.getByRole("table", { name: "First 10 rows of the file" });
  await expect(firstRows.getByRole("row")).toHaveCount(11);
  await expect(firstRows.getByRole("row").nth(1)).toContainText("500");
  expect(await seriousViolations(page)).toEqual([]);

  await expect(filled).toHaveText(["Import 56 days into Perf Plays"]);
  await importCard.getByRole("button", { name: "Import 56 days into Perf Plays" }).click();
  await expect(toast(page)).toContainText("Figures imported.");
  await expect(channels).toContainText("56 days");
  await expect(zone).not.toContainText("Table data.csv");

  // the chart: the last 28 days, with the change against the 28 before
  const views = page.getByRole("button", { name: /^Views/ });
  await expect(views).toContainText("28,000");
  await expect(views).toContainText("+100%");
  await expect(page.getByRole("button", { name: /^Net subscribers/ })).toContainText("+56");
  await expect(page.locator(".recharts-surface")).toBeVisible();
  await page.getByRole("tab", { name: "Table" }).click();
  const table = page.getByRole("table", { name: "Figures by period" });
  await expect(table.getByRole("row")).toHaveCount(29);
  await expect(table.getByRole("row").nth(1)).toContainText("1,000");
  await page.getByLabel("Group").selectOption({ label: "By month" });
  await expect(page).toHaveURL(/bucket=month/);
  expect(await seriousViolations(page)).toEqual([]);

  // one day imported a year and a month ago: the year before the last 365 days holds one day, too few to compare
  await fileInput.setInputFiles({ name: "one day.csv", mimeType: "text/csv", buffer: oneDayExport(400) });
  await importCard.getByRole("button", { name: "Preview" }).click();
  await importCard.getByRole("button", { name: "Import 1 day into Perf Plays" }).click();
  await expect(channels).toContainText("57 days");
  await page.getByLabel("Period", { exact: true }).selectOption({ label: "Last 365 days" });
  await expect(views).toContainText("42,000");
  await expect(views).toContainText("not enough data to compare");
  await expect(views).not.toContainText("%");

  // the home card has come alive
  await page.goto("/creator-dashboard");
  await expect(overallCard(page)).toContainText("28,000");
  await expect(overallCard(page)).toContainText("+100%");
  await expect(overallCard(page)).toContainText("+56");
  await expect(overallCard(page)).not.toContainText("Awaiting data");
});

/** A creator with a YouTube channel of the 56 days of `youtubeExport` and one day 400 days ago, seeded through the API. */
async function creatorWithFigures(name: string) {
  const creator = await signUpCreator(name);
  const api = await apiAs(creator);
  const made = await api.post("/api/me/channels", {
    data: { name: "Perf Plays", platform: "youtube", url: "https://www.youtube.com/@perfplays" },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const channel = await made.json();
  for (const [file, buffer] of [
    ["Table data.csv", youtubeExport()],
    ["one day.csv", oneDayExport(400)],
  ] as const) {
    const imported = await api.post(`/api/me/channels/${channel.id}/import`, {
      multipart: { file: { name: file, mimeType: "text/csv", buffer } },
    });
    expect(imported.ok(), await imported.text()).toBe(true);
  }
  await api.dispose();
  return creator;
}

test("a manager finds a creator in Creator Performance and opens their charts", async ({
  page: boss,
  staff,
}) => {
  const creator = await creatorWithFigures("Perf Creator");
  await openAs(boss, await staff("manager"), "/talent-dashboard");
  await boss.getByRole("link", { name: "Creator Performance" }).click();
  await expect(boss.getByRole("heading", { level: 1, name: "Creator Performance" })).toBeVisible();
  await boss.getByLabel("Search creators").fill(creator.email);
  const list = boss.getByRole("table", { name: "Creators" });
  await expect(list.getByRole("row")).toHaveCount(2);
  await expect(list).toContainText("28,000");
  await expect(list).toContainText("+100%");
  expect(await seriousViolations(boss)).toEqual([]);
  await list.getByRole("link", { name: "Perf Creator" }).click();
  await expect(boss.getByRole("heading", { level: 1, name: "Perf Creator's performance" })).toBeVisible();
  await expect(boss.getByRole("button", { name: /^Views/ })).toContainText("28,000");
  await boss.getByLabel("Period").selectOption({ label: "All time" });
  await expect(boss.getByRole("button", { name: /^Views/ })).toContainText("42,600");
});

test("other staff cannot open the managers' list: the server refuses, the page redirects", async ({
  page,
  staff,
}) => {
  await openAs(page, await staff("editor"), "/editor-dashboard");
  const res = await page.request.get("/api/admin/performance/creators");
  expect(res.status()).toBe(403);
  await page.goto("/talent-dashboard/performance");
  await expect(page).toHaveURL(/\/editor-dashboard$/);
});

test("when the chart's code cannot load, its place says so; the page and the Table tab stay", async ({
  page,
}) => {
  await page.route(/\/assets\/performance-chart-[\w-]+\.js$/, (route) => route.abort());
  const creator = await signUpCreator();
  const api = await apiAs(creator);
  const made = await api.post("/api/me/channels", {
    data: { name: "Charted", platform: "youtube", url: "https://www.youtube.com/@charted" },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const channel = await made.json();
  const imported = await api.post(`/api/me/channels/${channel.id}/import`, {
    multipart: { file: { name: "Table data.csv", mimeType: "text/csv", buffer: youtubeExport() } },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  await api.dispose();

  await signIn(page, creator, "/creator-dashboard/performance");
  // a reload once (the code may be from an older build), then the message in the chart's place (ADR 017)
  await expect(page.getByRole("figure").getByRole("alert")).toContainText("This page could not be loaded");
  await expect(page.getByRole("heading", { level: 1, name: "Performance" })).toBeVisible();
  await page.getByRole("tab", { name: "Table" }).click();
  await expect(page.getByRole("tabpanel", { name: "Table" }).getByRole("table")).toBeVisible();
});
