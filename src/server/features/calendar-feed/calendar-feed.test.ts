import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribeLinks } from "~/domain/calendar-feed";
import { createLogger } from "../../lib/logger";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { calendarUid } from "../appointments/calendar-file";

/* Each user's private calendar feed (issue 20, item 5), read back with an independent parser (ical.js). */

let ctx: TestContext;
type User = Awaited<ReturnType<typeof signedInAs>>;
let cora: User;
let other: User;
let max: User;
let mia: User;

beforeAll(async () => {
  ctx = await createTestContext();
  cora = await signedInAs(ctx, "creator", { name: "Cora Creator" });
  other = await signedInAs(ctx, "creator");
  max = await signedInAs(ctx, "manager", { name: "Max Manager" });
  mia = await signedInAs(ctx, "manager", { name: "Mia Manager" });
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
/** A time `days` from now, on the minute (iCalendar times have whole seconds). */
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 60_000) * 60_000);

async function meeting(who: User, topic: string) {
  const res = await call(ctx, "/api/appointments", { cookie: who.cookie, json: { topic } });
  return ((await res.json()) as { id: string }).id;
}
async function manage(by: User, id: string, status: string, when: Date | null) {
  const res = await call(ctx, `/api/admin/appointments/${id}`, {
    method: "PATCH",
    cookie: by.cookie,
    json: { status, scheduledAt: when?.toISOString() ?? null, meetLink: "https://meet.example.com/r" },
  });
  expect(res.status).toBe(200);
}
async function feedOf(who: User) {
  const res = await call(ctx, "/api/me/calendar-feed", { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { url: string; webcalUrl: string };
}
/** The feed at `url` as a calendar app asks for it: no cookie, maybe a tag. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.request(new URL(url).pathname, { headers });
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      status: component.getFirstPropertyValue("status"),
    };
  });
}

describe("the calendar feed", () => {
  it("holds the caller's meetings only: a creator's own, a manager's managed, with UID, SEQUENCE and time", async () => {
    const first = await meeting(cora, "First");
    const second = await meeting(cora, "Second");
    const theirs = await meeting(other, "Theirs");
    await meeting(cora, "Still pending");
    const when = inDays(3);
    const later = new Date(when.getTime() + DAY);
    await manage(max, first, "Scheduled", when);
    await manage(max, first, "Scheduled", later);
    await manage(mia, second, "Scheduled", when);
    await manage(max, theirs, "Scheduled", when);

    const feed = await feedOf(cora);
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace("http:", "webcal:"));
    expect(await feedOf(cora)).toEqual(feed);
    const res = await fetchFeed(feed.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    const text = await res.text();
    expect(text).toContain("X-WR-CALNAME:CreatorDesk meetings");
    expect(text).not.toContain("METHOD:");
    expect(eventsOf(text).sort((x, y) => x.uid.localeCompare(y.uid))).toEqual(
      [
        { uid: calendarUid(first), sequence: 2, start: later.toISOString(), status: "CONFIRMED" },
        { uid: calendarUid(second), sequence: 1, start: when.toISOString(), status: "CONFIRMED" },
      ].sort((x, y) => x.uid.localeCompare(y.uid)),
    );

    const managed = eventsOf(await (await fetchFeed((await feedOf(max)).url)).text()).map((e) => e.uid);
    expect(managed.sort()).toEqual([calendarUid(first), calendarUid(theirs)].sort());
    const theirsOnly = eventsOf(await (await fetchFeed((await feedOf(other)).url)).text()).map((e) => e.uid);
    expect(theirsOnly).toEqual([calendarUid(theirs)]);
  });

  it("answers 304 to its current tag, and a new tag once a meeting changes (a cancel stays as CANCELLED)", async () => {
    const id = await meeting(cora, "Tagged");
    await manage(max, id, "Scheduled", inDays(5));
    const { url } = await feedOf(cora);
    const first = await fetchFeed(url);
    const tag = first.headers.get("etag")!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await fetchFeed(url, { "if-none-match": tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    expect((await fetchFeed(url, { "if-none-match": `W/${tag}` })).status).toBe(304);

    await manage(max, id, "Cancelled", inDays(5));
    const changed = await fetchFeed(url, { "if-none-match": tag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(tag);
    const event = eventsOf(await changed.text()).find((e) => e.uid === calendarUid(id));
    expect(event).toMatchObject({ status: "CANCELLED", sequence: 2 });
  });

  it("gets a new address on regeneration: the old one is 404 at once, wrong ones too", async () => {
    const old = await feedOf(cora);
    const res = await call(ctx, "/api/me/calendar-feed/regenerate", { method: "POST", cookie: cora.cookie });
    expect(res.status).toBe(200);
    const fresh = (await res.json()) as { url: string };
    expect(fresh.url).not.toBe(old.url);
    expect(await feedOf(cora)).toMatchObject({ url: fresh.url });
    const gone = await fetchFeed(old.url);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error).toBe("No such calendar.");
    expect((await fetchFeed(fresh.url)).status).toBe(200);
    for (const path of ["/api/calendar/nope.ics", "/api/calendar/nope", `${new URL(fresh.url).pathname}x`])
      expect((await ctx.app.request(path)).status).toBe(404);
    expect((await call(ctx, "/api/me/calendar-feed")).status).toBe(401);
  });

  it("links to the calendar apps with the address", () => {
    const links = subscribeLinks({
      url: "https://desk.example/api/calendar/t.ics",
      webcalUrl: "webcal://desk.example/api/calendar/t.ics",
    });
    expect(links.google).toBe(
      "https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fdesk.example%2Fapi%2Fcalendar%2Ft.ics",
    );
    expect(links.apple).toBe("webcal://desk.example/api/calendar/t.ics");
    expect(new URL(links.outlook).searchParams.get("url")).toBe("https://desk.example/api/calendar/t.ics");
    expect(new URL(links.outlook).searchParams.get("name")).toBe("CreatorDesk");
  });

  it("keeps its token out of the logs", () => {
    const lines: string[] = [];
    const logger = createLogger("debug", false, { write: (line: string) => void lines.push(line) });
    const secret = "s3cr3t-token-value";
    logger.error(
      { err: new Error(`fetch failed: /api/calendar/${secret}.ics`), path: `/api/calendar/${secret}.ics` },
      "unhandled error",
    );
    expect(lines.join("")).not.toContain(secret);
    expect(lines.join("")).toContain("/api/calendar/[redacted]");
  });
});
