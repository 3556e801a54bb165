import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "~/domain/roles";
import { createApi } from "../app";
import {
  appointments,
  auditLog,
  brands,
  channels,
  chatMessages,
  chatSessions,
  contactMessages,
  deals,
  notifications,
  projects,
  scriptAssignments,
  scripts,
  statusChanges,
  todos,
} from "../db/schema";
import { buildDocument } from "../features/docs/routes";
import { listScripts } from "../features/scripts/service";
import { call, signedInAs } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";

/*
 * Every paged list gives its total (and the other counts shown with it) in the statement of the page, so the
 * two agree; past the last page, where no row carries them, they are read alone (issue 17).
 */

const document = buildDocument(createApi());
const lists = Object.entries(document.paths ?? {})
  .filter(([path, item]) => "get" in (item as object) && !path.includes("{"))
  .map(([path]) => `/api${path}`);

let ctx: TestContext;
const people: Awaited<ReturnType<typeof signedInAs>>[] = [];
let appointmentId: string;
let brandId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ROLES) people.push(await signedInAs(ctx, role, { name: `${role} one` }));
  const creator = people[0]!;
  const manager = people.find((p) => p.role === "manager")!;
  const db = ctx.deps.db;
  // two of everything (a page of one has a next page), most of it the creator's
  for (const i of [1, 2]) {
    const mine = { userId: creator.id };
    await db.insert(todos).values({ ...mine, task: `Task ${i}` });
    await db.insert(scripts).values({ ...mine, title: `Script ${i}` });
    await db
      .insert(channels)
      .values({ ...mine, name: `Channel ${i}`, platform: "youtube", url: "https://x.test" });
    await db
      .insert(scriptAssignments)
      .values({ title: `Request ${i}`, creatorId: creator.id, status: "Pending" });
    const [appointment] = await db
      .insert(appointments)
      .values({ creatorId: creator.id, topic: `Meeting ${i}`, status: i === 1 ? "Pending" : "Scheduled" })
      .returning({ id: appointments.id });
    appointmentId = appointment!.id;
    for (const to of [creator, manager])
      await db.insert(notifications).values({
        userId: to.id,
        kind: "meeting",
        subjectType: "appointment",
        subjectId: appointmentId,
        title: `Notice ${i}`,
        link: "/",
      });
    await db
      .insert(contactMessages)
      .values({ name: "N", email: "n@x.test", subject: `S ${i}`, message: "M" });
    const sessionId = `guest_${i}_paged`;
    await db.insert(chatSessions).values({ id: sessionId, loginCode: "1234", lastMessageAt: new Date() });
    await db.insert(chatMessages).values({ sessionId, content: `Hello ${i}` });
    for (const kind of ["editing", "design", "promotion"] as const)
      await db.insert(projects).values({ kind, creatorId: creator.id, title: `${kind} ${i}` });
    await db
      .insert(auditLog)
      .values({ action: "role_changed", targetEmail: `t${i}@x.test`, toRole: "editor" });
    // issue 19: a brand with two deals of the creator, in two currencies
    const [brand] = await db
      .insert(brands)
      .values({ name: `Brand ${i}` })
      .returning({ id: brands.id });
    brandId = brand!.id;
    for (const currency of ["USD", "JPY"])
      await db.insert(deals).values({
        brandId,
        creatorId: creator.id,
        title: `Deal ${i}`,
        valueMinor: 100,
        currency,
        commissionBps: 2000,
        commissionMinor: 20,
        payoutMinor: 80,
      });
  }
  await db.insert(statusChanges).values(
    ["Pending", "Scheduled"].map((toStatus) => ({
      subjectType: "appointment",
      subjectId: appointmentId,
      toStatus,
    })),
  );
});
afterAll(() => ctx.close());

type Body = Record<string, unknown>;
const read = async (path: string, cookie: string): Promise<Body | undefined> => {
  const res = await call(ctx, path, { cookie });
  // JSON answers only (a CSV export is not a page)
  return res.status === 200 && res.headers.get("content-type")?.startsWith("application/json")
    ? res.json()
    : undefined;
};
/** The counts of a page: all of it but its items and its number. */
const countsOf = (page: Body) =>
  Object.fromEntries(Object.entries(page).filter(([key, value]) => !Array.isArray(value) && key !== "page"));
const itemsOf = (page: Body) => Object.values(page).find(Array.isArray) as unknown[];

describe("paged lists", () => {
  it("give the same total and counts past the last page as on the first", async () => {
    const paths = [
      ...lists,
      `/api/history/appointment/${appointmentId}`,
      `/api/brands/${brandId}/deals`,
      "/api/deal-people?role=creator",
      // an empty first page of a filter narrower than the Pending count's scope
      "/api/admin/appointments?status=Completed",
    ];
    let paged = 0;
    for (const path of paths)
      for (const { cookie } of people) {
        const join = path.includes("?") ? "&" : "?";
        const first = await read(`${path}${join}pageSize=1`, cookie);
        if (!first || typeof first.total !== "number") continue;
        paged++;
        expect(itemsOf(first), path).toHaveLength(Math.min(1, first.total));
        const beyond = await read(`${path}${join}pageSize=1&page=50`, cookie);
        expect(itemsOf(beyond!), path).toEqual([]);
        expect(countsOf(beyond!), path).toEqual(countsOf(first));
      }
    // the walk met the paged lists, each as every role (some with rows, some empty)
    expect(paged).toBeGreaterThan(30);
    const manager = people.find((p) => p.role === "manager")!;
    const completed = await read("/api/admin/appointments?status=Completed", manager.cookie);
    expect(completed).toMatchObject({ items: [], total: 0, pending: 1 });
  });

  it("agree with their page while rows are being added", async () => {
    const writer = await signedInAs(ctx, "creator");
    const query = { status: "All", sort: "newest", page: 1, pageSize: 100 } as const;
    const adding = (async () => {
      for (let i = 0; i < 40; i++)
        await ctx.deps.db.insert(scripts).values({ userId: writer.id, title: `Added ${i}` });
    })();
    const pages = [];
    for (let i = 0; i < 40; i++) pages.push(await listScripts(ctx.deps.db, writer.id, query));
    await adding;
    // the page holds every script (fewer than a page): the total counted beside it is the same rows
    for (const page of pages) expect(page.total).toBe(page.items.length);
    const last = await listScripts(ctx.deps.db, writer.id, query);
    expect(last.total).toBe(40);
  });
});
