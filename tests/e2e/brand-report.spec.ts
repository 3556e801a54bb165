import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { apiAs, createStaffUser, problemsAtEveryWidth, seriousViolations, signUpCreator } from "./fixtures";

/*
 * Issue 36, item 4: a manager shares a deal's campaign report with the brand's contact; the brand (a fresh
 * browser, no account) opens the link, sees the published link and its figures since it went live, exports
 * the CSV, prints it; at 320 and 1280 px, by keyboard, axe 0. Revoked, the link gives the one message.
 */

const GONE = "This link does not work any more. Ask the agency for a new one.";
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A plain CSV of the last 30 days (UTC) up to today: 1,000 views and 2 watch hours a day. */
function thirtyDays() {
  const lines = ["Date,Views,Watch time (hours)"];
  for (let offset = 29; offset >= 0; offset--) lines.push(`${dateIn(-offset)},1000,2`);
  return Buffer.from(`${lines.join("\n")}\n`, "utf8");
}

test("a brand follows its campaign from a report link, without an account; revoked, the link is gone", async ({
  browser,
}) => {
  // a story in several steps through two browsers and two widths: three times Playwright's 30 s (ADR 028)
  test.slow();
  const tag = randomBytes(3).toString("hex");
  const [creator, manager] = await Promise.all([
    signUpCreator(`Casey Report ${tag}`),
    createStaffUser("manager"),
  ]);

  // the creator's YouTube channel with 30 imported days, as the performance page sends them
  const asCreator = await apiAs(creator);
  const me = await (await asCreator.get("/api/me/profile")).json();
  const channel = await (
    await asCreator.post("/api/me/channels", {
      data: { name: `Casey builds ${tag}`, platform: "youtube", url: "https://www.youtube.com/@caseyreport" },
    })
  ).json();
  const imported = await asCreator.post(`/api/me/channels/${channel.id}/import`, {
    multipart: { file: { name: "stats.csv", mimeType: "text/csv", buffer: thirtyDays() } },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  await asCreator.dispose();

  // the manager's deal: a published video (today), a short still to do; the agency's notes
  const boss = await apiAs(manager);
  const brand = await (await boss.post("/api/brands", { data: { name: `Acme ${tag}` } })).json();
  const made = await boss.post("/api/deals", {
    data: {
      brandId: brand.id,
      creatorId: me.id,
      title: `Spring launch ${tag}`,
      valueMinor: 250_000,
      currency: "USD",
      commissionBps: 2000,
      notes: "Agency only: they opened at $3,000",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const deal = await made.json();
  const video = await (
    await boss.post(`/api/deals/${deal.id}/deliverables`, {
      data: { kind: "dedicated_video", platform: "YouTube", dueDate: dateIn(-1) },
    })
  ).json();
  const published = await boss.patch(`/api/deals/${deal.id}/deliverables/${video.id}`, {
    data: { status: "Published", link: "https://www.youtube.com/watch?v=spring-launch" },
  });
  expect(published.status(), await published.text()).toBe(200);
  await boss.post(`/api/deals/${deal.id}/deliverables`, {
    data: { kind: "short", platform: "TikTok", dueDate: dateIn(10) },
  });
  const shared = await boss.post(`/api/deals/${deal.id}/brand-links`, {
    data: { kind: "report", contactName: "Ann Partner", contactEmail: `ann-${tag}@brand.test`, days: 14 },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const link = await shared.json();
  const path = new URL(link.url).pathname;
  expect(path).toMatch(/^\/report\/[\w-]{43}$/);

  // the brand: another browser, no account
  const brandContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await brandContext.newPage();
  const opened = await page.goto(path);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { name: `Spring launch ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByText(`Acme ${tag} with Casey Report ${tag}, prepared by CreatorDesk`)).toBeVisible();
  await expect(page.getByText("1 of 2")).toBeVisible();
  const cards = page.getByRole("region", { name: "Deliverables" }).getByRole("listitem");
  const videoCard = cards.filter({ hasText: "Dedicated video" });
  await expect(videoCard.getByRole("link", { name: "youtube.com/watch?v=spring-launch" })).toHaveAttribute(
    "href",
    "https://www.youtube.com/watch?v=spring-launch",
  );
  // published today: today's imported day, 1,000 views and 2 watch hours
  await expect(videoCard.getByText("1,000", { exact: true })).toBeVisible();
  await expect(videoCard).toContainText(`Casey builds ${tag}`);
  await expect(cards.filter({ hasText: "Short" })).toContainText("No figures yet");
  // money is off unless the manager chose it; the agency's notes, never
  await expect(page.getByText("Deal value")).toHaveCount(0);
  const html = await page.content();
  for (const secret of ["$2,500", "Agency only", manager.email, creator.email])
    expect(html).not.toContain(secret);
  expect(await seriousViolations(page)).toEqual([]);

  // by keyboard, from the top: the logo, Export CSV, Print; Enter on Export CSV downloads the file
  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(exportLink).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Print" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(exportLink).toBeFocused();

  // the CSV: a real link, downloaded as a file
  await expect(exportLink).toHaveAttribute("href", `/api/report/${path.split("/").pop()}/csv`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toMatch(/^report-spring-launch-[0-9a-f]{6}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv).toContain("https://www.youtube.com/watch?v=spring-launch");
  expect(csv).toContain("No figures yet");

  // on paper: no buttons
  await page.emulateMedia({ media: "print" });
  await expect(exportLink).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("heading", { name: `Spring launch ${tag}`, level: 1 })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // a phone: nothing sideways, still axe 0
  expect(await problemsAtEveryWidth(page, [320, 1280])).toEqual({});
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await seriousViolations(page)).toEqual([]);

  // a read that fails says what happened, inline, and Try again brings the report back
  const apiPath = `**/api/report/${path.split("/").pop()}`;
  await page.route(apiPath, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: "The server stumbled. Try again in a moment.", code: "internal" }),
    }),
  );
  await page.reload();
  await expect(page.getByRole("heading", { name: "The report could not be loaded" })).toBeVisible();
  await expect(page.getByText("The server stumbled. Try again in a moment.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.unroute(apiPath);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: `Spring launch ${tag}`, level: 1 })).toBeVisible();

  // revoked: the one message, at once
  const revoked = await boss.post(`/api/brand-links/${link.id}/revoke`);
  expect(revoked.status()).toBe(200);
  await boss.dispose();
  await page.reload();
  await expect(page.getByRole("heading", { name: GONE })).toBeVisible();
  await expect(page.getByText(`Spring launch ${tag}`)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  const csvGone = await brandContext.request.get(`/api/report/${path.split("/").pop()}/csv`);
  expect(csvGone.status()).toBe(404);
  await brandContext.close();
});
