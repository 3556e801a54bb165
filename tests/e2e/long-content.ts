import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, request } from "@playwright/test";
import type { Role } from "~/domain/roles";
import { apiSession, baseURL, createStaffUser, signUpCreator, type TestUser } from "./fixtures";

/*
 * The longest unbroken values the API accepts (the zod schemas of src/domain): every title, name, email, link
 * and message below is one word no line can hold, of the widest letter. Seeded once per worker into a record
 * of every kind, by users of every role whose own names and emails are as long; the layout walk then opens
 * every screen as those users.
 */

const tag = randomBytes(3).toString("hex");
/** One unbroken word of `length` characters; every one starts with this worker's tag. */
const word = (length: number) => `${tag}${"W".repeat(length)}`.slice(0, length);
/** What every seeded value starts with: a screen that shows seeded content contains it. */
export const SEEDED = word(24);
const DOMAIN = "@example.test";
const email = (length: number) => `${tag}${"w".repeat(length)}`.slice(0, length - DOMAIN.length) + DOMAIN;
const link = (length: number) => `https://example.test/${word(length)}`.slice(0, length);

const LONG = {
  name: word(120),
  email: email(254),
  title: word(200),
  text: word(5000),
  link: link(2000),
};

/** A day `offset` days before today (UTC), as the CSV exports write it. */
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

/** Answers with the JSON of a successful call; a refused one fails the seed with the server's reason. */
async function ok<T>(call: Promise<import("@playwright/test").APIResponse>): Promise<T> {
  const res = await call;
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
  return (await res.json().catch(() => null)) as T;
}

type Id = { id: string };

/** The creator's records: a project of each kind with a chat line, a script, to-dos, a request, a meeting. */
async function seedCreatorWork(api: APIRequestContext) {
  const editing = await ok<Id>(
    api.post("/api/editing-projects", {
      data: { title: LONG.title, submittedFileUrl: LONG.link, description: LONG.text },
    }),
  );
  const design = await ok<Id>(
    api.post("/api/design-projects", {
      data: {
        designType: "Social Post",
        title: LONG.title,
        description: LONG.text,
        requestDetails: LONG.text,
        assetsUrl: LONG.link,
        brandColors: word(200),
      },
    }),
  );
  const campaign = await ok<Id>(
    api.post("/api/campaigns", { data: { campaignType: "Content Amplification", details: LONG.text } }),
  );
  for (const [path, id] of [
    ["editing-projects", editing.id],
    ["design-projects", design.id],
    ["campaigns", campaign.id],
  ] as const)
    await ok(api.post(`/api/${path}/${id}/messages`, { data: { content: word(4000) } }));
  await ok(api.post("/api/me/scripts", { data: { title: LONG.title, content: LONG.text } }));
  await ok(api.post("/api/me/todos", { data: { task: word(500), priority: "High", dueDate: day(-3) } }));
  const done = await ok<Id>(api.post("/api/me/todos", { data: { task: word(500), priority: "Low" } }));
  await ok(api.patch(`/api/me/todos/${done.id}`, { data: { isCompleted: true } }));
  const request = await ok<Id>(
    api.post("/api/me/script-requests", { data: { title: LONG.title, details: LONG.text } }),
  );
  const meeting = await ok<Id>(
    api.post("/api/appointments", {
      data: {
        topic: LONG.title,
        notes: word(2000),
        requestedAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    }),
  );
  const channel = await ok<Id>(
    api.post("/api/me/channels", { data: { name: word(100), platform: "youtube", url: link(500) } }),
  );
  // a second channel: the performance view then offers a choice of channels, by their long names
  await ok(api.post("/api/me/channels", { data: { name: word(100), platform: "twitch", url: link(500) } }));
  const rows = Array.from({ length: 14 }, (_, i) => `${day(13 - i)},100,5.0,2`);
  await ok(
    api.post(`/api/me/channels/${channel.id}/import`, {
      multipart: {
        file: {
          name: "Table data.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(`Date,Views,Watch time (hours),Subscribers\n${rows.join("\n")}\n`),
        },
      },
    }),
  );
  await ok(api.post("/api/me/deletion-request"));
  return { editing, design, campaign, request, meeting };
}

/**
 * A visitor's chat (a line and a reply address) and a contact message, as the public site sends them;
 * answers the chat's id.
 */
async function seedVisitor() {
  const api = await request.newContext({ baseURL });
  const chat = await ok<{ sessionId: string; token: string }>(api.post("/api/chat/sessions"));
  const headers = { authorization: `Bearer ${chat.token}` };
  await ok(
    api.post(`/api/chat/sessions/${chat.sessionId}/messages`, { headers, data: { content: word(2000) } }),
  );
  await ok(api.put(`/api/chat/sessions/${chat.sessionId}/email`, { headers, data: { email: LONG.email } }));
  await ok(
    api.post("/api/contact", {
      data: { name: LONG.name, email: LONG.email, subject: LONG.title, message: LONG.text },
    }),
  );
  await api.dispose();
  return chat.sessionId;
}

export interface Seeded {
  users: Record<Role, TestUser>;
  creatorId: string;
  /** the visitor's chat session */
  chatId: string;
  /** a brand with a long contact, and a deal of the creator's with it, Contracted (issue 19) */
  brandId: string;
  dealId: string;
}

/** A brand and a deal at their longest (the largest value too), moved to Contracted by the manager. */
async function seedDeal(managerApi: APIRequestContext, creatorId: string) {
  const { id: brandId } = await ok<Id>(
    managerApi.post("/api/brands", {
      data: {
        name: LONG.title,
        website: LONG.link,
        industry: word(200),
        notes: LONG.text,
        contacts: [{ name: word(200), role: word(200), email: LONG.email, phone: word(50) }],
      },
    }),
  );
  const { id: dealId } = await ok<Id>(
    managerApi.post("/api/deals", {
      data: {
        brandId,
        creatorId,
        title: LONG.title,
        valueMinor: 100_000_000_000_000,
        currency: "USD",
        expectedCloseDate: day(-3),
        notes: LONG.text,
      },
    }),
  );
  await ok(managerApi.post(`/api/deals/${dealId}/move`, { data: { from: "Lead", to: "Contracted" } }));
  return { brandId, dealId };
}

let seeded: Promise<Seeded> | undefined;

/**
 * Users of every role with the longest name (and the creator the longest email), and records of every kind
 * made and moved by them through the API, so that each of them sees long content on every screen and in the
 * notification menu. Once per worker.
 */
export function seedLongContent(): Promise<Seeded> {
  seeded ??= (async () => {
    const [creator, manager, editor, designer, promoter] = await Promise.all([
      signUpCreator(LONG.name, LONG.email),
      ...(["manager", "editor", "designer", "promoter"] as const).map((role) =>
        createStaffUser(role, LONG.name),
      ),
    ]);
    const users = {
      creator: creator!,
      manager: manager!,
      editor: editor!,
      designer: designer!,
      promoter: promoter!,
    };
    const as = async (user: TestUser) => {
      const api = await request.newContext({ baseURL });
      await apiSession(api, user);
      return api;
    };
    const creatorApi = await as(users.creator);
    const work = await seedCreatorWork(creatorApi);
    const { id: creatorId } = await ok<Id>(creatorApi.get("/api/me/profile"));
    await creatorApi.dispose();
    const chatId = await seedVisitor();

    // the staff move them: each move notifies the creator, each new request notified the staff
    const staff = await Promise.all([users.manager, users.editor, users.designer, users.promoter].map(as));
    const [managerApi, editorApi, designerApi, promoterApi] = staff as [
      APIRequestContext,
      APIRequestContext,
      APIRequestContext,
      APIRequestContext,
    ];
    await ok(editorApi.post(`/api/editing-projects/${work.editing.id}/accept`));
    await ok(designerApi.post(`/api/design-projects/${work.design.id}/accept`));
    await ok(
      promoterApi.patch(`/api/campaigns/${work.campaign.id}`, {
        data: { status: "Active", details: LONG.text },
      }),
    );
    await ok(
      managerApi.put(`/api/admin/script-requests/${work.request.id}`, {
        data: {
          status: "In Progress",
          expectedFinishDate: day(-7),
          scriptContent: LONG.text,
          managerNotes: LONG.text,
        },
      }),
    );
    await ok(
      managerApi.patch(`/api/admin/appointments/${work.meeting.id}`, {
        data: {
          status: "Scheduled",
          scheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          meetLink: LONG.link,
        },
      }),
    );
    const { brandId, dealId } = await seedDeal(managerApi, creatorId);
    await Promise.all(staff.map((api) => api.dispose()));
    return { users, creatorId, chatId, brandId, dealId };
  })();
  return seeded;
}

/* One signed-in session per role and worker, reused by every test that only looks. */
const sessions = new Map<Role, Promise<Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"]>>();

/** Signs `page` in as this worker's seeded user of `role` (see seedLongContent). */
export async function signInAsSeededUser(page: Page, role: Role) {
  let session = sessions.get(role);
  if (!session) {
    session = (async () => {
      const { users } = await seedLongContent();
      const api = await request.newContext({ baseURL });
      await apiSession(api, users[role]);
      const { cookies } = await api.storageState();
      await api.dispose();
      return cookies;
    })();
    sessions.set(role, session);
  }
  await page.context().addCookies(await session);
}
