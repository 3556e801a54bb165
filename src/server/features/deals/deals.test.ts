import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userTopic } from "~/domain/activity";
import {
  commissionOf,
  DEAL_VIEWS_MAX,
  DEALS_TOPIC,
  DEFAULT_COMMISSION_BPS,
  type Deal,
  type DealBoard,
  MAX_MINOR,
  payoutOf,
} from "~/domain/deals";
import type { Role } from "~/domain/roles";
import { deals, dealViews, notifications, statusChanges } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { undocumentedFields } from "../../testing/documented";
import { record, testRealtimeClient, waitFor } from "../../testing/realtime";
import { startTestServer, type TestServer } from "../../testing/server";

let ctx: TestContext;
type Who = { cookie: string; id: string; name: string };
const people = {} as Record<
  "manager" | "manager2" | "creator" | "other" | "editor" | "designer" | "promoter",
  Who
>;

beforeAll(async () => {
  ctx = await createTestContext();
  const roles: [keyof typeof people, Role][] = [
    ["manager", "manager"],
    ["manager2", "manager"],
    ["creator", "creator"],
    ["other", "creator"],
    ["editor", "editor"],
    ["designer", "designer"],
    ["promoter", "promoter"],
  ];
  for (const [name, role] of roles) people[name] = await signedInAs(ctx, role, { name: `The ${name}` });
});
afterAll(() => ctx.close());

const send = (who: Who | null, method: string, path: string, json?: unknown) =>
  call(ctx, `/api${path}`, { method, cookie: who?.cookie, json });
const get = (who: Who | null, path: string) => call(ctx, `/api${path}`, { cookie: who?.cookie });

async function newBrand(name = "Acme", contacts: unknown[] = []) {
  const res = await send(people.manager, "POST", "/brands", { name, contacts });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

async function newDeal(fields: Record<string, unknown> = {}, who = people.manager) {
  const brandId = (fields.brandId as string) ?? (await newBrand(`Brand ${Math.random()}`)).id;
  const res = await send(who, "POST", "/deals", {
    brandId,
    creatorId: people.creator.id,
    title: "Sponsored video",
    valueMinor: 500_000,
    currency: "USD",
    notes: "Agency only: they pay late",
    ...fields,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Deal;
}

const move = (id: string, from: string, to: string, extra: object = {}, who = people.manager) =>
  send(who, "POST", `/deals/${id}/move`, { from, to, ...extra });
const rowOf = async (id: string) => (await ctx.deps.db.select().from(deals).where(eq(deals.id, id)))[0]!;

describe("brands", () => {
  it("keeps a brand with its contacts, replaces them on edit, and searches by name with its deal count", async () => {
    const brand = await newBrand("Zephyr Audio", [
      { name: "Ann", role: "Partnerships", email: "ann@zephyr.test", phone: "+1 555" },
      { name: "Bob" },
    ]);
    const read = await (await get(people.manager, `/brands/${brand.id}`)).json();
    expect(read.contacts.map((c: { name: string }) => c.name)).toEqual(["Ann", "Bob"]);

    const put = await send(people.manager, "PUT", `/brands/${brand.id}`, {
      name: "Zephyr Audio Ltd",
      website: "https://zephyr.test",
      industry: "Audio",
      contacts: [{ name: "Cy", email: "cy@zephyr.test" }],
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({
      name: "Zephyr Audio Ltd",
      industry: "Audio",
      contacts: [{ name: "Cy", email: "cy@zephyr.test", role: "", phone: "" }],
    });

    await newDeal({ brandId: brand.id });
    const page = await (await get(people.manager, "/brands?search=zephyr")).json();
    expect(page).toMatchObject({
      total: 1,
      items: [{ id: brand.id, name: "Zephyr Audio Ltd", dealCount: 1 }],
    });
  });

  it("refuses a contact without a name and a website that is not a link, changing nothing", async () => {
    const res = await send(people.manager, "POST", "/brands", {
      name: "Bad",
      website: "javascript:alert(1)",
      contacts: [{ name: "" }],
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(["website"]));
    expect((await (await get(people.manager, "/brands?search=Bad")).json()).total).toBe(0);
  });

  it("deletes a brand without deals, and refuses one with deals kindly (409)", async () => {
    const empty = await newBrand("Short lived");
    expect((await send(people.manager, "DELETE", `/brands/${empty.id}`)).status).toBe(204);
    expect((await get(people.manager, `/brands/${empty.id}`)).status).toBe(404);

    const used = await newBrand("Busy brand");
    await newDeal({ brandId: used.id });
    const res = await send(people.manager, "DELETE", `/brands/${used.id}`);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(
      "This brand has a deal, so it cannot be deleted. Its deals are the agency's records.",
    );
    expect((await get(people.manager, `/brands/${used.id}`)).status).toBe(200);
  });

  it("lists a brand's deals with their total per currency, never adding currencies together", async () => {
    const brand = await newBrand("Multi currency");
    await newDeal({ brandId: brand.id, valueMinor: 10_050, currency: "USD" });
    await newDeal({ brandId: brand.id, valueMinor: 1, currency: "USD" });
    await newDeal({ brandId: brand.id, valueMinor: 120_000, currency: "JPY" });
    const page = await (await get(people.manager, `/brands/${brand.id}/deals?pageSize=2`)).json();
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    expect(page.totals).toEqual([
      { currency: "JPY", valueMinor: 120_000 },
      { currency: "USD", valueMinor: 10_051 },
    ]);
    const beyond = await (await get(people.manager, `/brands/${brand.id}/deals?pageSize=2&page=9`)).json();
    expect(beyond).toMatchObject({ items: [], total: 3, totals: page.totals });
  });

  it("is for managers only", async () => {
    for (const who of [people.creator, people.editor, people.designer, people.promoter]) {
      expect((await get(who, "/brands")).status).toBe(403);
      expect((await send(who, "POST", "/brands", { name: "Mine" })).status).toBe(403);
    }
    expect((await get(null, "/brands")).status).toBe(401);
  });
});

describe("deals: money", () => {
  it("computes the commission and the payout in one place, with the creator's default when omitted", async () => {
    const plain = await newDeal({ valueMinor: 123_457 });
    expect(plain.commissionBps).toBe(DEFAULT_COMMISSION_BPS);
    expect(plain.commissionMinor).toBe(commissionOf(123_457, DEFAULT_COMMISSION_BPS));
    expect(plain.payoutMinor).toBe(payoutOf(123_457, DEFAULT_COMMISSION_BPS));

    const terms = await send(people.manager, "PUT", `/creators/${people.other.id}/terms`, {
      commissionBps: 1250,
    });
    expect(await terms.json()).toEqual({ creatorId: people.other.id, commissionBps: 1250, isDefault: false });
    const theirs = await newDeal({ creatorId: people.other.id, valueMinor: 1001 });
    expect(theirs).toMatchObject({ commissionBps: 1250, commissionMinor: 125, payoutMinor: 876 });

    const overridden = await newDeal({ creatorId: people.other.id, valueMinor: 1000, commissionBps: 3000 });
    expect(overridden).toMatchObject({ commissionBps: 3000, commissionMinor: 300, payoutMinor: 700 });

    // an edit computes them again; null goes back to the creator's default
    const edited = await send(people.manager, "PATCH", `/deals/${overridden.id}`, {
      valueMinor: 2000,
      commissionBps: null,
    });
    expect(await edited.json()).toMatchObject({
      valueMinor: 2000,
      commissionBps: 1250,
      commissionMinor: 250,
    });
    const row = await rowOf(overridden.id);
    expect(row.commissionMinor + row.payoutMinor).toBe(row.valueMinor);
  });

  it("round-trips the edges exactly: 0, one cent, near the largest amount, and JPY with no minor unit", async () => {
    const cases: [number, string][] = [
      [0, "USD"],
      [1, "USD"],
      [MAX_MINOR, "USD"],
      [MAX_MINOR - 1, "EUR"],
      [1, "JPY"],
      [9_999_999, "JPY"],
    ];
    for (const [valueMinor, currency] of cases) {
      const deal = await newDeal({ valueMinor, currency, commissionBps: 1999 });
      const read = (await (await get(people.manager, `/deals/${deal.id}`)).json()) as Deal;
      expect(read).toMatchObject({
        valueMinor,
        currency,
        commissionMinor: commissionOf(valueMinor, 1999),
        payoutMinor: payoutOf(valueMinor, 1999),
      });
      expect(read.commissionMinor + read.payoutMinor).toBe(valueMinor);
      expect(Number.isSafeInteger(read.valueMinor)).toBe(true);
    }
    for (const valueMinor of [MAX_MINOR + 1, -1, 1.5]) {
      const brand = await newBrand(`Edge ${valueMinor}`);
      const res = await send(people.manager, "POST", "/deals", {
        brandId: brand.id,
        creatorId: people.creator.id,
        title: "Too much",
        valueMinor,
        currency: "USD",
      });
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).fields)).toEqual(["valueMinor"]);
    }
  });
});

describe("deals: who", () => {
  it("needs a creator as the creator and a manager as the owner (400 on the field)", async () => {
    const brand = await newBrand("Parties");
    const base = { brandId: brand.id, title: "T", valueMinor: 1, currency: "USD" };
    const notCreator = await send(people.manager, "POST", "/deals", { ...base, creatorId: people.editor.id });
    expect(notCreator.status).toBe(400);
    expect((await notCreator.json()).fields).toEqual({ creatorId: "Choose a creator" });
    const notManager = await send(people.manager, "POST", "/deals", {
      ...base,
      creatorId: people.creator.id,
      ownerId: people.other.id,
    });
    expect((await notManager.json()).fields).toEqual({ ownerId: "The owner must be a manager" });
    const deal = await newDeal({ brandId: brand.id });
    expect(deal.owner).toEqual({ id: people.manager.id, name: people.manager.name });
    const edit = await send(people.manager, "PATCH", `/deals/${deal.id}`, { creatorId: people.manager.id });
    expect(edit.status).toBe(400);
    expect((await rowOf(deal.id)).creatorId).toBe(people.creator.id);
  });

  it("shows a creator their own deals without the notes; another creator gets 404; other staff 403", async () => {
    const deal = await newDeal({ title: "Creator visible" });
    const mine = await (await get(people.creator, `/deals/${deal.id}`)).json();
    expect(mine).toMatchObject({ id: deal.id, notes: null });
    expect((await get(people.manager, `/deals/${deal.id}`)).status).toBe(200);
    expect((await (await get(people.manager, `/deals/${deal.id}`)).json()).notes).toBe(
      "Agency only: they pay late",
    );
    expect((await get(people.other, `/deals/${deal.id}`)).status).toBe(404);
    expect((await get(people.editor, `/deals/${deal.id}`)).status).toBe(404);

    const list = await (await get(people.creator, "/deals?pageSize=100")).json();
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((d: Deal) => d.creator?.id === people.creator.id && d.notes === null)).toBe(true);
    const others = await (await get(people.other, "/deals?pageSize=100")).json();
    expect(others.items.some((d: Deal) => d.id === deal.id)).toBe(false);
    // a creator cannot widen their list with the filters
    const widened = await (await get(people.other, `/deals?creatorId=${people.creator.id}`)).json();
    expect(widened.items.some((d: Deal) => d.creator?.id === people.creator.id)).toBe(false);
    for (const who of [people.editor, people.designer, people.promoter]) {
      expect((await get(who, "/deals")).status).toBe(403);
      expect((await get(who, "/deals/board")).status).toBe(403);
    }
    expect((await get(people.creator, "/deals/board")).status).toBe(403);
    expect((await move(deal.id, "Lead", "Pitched", {}, people.creator)).status).toBe(403);
    expect((await send(people.creator, "PATCH", `/deals/${deal.id}`, { title: "Mine now" })).status).toBe(
      403,
    );
    expect((await send(people.other, "DELETE", `/deals/${deal.id}`)).status).toBe(403);
  });

  it("filters, searches and sorts the managers' list, paged by the server", async () => {
    const brand = await newBrand("Filterable Foods");
    const a = await newDeal({
      brandId: brand.id,
      title: "Alpha",
      valueMinor: 300,
      expectedCloseDate: "2027-03-01",
    });
    const b = await newDeal({
      brandId: brand.id,
      title: "Beta",
      valueMinor: 100,
      expectedCloseDate: "2027-01-01",
    });
    const c = await newDeal({
      brandId: brand.id,
      title: "Gamma",
      valueMinor: 200,
      creatorId: people.other.id,
      ownerId: people.manager2.id,
    });
    await move(b.id, "Lead", "Pitched");
    const ids = async (query: string) =>
      ((await (await get(people.manager, `/deals?brandId=${brand.id}&${query}`)).json()).items as Deal[]).map(
        (d) => d.title,
      );
    expect(await ids("sort=value_desc")).toEqual(["Alpha", "Gamma", "Beta"]);
    expect(await ids("sort=value_asc")).toEqual(["Beta", "Gamma", "Alpha"]);
    expect(await ids("sort=close_asc")).toEqual(["Beta", "Alpha", "Gamma"]);
    expect(await ids("stage=Pitched")).toEqual(["Beta"]);
    expect(await ids(`creatorId=${people.other.id}`)).toEqual(["Gamma"]);
    expect(await ids(`ownerId=${people.manager2.id}`)).toEqual(["Gamma"]);
    expect(await ids("search=filterable&sort=value_asc")).toEqual(["Beta", "Gamma", "Alpha"]);
    const page = await (await get(people.manager, `/deals?brandId=${brand.id}&pageSize=2&page=2`)).json();
    expect(page).toMatchObject({ total: 3, page: 2, items: [{ id: a.id }] });
    expect(c.owner?.id).toBe(people.manager2.id);
  });
});

describe("deals: moves", () => {
  const history = async (id: string) =>
    (await ctx.deps.db.select().from(statusChanges).where(eq(statusChanges.subjectId, id))).map(
      (r) => `${r.fromStatus ?? "-"}→${r.toStatus}`,
    );

  it("follows the stage table, records each move and stamps contracted, paid and lost", async () => {
    const deal = await newDeal();
    expect((await move(deal.id, "Lead", "Contracted")).status).toBe(200);
    const contractedAt = (await rowOf(deal.id)).contractedAt;
    expect(contractedAt).not.toBeNull();
    for (const [from, to] of [
      ["Contracted", "In production"],
      ["In production", "Contracted"],
      ["Contracted", "In production"],
      ["In production", "Delivered"],
      ["Delivered", "Invoiced"],
      ["Invoiced", "Paid"],
    ])
      expect((await move(deal.id, from!, to!)).status).toBe(200);
    const row = await rowOf(deal.id);
    expect(row).toMatchObject({ stage: "Paid", contractedAt });
    expect(row.paidAt).not.toBeNull();
    expect(await history(deal.id)).toEqual([
      "-→Lead",
      "Lead→Contracted",
      "Contracted→In production",
      "In production→Contracted",
      "Contracted→In production",
      "In production→Delivered",
      "Delivered→Invoiced",
      "Invoiced→Paid",
    ]);
    const read = await (await get(people.creator, `/history/deal/${deal.id}`)).json();
    expect(read.items.length).toBe(8);
    expect((await get(people.other, `/history/deal/${deal.id}`)).status).toBe(404);
    expect((await get(people.editor, `/history/deal/${deal.id}`)).status).toBe(404);
  });

  it("refuses an illegal move with 409 and the current stage, changing nothing", async () => {
    const deal = await newDeal();
    const before = await rowOf(deal.id);
    const res = await move(deal.id, "Lead", "Paid");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: "A deal cannot go from Lead to Paid.",
      code: "illegal_move",
      current: "Lead",
    });
    expect(await rowOf(deal.id)).toEqual(before);
    expect(await history(deal.id)).toEqual(["-→Lead"]);
    // a stale `from`: the deal is not there any more
    const stale = await move(deal.id, "Pitched", "Negotiating");
    expect(stale.status).toBe(409);
    expect((await stale.json()).current).toBe("Lead");
    expect(await rowOf(deal.id)).toEqual(before);
  });

  it("needs a reason to lose a deal, keeps it, and clears it on reopening", async () => {
    const deal = await newDeal();
    const noReason = await move(deal.id, "Lead", "Lost");
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).fields).toEqual({ lostReason: "Say why the deal was lost" });
    expect((await move(deal.id, "Lead", "Lost", { lostReason: "Budget cut" })).status).toBe(200);
    expect(await rowOf(deal.id)).toMatchObject({ stage: "Lost", lostReason: "Budget cut" });
    expect((await move(deal.id, "Lost", "Lead")).status).toBe(200);
    expect(await rowOf(deal.id)).toMatchObject({ stage: "Lead", lostReason: null, contractedAt: null });
  });

  it("lets one of two managers moving the same deal at once win; the other gets 409 with the stage", async () => {
    const deal = await newDeal();
    const [one, two] = await Promise.all([
      move(deal.id, "Lead", "Pitched", {}, people.manager),
      move(deal.id, "Lead", "Negotiating", {}, people.manager2),
    ]);
    const statuses = [one!.status, two!.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = one!.status === 200 ? "Pitched" : "Negotiating";
    const loser = one!.status === 409 ? one! : two!;
    expect((await loser.json()).current).toBe(winner);
    expect((await rowOf(deal.id)).stage).toBe(winner);
    expect(await history(deal.id)).toEqual(["-→Lead", `Lead→${winner}`]);
  });

  it("tells the creator and the owner of a move, never the mover", async () => {
    const deal = await newDeal({ ownerId: people.manager2.id });
    const noticesOf = async (who: Who) =>
      (
        await ctx.deps.db
          .select()
          .from(notifications)
          .where(eq(notifications.subjectId, deal.id))
          .orderBy(notifications.createdAt)
      ).filter((n) => n.userId === who.id);
    // creation: the creator and the owner hear of it
    expect(await noticesOf(people.creator)).toHaveLength(1);
    expect(await noticesOf(people.manager2)).toHaveLength(1);
    expect((await move(deal.id, "Lead", "Pitched")).status).toBe(200);
    const creatorNotes = await noticesOf(people.creator);
    expect(creatorNotes.at(-1)).toMatchObject({
      kind: "deal",
      title: "Your deal 'Sponsored video' is now Pitched",
      link: "/creator-dashboard/deals",
    });
    expect((await noticesOf(people.manager2)).at(-1)).toMatchObject({
      title: "The deal 'Sponsored video' is now Pitched",
      link: `/talent-dashboard/deals/${deal.id}`,
    });
    expect(await noticesOf(people.manager)).toHaveLength(0);
    // the owner moves it: they are not told of their own move
    expect((await move(deal.id, "Pitched", "Negotiating", {}, people.manager2)).status).toBe(200);
    expect(await noticesOf(people.manager2)).toHaveLength(2);
    // the creator: the two quick moves are one notice (issue 35)
    const grouped = await noticesOf(people.creator);
    expect(grouped).toHaveLength(2);
    expect(grouped.at(-1)).toMatchObject({
      title: "Your deal 'Sponsored video' moved to Negotiating, 2 steps",
      steps: 2,
      readAt: null,
    });
    // read, the next move is a notice of its own
    await ctx.deps.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.userId, people.creator.id));
    expect((await move(deal.id, "Negotiating", "Contracted")).status).toBe(200);
    expect((await noticesOf(people.creator)).at(-1)).toMatchObject({
      title: "Your deal 'Sponsored video' is now Contracted",
      steps: 1,
    });
  });

  it("keeps the Lost reason with the agency: the owner hears it, the creator neither hears nor reads it", async () => {
    const deal = await newDeal({ ownerId: people.manager2.id });
    expect((await move(deal.id, "Lead", "Lost", { lostReason: "They chose a bigger channel" })).status).toBe(
      200,
    );
    const lost = await ctx.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, deal.id))
      .orderBy(notifications.createdAt);
    const last = (who: Who) => lost.filter((n) => n.userId === who.id).at(-1);
    expect(last(people.manager2)).toMatchObject({ body: "They chose a bigger channel" });
    expect(last(people.creator)).toMatchObject({ title: expect.stringContaining("Lost"), body: null });
    // the history: the agency reads the reason, the creator the move alone
    const notes = async (who: Who) =>
      (
        (await (await get(who, `/history/deal/${deal.id}`)).json()) as {
          items: { to: string; note: string | null }[];
        }
      ).items
        .filter((item) => item.to === "Lost")
        .map((item) => item.note);
    expect(await notes(people.manager)).toEqual(["They chose a bigger channel"]);
    expect(await notes(people.creator)).toEqual([null]);
    expect(((await (await get(people.manager, `/deals/${deal.id}`)).json()) as Deal).lostReason).toBe(
      "They chose a bigger channel",
    );
  });

  it("gives 404 for a deal that does not exist or is not there to move", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await move(missing, "Lead", "Pitched")).status).toBe(404);
    expect((await move(missing, "Lead", "Paid")).status).toBe(404);
    const deal = await newDeal();
    expect((await send(people.manager, "DELETE", `/deals/${deal.id}`)).status).toBe(204);
    expect((await get(people.manager, `/deals/${deal.id}`)).status).toBe(404);
  });
});

describe("the board", () => {
  it("counts each column and totals its value per currency", async () => {
    const before = (await (await get(people.manager, "/deals/board")).json()) as DealBoard;
    const pitched = (board: DealBoard) => board.columns.find((c) => c.stage === "Pitched")!;
    const one = await newDeal({ valueMinor: 700, currency: "GBP" });
    const two = await newDeal({ valueMinor: 50, currency: "GBP" });
    await move(one.id, "Lead", "Pitched");
    await move(two.id, "Lead", "Pitched");
    const after = (await (await get(people.manager, "/deals/board")).json()) as DealBoard;
    expect(after.columns.map((c) => c.stage)).toEqual([
      "Lead",
      "Pitched",
      "Negotiating",
      "Contracted",
      "In production",
      "Delivered",
      "Invoiced",
      "Paid",
      "Lost",
    ]);
    expect(pitched(after).count).toBe(pitched(before).count + 2);
    const gbp = (board: DealBoard) =>
      pitched(board).totals.find((t) => t.currency === "GBP")?.valueMinor ?? 0;
    expect(gbp(after) - gbp(before)).toBe(750);
    expect(
      pitched(after)
        .items.slice(0, 2)
        .map((d) => d.id),
    ).toEqual([two.id, one.id]);
  });
});

describe("the pipeline as Pipedrive's (issue 35)", () => {
  it("adds a deal at a column's stage up to Contracted, with its history from nothing to there", async () => {
    const deal = await newDeal({ stage: "Negotiating", title: "Ready to talk" });
    expect(deal.stage).toBe("Negotiating");
    expect((await rowOf(deal.id)).stage).toBe("Negotiating");
    const [change] = await ctx.deps.db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.subjectId, deal.id));
    expect(change).toMatchObject({ fromStatus: null, toStatus: "Negotiating" });
    for (const stage of ["In production", "Paid", "Lost", "Won"]) {
      const res = await send(people.manager, "POST", "/deals", {
        brandId: deal.brand.id,
        creatorId: people.creator.id,
        title: `At ${stage}`,
        valueMinor: 1,
        currency: "USD",
        stage,
      });
      expect(res.status, stage).toBe(400);
      expect((await res.json()).fields?.stage).toBe(
        "A new deal starts at Lead, Pitched, Negotiating or Contracted",
      );
    }
    expect(await ctx.deps.db.$count(deals, eq(deals.brandId, deal.brand.id))).toBe(1);
  });

  it("narrows the board by the list's filters: owner, creator, brand, a search", async () => {
    const brand = await newBrand(`Quokka ${Math.random()}`);
    const mine = await newDeal({ brandId: brand.id, title: "Quokka spring video", valueMinor: 300 });
    const theirs = await newDeal({ brandId: brand.id, ownerId: people.manager2.id, valueMinor: 40 });
    await move(theirs.id, "Lead", "Pitched");
    const board = async (query: string) => {
      const res = await get(people.manager, `/deals/board?${query}`);
      expect(res.status).toBe(200);
      const read = (await res.json()) as DealBoard;
      return Object.fromEntries(
        read.columns.filter((c) => c.count > 0).map((c) => [c.stage, c.items.map((d) => d.id)]),
      );
    };
    expect(await board(`brandId=${brand.id}`)).toEqual({ Lead: [mine.id], Pitched: [theirs.id] });
    expect(await board(`brandId=${brand.id}&ownerId=${people.manager2.id}`)).toEqual({
      Pitched: [theirs.id],
    });
    expect(await board("search=quokka%20spring")).toEqual({ Lead: [mine.id] });
    // a search of the brand's name finds both; the totals are the filtered deals'
    const byName = (await (
      await get(people.manager, `/deals/board?search=${encodeURIComponent(brand.name)}`)
    ).json()) as DealBoard;
    expect(byName.columns.find((c) => c.stage === "Lead")?.totals).toEqual([
      { currency: "USD", valueMinor: 300 },
    ]);
    expect((await get(people.manager, "/deals/board?brandId=nope")).status).toBe(400);
  });

  it("keeps each manager's saved views: by name, one name once, another's not found", async () => {
    const save = (who: Who, name: string, filters: object) =>
      send(who, "POST", "/deal-views", { name, filters });
    const first = await save(people.manager, "  Big deals  ", { view: "list", sort: "value_desc" });
    expect(first.status, await first.clone().text()).toBe(201);
    const view = await first.json();
    expect(view).toMatchObject({ name: "Big deals", filters: { view: "list", sort: "value_desc" } });
    expect(
      (await save(people.manager, "Active", { stage: "Negotiating", ownerId: people.manager.id })).status,
    ).toBe(201);
    // the same name in another case is the same name; another manager may use it
    const again = await save(people.manager, "big DEALS", {});
    expect(again.status).toBe(409);
    expect((await again.json()).fields).toEqual({ name: 'You already have a view named "big DEALS".' });
    expect((await save(people.manager2, "Big deals", {})).status).toBe(201);
    expect((await save(people.manager, "", {})).status).toBe(400);
    expect((await save(people.manager, "Odd", { stage: "Won" })).status).toBe(400);

    const list = await (await get(people.manager, "/deal-views")).json();
    expect(list.items.map((v: { name: string }) => v.name)).toEqual(["Active", "Big deals"]);
    expect(list.total).toBe(2);
    expect(await undocumentedFields(ctx, "GET", "/deal-views", 200, list)).toEqual([]);

    expect((await send(people.manager2, "DELETE", `/deal-views/${view.id}`)).status).toBe(404);
    expect((await send(people.manager, "DELETE", `/deal-views/${view.id}`)).status).toBe(204);
    expect((await send(people.manager, "DELETE", `/deal-views/${view.id}`)).status).toBe(404);
    expect((await (await get(people.manager, "/deal-views")).json()).total).toBe(1);
  });

  it("refuses a view past the most a manager may keep", async () => {
    const owner = await signedInAs(ctx, "manager");
    await ctx.deps.db.insert(dealViews).values(
      Array.from({ length: DEAL_VIEWS_MAX }, (_, i) => ({
        ownerId: owner.id,
        name: `View ${i}`,
        filters: {},
      })),
    );
    const res = await send(owner, "POST", "/deal-views", { name: "One more", filters: {} });
    expect(res.status).toBe(409);
    expect(await ctx.deps.db.$count(dealViews, eq(dealViews.ownerId, owner.id))).toBe(DEAL_VIEWS_MAX);
  });
});

describe("the board's answer", () => {
  it("carries only the fields its documented schema names", async () => {
    const deal = await newDeal({ valueMinor: 900, currency: "EUR" });
    await move(deal.id, "Lead", "Pitched");
    const res = await get(people.manager, "/deals/board");
    expect(res.status).toBe(200);
    const board = (await res.json()) as DealBoard;
    expect(board.columns.flatMap((c) => c.items).length).toBeGreaterThan(0);
    expect(await undocumentedFields(ctx, "GET", "/deals/board", 200, board)).toEqual([]);
  });
});

describe("creator terms", () => {
  it("reads the default until set, and is 404 for someone who is not a creator", async () => {
    const fresh = await signedInAs(ctx, "creator");
    expect(await (await get(people.manager, `/creators/${fresh.id}/terms`)).json()).toEqual({
      creatorId: fresh.id,
      commissionBps: DEFAULT_COMMISSION_BPS,
      isDefault: true,
    });
    expect((await get(people.manager, `/creators/${people.editor.id}/terms`)).status).toBe(404);
    expect(
      (await send(people.manager, "PUT", `/creators/${people.manager2.id}/terms`, { commissionBps: 10 }))
        .status,
    ).toBe(404);
    const tooMuch = await send(people.manager, "PUT", `/creators/${fresh.id}/terms`, {
      commissionBps: 10_001,
    });
    expect(tooMuch.status).toBe(400);
    expect((await get(people.creator, `/creators/${people.creator.id}/terms`)).status).toBe(403);
  });
});

describe("realtime", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(ctx);
  });
  afterAll(() => server.close());

  it("tells every manager on the pipeline and the deal's creator of a move; nobody else hears the pipeline", async () => {
    const deal = await newDeal();
    const managerClient = testRealtimeClient(server, people.manager2.cookie).client;
    const creatorClient = testRealtimeClient(server, people.creator.cookie).client;
    const editorClient = testRealtimeClient(server, people.editor.cookie).client;
    const otherClient = testRealtimeClient(server, people.other.cookie).client;
    const pipeline = record(managerClient, DEALS_TOPIC);
    const mine = record(creatorClient, userTopic(people.creator.id));
    const snoops = [record(editorClient, DEALS_TOPIC), record(otherClient, DEALS_TOPIC)];
    await waitFor(() => snoops.every((s) => s.denied), 5000, "denials");

    expect((await move(deal.id, "Lead", "Pitched")).status).toBe(200);
    await waitFor(
      () =>
        pipeline.events.some(
          (e) =>
            (e as { id?: string; status?: string }).id === deal.id &&
            (e as { status?: string }).status === "Pitched",
        ),
      5000,
      "pipeline event",
    );
    await waitFor(
      () => mine.events.some((e) => (e as { id?: string }).id === deal.id),
      5000,
      "creator event",
    );
    for (const client of [managerClient, creatorClient, editorClient, otherClient]) client.shutdown();
  });
});
