import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, managerAvailability } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

let ctx: TestContext;
type User = Awaited<ReturnType<typeof signedInAs>>;
let creator: User;
let manager: User;
let other: User;
let editor: User;

beforeAll(async () => {
  ctx = await createTestContext();
  creator = await signedInAs(ctx, "creator");
  manager = await signedInAs(ctx, "manager");
  other = await signedInAs(ctx, "manager");
  editor = await signedInAs(ctx, "editor");
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const everyDay = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));
const settings = {
  timeZone: "Europe/London",
  weekly: [
    { weekday: 2, start: "13:00", end: "17:00" },
    { weekday: 2, start: "09:00", end: "12:00" },
  ],
  overrides: [
    { date: "2030-01-08", ranges: [] },
    { date: "2030-01-05", ranges: [{ start: "10:00", end: "11:00" }] },
  ],
  lengths: [60, 30],
  bufferMinutes: 15,
  minNoticeMinutes: 0,
  // the slots asked for below are in January 2030: inside the bookable window only when it is this wide
  horizonDays: 3650,
  maxUpcomingBookings: 3,
};
const save = (who: User, json: unknown) =>
  call(ctx, "/api/me/availability", { method: "PUT", cookie: who.cookie, json });
const read = (who: User) => call(ctx, "/api/me/availability", { cookie: who.cookie });
const slots = (who: User, managerId: string, query: string) =>
  call(ctx, `/api/managers/${managerId}/slots?${query}`, { cookie: who.cookie });
const query = (from: Date | string, to: Date | string, length?: number) =>
  new URLSearchParams({
    from: typeof from === "string" ? from : from.toISOString(),
    to: typeof to === "string" ? to : to.toISOString(),
    ...(length ? { length: String(length) } : {}),
  }).toString();

describe("a manager's availability", () => {
  it("shows the defaults until the manager saves theirs", async () => {
    const res = await read(other);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      isDefault: true,
      availability: {
        timeZone: "America/New_York",
        lengths: [30, 60],
        bufferMinutes: 15,
        minNoticeMinutes: 720,
      },
    });
  });

  it("saves the week, the overrides and the lengths, and reads them back in order", async () => {
    const res = await save(manager, settings);
    expect(res.status).toBe(200);
    const back = await (await read(manager)).json();
    expect(back).toEqual({
      isDefault: false,
      availability: {
        ...settings,
        weekly: [
          { weekday: 2, start: "09:00", end: "12:00" },
          { weekday: 2, start: "13:00", end: "17:00" },
        ],
        overrides: [
          { date: "2030-01-05", ranges: [{ start: "10:00", end: "11:00" }] },
          { date: "2030-01-08", ranges: [] },
        ],
        lengths: [30, 60],
      },
    });
    const rows = await ctx.deps.db
      .select()
      .from(managerAvailability)
      .where(eq(managerAvailability.managerId, manager.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["an unknown time zone", { timeZone: "Mars/Olympus" }, "timeZone"],
    ["an offset, not a zone", { timeZone: "+05:30" }, "timeZone"],
    [
      "overlapping ranges",
      { weekly: [...settings.weekly, { weekday: 2, start: "11:00", end: "14:00" }] },
      "weekly",
    ],
    ["a range across midnight", { weekly: [{ weekday: 5, start: "22:00", end: "02:00" }] }, "weekly.0.end"],
    ["no length", { lengths: [] }, "lengths"],
    ["a length not offered", { lengths: [25] }, "lengths.0"],
    ["a date twice", { overrides: [settings.overrides[0], settings.overrides[0]] }, "overrides"],
    ["an impossible date", { overrides: [{ date: "2030-02-30", ranges: [] }] }, "overrides.0.date"],
  ])("refuses %s and keeps what was saved", async (_name, change, field) => {
    const res = await save(manager, { ...settings, ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fields ?? {})).toContain(field);
    expect((await (await read(manager)).json()).availability.timeZone).toBe("Europe/London");
  });

  it("takes a zone by its current IANA name and by the older one the platform lists", async () => {
    const india = await signedInAs(ctx, "manager");
    for (const timeZone of ["Asia/Kolkata", "Asia/Calcutta"]) {
      expect((await save(india, { ...settings, timeZone })).status).toBe(200);
      expect((await (await read(india)).json()).availability.timeZone).toBe(timeZone);
    }
  });

  it("is the caller's own, and only a manager's", async () => {
    expect((await read(other)).status).toBe(200);
    expect((await (await read(other)).json()).isDefault).toBe(true);
    for (const who of [creator, editor]) {
      expect((await read(who)).status).toBe(403);
      expect((await save(who, settings)).status).toBe(403);
    }
    expect((await call(ctx, "/api/me/availability")).status).toBe(401);
  });
});

describe("a manager's free slots", () => {
  it("leaves out the meetings with their buffer, not the cancelled ones, and says nothing of them", async () => {
    const boss = await signedInAs(ctx, "manager");
    expect(
      (await save(boss, { ...settings, weekly: everyDay("09:00", "12:00"), overrides: [] })).status,
    ).toBe(200);
    // Monday 7 January 2030, GMT: a meeting 10:00 to 11:00 (no length of its own: an hour), one cancelled
    await ctx.deps.db.insert(appointments).values([
      {
        creatorId: creator.id,
        managerId: boss.id,
        topic: "Secret plan",
        scheduledAt: new Date("2030-01-07T10:00:00Z"),
        status: "Scheduled",
      },
      {
        creatorId: creator.id,
        managerId: boss.id,
        topic: "Gone",
        scheduledAt: new Date("2030-01-07T09:00:00Z"),
        status: "Cancelled",
      },
      {
        creatorId: creator.id,
        managerId: manager.id,
        topic: "Another manager's",
        scheduledAt: new Date("2030-01-07T09:00:00Z"),
        status: "Scheduled",
      },
    ]);
    const res = await slots(creator, boss.id, query("2030-01-07T00:00:00Z", "2030-01-08T00:00:00Z", 30));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(["length", "lengths", "slots", "timeZone"]);
    expect(JSON.stringify(body)).not.toContain("Secret");
    expect(body.timeZone).toBe("Europe/London");
    expect(body.slots.map((s: { start: string }) => s.start.slice(11, 16))).toEqual([
      "09:00",
      "09:15",
      "11:15",
      "11:30",
    ]);
    // a Pending meeting with a time takes the time too
    await ctx.deps.db.insert(appointments).values({
      creatorId: creator.id,
      managerId: boss.id,
      topic: "Asked",
      scheduledAt: new Date("2030-01-07T09:00:00Z"),
      status: "Pending",
    });
    const after = await (
      await slots(creator, boss.id, query("2030-01-07T00:00:00Z", "2030-01-08T00:00:00Z", 30))
    ).json();
    expect(after.slots.map((s: { start: string }) => s.start.slice(11, 16))).toEqual(["11:15", "11:30"]);
  });

  it("answers a repeat from the cache (ETag, 304) until the manager changes their hours", async () => {
    const boss = await signedInAs(ctx, "manager");
    expect(
      (await save(boss, { ...settings, weekly: everyDay("09:00", "10:00"), overrides: [] })).status,
    ).toBe(200);
    const q = query("2030-01-07T00:00:00Z", "2030-01-08T00:00:00Z", 30);
    const first = await slots(creator, boss.id, q);
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    expect((await first.json()).slots).toHaveLength(3);
    const again = await call(ctx, `/api/managers/${boss.id}/slots?${q}`, {
      cookie: creator.cookie,
      headers: { "if-none-match": tag! },
    });
    expect(again.status).toBe(304);
    expect(
      (await save(boss, { ...settings, weekly: everyDay("09:00", "11:00"), overrides: [] })).status,
    ).toBe(200);
    const moved = await call(ctx, `/api/managers/${boss.id}/slots?${q}`, {
      cookie: creator.cookie,
      headers: { "if-none-match": tag! },
    });
    expect(moved.status).toBe(200);
    expect((await moved.json()).slots).toHaveLength(7);
  });

  it("keeps the day off, the override's hours, and the minimum notice", async () => {
    const boss = await signedInAs(ctx, "manager");
    const now = Date.now();
    const tomorrow = new Date(now + 24 * HOUR).toISOString().slice(0, 10);
    expect(
      (
        await save(boss, {
          ...settings,
          timeZone: "UTC",
          weekly: everyDay("00:00", "24:00"),
          overrides: [{ date: tomorrow, ranges: [] }],
          minNoticeMinutes: 6 * 60,
        })
      ).status,
    ).toBe(200);
    const res = await slots(editor, boss.id, query(new Date(now), new Date(now + 3 * 24 * HOUR), 60));
    expect(res.status).toBe(200);
    const found: { start: string; end: string }[] = (await res.json()).slots;
    expect(found.length).toBeGreaterThan(0);
    for (const slot of found) {
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(now + 6 * HOUR);
      expect(slot.start.slice(0, 10)).not.toBe(tomorrow);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(HOUR);
    }
  });

  it("offers a manager with nothing saved on the defaults: weekdays 9 to 5 in New York, 12 hours ahead", async () => {
    const fresh = await signedInAs(ctx, "manager");
    const now = Date.now();
    const res = await slots(creator, fresh.id, query(new Date(now), new Date(now + 14 * 24 * HOUR)));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ timeZone: "America/New_York", lengths: [30, 60], length: 30 });
    expect(body.slots.length).toBeGreaterThan(50);
    const clock = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const partsOf = (iso: string) =>
      Object.fromEntries(clock.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
    for (const slot of body.slots as { start: string; end: string }[]) {
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(now + 12 * HOUR);
      const { weekday, hour, minute } = partsOf(slot.start);
      expect(["Mon", "Tue", "Wed", "Thu", "Fri"]).toContain(weekday);
      expect(`${hour}:${minute}` >= "09:00" && `${hour}:${minute}` <= "16:30").toBe(true);
    }
  });

  it("reads at most 35 days, only lengths offered, only of a manager", async () => {
    const start = new Date("2030-03-01T00:00:00Z");
    expect(
      (await slots(creator, manager.id, query(start, new Date(start.getTime() + 35 * 24 * HOUR)))).status,
    ).toBe(200);
    const tooLong = await slots(
      creator,
      manager.id,
      query(start, new Date(start.getTime() + 36 * 24 * HOUR)),
    );
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).fields).toHaveProperty("to");
    expect((await slots(creator, manager.id, query(start, start))).status).toBe(400);
    expect(
      (await slots(creator, manager.id, query(start, new Date(start.getTime() + HOUR), 45))).status,
    ).toBe(400);
    expect((await slots(creator, manager.id, "from=yesterday&to=today")).status).toBe(400);
    expect((await slots(creator, creator.id, query(start, new Date(start.getTime() + HOUR)))).status).toBe(
      404,
    );
    expect(
      (await slots(creator, "no-such-user", query(start, new Date(start.getTime() + HOUR)))).status,
    ).toBe(404);
    expect(
      (await call(ctx, `/api/managers/${manager.id}/slots?${query(start, new Date(start.getTime() + HOUR))}`))
        .status,
    ).toBe(401);
  });
});
