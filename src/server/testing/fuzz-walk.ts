import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProjectKind } from "~/domain/projects";
import { ROLES, type Role } from "~/domain/roles";
import { createApi, createApp } from "../app";
import type { AppDeps } from "../context";
import { brands, dealDocuments, fileComments, projectFiles, projects, savedReplies } from "../db/schema";
import { loadEnv } from "../env";
import { seedUser } from "../features/accounts/seed-user";
import { buildDocument } from "../features/docs/routes";
import { blobsOf } from "../storage/blobs";
import { call, nextIp, signedInAs, TEST_ORIGIN } from "./auth";
import { createTestBooking } from "./bookings";
import { watchChanges } from "./change-log";
import { guestSays, newGuestChat } from "./chat";
import { createTestContext, type TestContext } from "./context";
import { createTestBrandLink, createTestDeal, createTestDeliverable } from "./deals";
import { seedDeadDelivery } from "./events";
import {
  type FuzzCase,
  type JsonSchema,
  jsonBodyCases,
  multipartCases,
  type Parameter,
  pathCases,
  queryCases,
  SchemaWalker,
} from "./fuzz-inputs";

/*
 * THE FUZZ WALK: every operation of /api/openapi.json, as a signed-out caller, a creator and a manager, gets
 * generated bad input (malformed and truncated JSON, wrong types, missing and extra fields, long strings,
 * NUL and odd Unicode, wrong content types, odd path and query values). Every answer must be below 500,
 * every refusal must be our JSON error shape, and no refused request may change a row.
 *
 * A new endpoint is walked as soon as it is documented; an /api route that is not documented fails here.
 *
 * It runs in shards (`api-fuzz-N.test.ts`: every Nth operation) that keep both workers busy.
 */

interface Operation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

// The document describes routes only: building it needs no database.
const document = buildDocument(createApi());
const walker = new SchemaWalker((document.components?.schemas ?? {}) as Record<string, JsonSchema>);
const operations: Operation[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Omit<Operation, "method" | "path">>).map(([method, op]) => ({
    ...op,
    method: method.toUpperCase(),
    path,
  })),
);

/** Tables that count refused requests by design (rate limits, failed sign-ins) are not compared. */
// notify_outbox: the fixtures' events, drained by the relay whenever it runs (ADR 073)
const BOOKKEEPING = new Set([
  "rate_limit",
  "rate_limit_windows",
  "sign_in_failures",
  "__drizzle_migrations",
  "notify_outbox",
]);

function casesOf(op: Operation): FuzzCase[] {
  const cases: FuzzCase[] = [
    { label: "as documented" },
    ...pathCases(op.parameters ?? []),
    ...queryCases(walker, op.parameters ?? []),
  ];
  if (op.method === "GET" || op.method === "HEAD") return cases;
  const content = op.requestBody?.content ?? {};
  if (content["application/json"]) cases.push(...jsonBodyCases(walker, content["application/json"].schema));
  else if (content["multipart/form-data"]) {
    const fields = Object.keys(walker.resolve(content["multipart/form-data"].schema).properties ?? {});
    cases.push(...multipartCases(fields[0] ?? "file"));
  } else cases.push({ label: "unexpected JSON body", body: '{"x":1}', contentType: "application/json" });
  return cases;
}

/**
 * Real rows for path parameters, so a walk reaches past "not found" (the fuzz walk's, and the cache keys'
 * check of lib/page-cache-keys.test.ts): `cookie`'s own where the path is about the caller's rows.
 */
export async function fixtureParams(
  ctx: TestContext,
  path: string,
  cookie?: string,
): Promise<Record<string, string>> {
  const owner = await seedUser(ctx.deps);
  const params: Record<string, string> = { userId: owner.id, id: owner.id, creatorId: owner.id };
  if (path.startsWith("/admin/deletion-requests/")) {
    const requester = await signedInAs(ctx, "creator");
    const res = await call(ctx, "/api/me/deletion-request", { method: "POST", cookie: requester.cookie });
    params.id = (await res.json()).id;
  }
  if (path.startsWith("/admin/event-failures/")) {
    const dead = await seedDeadDelivery(ctx);
    params.eventId = String(dead.eventId);
    params.subscriber = dead.subscriber;
  }
  if (path.startsWith("/chat/sessions/{id}")) {
    const chat = await newGuestChat(ctx);
    await guestSays(ctx, chat, "Hello from the fuzz walk");
    params.id = chat.sessionId;
  }
  // issue 9: a project of the path's kind, owned by the signed-in callers' stand-in
  const kindOfPath = {
    "/editing-projects/": "editing",
    "/design-projects/": "design",
    "/campaigns/": "promotion",
  };
  for (const [prefix, kind] of Object.entries(kindOfPath)) {
    if (!path.startsWith(prefix)) continue;
    const [row] = await ctx.deps.db
      .insert(projects)
      .values({ kind: kind as ProjectKind, creatorId: owner.id, title: "Fuzz", status: "Pending" })
      .returning();
    params.id = row!.id;
  }
  if (path.startsWith("/admin/contact-messages/")) {
    const res = await call(ctx, "/api/contact", {
      json: {
        name: "Fuzz",
        email: "fuzz@example.com",
        subject: "Fuzz",
        message: "A message to walk past",
      },
    });
    params.id = (await res.json()).id;
  }
  if (path.startsWith("/me/channels/{id}") && cookie) {
    const res = await call(ctx, "/api/me/channels", {
      cookie,
      json: { name: "Fuzz channel", platform: "other", url: "https://example.com/fuzz" },
    });
    params.id = (await res.json()).id;
  }
  if (path.startsWith("/appointments/{id}") || path.startsWith("/admin/appointments/{id}")) {
    const requester = await signedInAs(ctx, "creator");
    const res = await call(ctx, "/api/appointments", {
      cookie: requester.cookie,
      json: { topic: "Fuzz" },
    });
    params.id = (await res.json()).id;
  }
  // issue 20: a calendar feed's `<token>.ics`, so the walk reaches the calendar
  if (path.startsWith("/calendar/{file}")) {
    const feedOwner = await signedInAs(ctx, "creator");
    const res = await call(ctx, "/api/me/calendar-feed", { cookie: feedOwner.cookie });
    params.file = new URL((await res.json()).url).pathname.split("/").pop()!;
  }
  // issue 20: a meeting the caller booked (a manager: a creator's), with a manager of its own
  if (path.startsWith("/bookings/{id}")) {
    const me = cookie ? await (await call(ctx, "/api/me/profile", { cookie })).json() : owner;
    const manager = await seedUser(ctx.deps, { role: "manager" });
    params.id = (await createTestBooking(ctx.deps.db, { creatorId: me.id, managerId: manager.id })).id;
  }
  // issue 20: a manager, whose free slots are read
  if (path.startsWith("/managers/{id}")) params.id = (await seedUser(ctx.deps, { role: "manager" })).id;
  // issue 19: a brand
  if (path.startsWith("/brands/{id}")) {
    const [brand] = await ctx.deps.db.insert(brands).values({ name: "Fuzz brand" }).returning();
    params.id = brand!.id;
  }
  // issue 19: a deal of the caller (so the walk reaches past 404), with a deliverable and a document
  if (path.startsWith("/deals/{id}")) {
    const me = cookie ? await (await call(ctx, "/api/me/profile", { cookie })).json() : owner;
    const deal = await createTestDeal(ctx.deps.db, { creatorId: me.id });
    params.id = deal.id;
    params.deliverableId = (await createTestDeliverable(ctx.deps.db, deal.id)).id;
    const storageKey = `deals/${deal.id}/fuzz`;
    await blobsOf(ctx.deps).put(storageKey, new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n")));
    const [document] = await ctx.deps.db
      .insert(dealDocuments)
      .values({
        dealId: deal.id,
        kind: "contract",
        fileName: "fuzz.pdf",
        contentType: "application/pdf",
        size: 15,
        storageKey,
      })
      .returning({ id: dealDocuments.id });
    params.documentId = document!.id;
  }
  // issue 36, item 4: a live report link's token, so the walk reaches the report
  if (path.startsWith("/report/{token}")) {
    const deal = await createTestDeal(ctx.deps.db, { creatorId: owner.id });
    await createTestDeliverable(ctx.deps.db, deal.id, { status: "Published", link: "https://example.com/v" });
    params.token = (await createTestBrandLink(ctx.deps.db, { dealId: deal.id, kind: "report" })).token;
  }
  // issue 22: a comment on a version of an editing project of the caller's
  if (path.startsWith("/file-comments/{commentId}")) {
    const me = cookie ? await (await call(ctx, "/api/me/profile", { cookie })).json() : owner;
    const [project] = await ctx.deps.db
      .insert(projects)
      .values({ kind: "editing", creatorId: me.id, title: "Fuzz", status: "Pending" })
      .returning();
    const [file] = await ctx.deps.db
      .insert(projectFiles)
      .values({
        projectId: project!.id,
        role: "version",
        version: 1,
        name: "fuzz.mp4",
        size: 1,
        mime: "video/mp4",
        storageKey: `projects/${project!.id}/fuzz`,
        previewStatus: "none",
        durationMs: 2000,
      })
      .returning();
    const [comment] = await ctx.deps.db
      .insert(fileComments)
      .values({ fileId: file!.id, projectId: project!.id, body: "Fuzz", atMs: 1000 })
      .returning();
    params.commentId = comment!.id;
  }
  // issue 21: a saved reply
  if (path.startsWith("/chat/saved-replies/{id}")) {
    const [reply] = await ctx.deps.db
      .insert(savedReplies)
      .values({ title: `Fuzz ${crypto.randomUUID()}`, content: "Hi {{visitor.name}}" })
      .returning();
    params.id = reply!.id;
  }
  // issue 22: a file of the caller's own project (with its bytes), and an upload of the caller under way
  if (path.startsWith("/files/{fileId}") || path.startsWith("/uploads/{id}")) {
    const me = cookie ? await (await call(ctx, "/api/me/profile", { cookie })).json() : owner;
    const [project] = await ctx.deps.db
      .insert(projects)
      .values({ kind: "editing", creatorId: me.id, title: "Fuzz", status: "Pending" })
      .returning();
    const storageKey = crypto.randomUUID().replaceAll("-", "");
    await blobsOf(ctx.deps).put(storageKey, new Uint8Array(Buffer.from("fuzz bytes")));
    const [file] = await ctx.deps.db
      .insert(projectFiles)
      .values({
        projectId: project!.id,
        uploaderId: me.id,
        role: "input",
        name: "fuzz.bin",
        size: 10,
        mime: "application/octet-stream",
        storageKey,
      })
      .returning({ id: projectFiles.id });
    params.fileId = file!.id;
    if (cookie && path.startsWith("/uploads/{id}")) {
      const res = await call(ctx, "/api/uploads", {
        method: "POST",
        cookie,
        headers: {
          "tus-resumable": "1.0.0",
          "upload-length": "10",
          "upload-metadata": `filename ${btoa("a.bin")},projectId ${btoa(project!.id)},role ${btoa("input")}`,
        },
      });
      if (res.status !== 201) throw new Error(`upload fixture: ${res.status} ${await res.text()}`);
      params.id = res.headers.get("location")!.split("/").pop()!;
    }
  }
  return params;
}

/** The walk's shard `shard` of `shards` (1-based): every shards-th operation, and the document checks in shard 1. */
export function fuzzWalk(shard: number, shards: number) {
  describe(`API fuzz walk, shard ${shard} of ${shards}`, () => {
    let ctx: TestContext;
    let requests = 0;

    /** Stands for the state of every table but the bookkeeping ones: it moves when any row changes. */
    let fingerprint: () => Promise<string>;
    const walked = operations.filter((_op, i) => i % shards === shard - 1);

    /**
     * A fresh signed-in user of the first role the route lets past its role check. The probe carries a
     * malformed body and NUL path parameters: role checks run before validation, so a 403 means the role,
     * anything else means the role got through (and nothing was done with such input).
     */
    async function signedInCaller(op: Operation): Promise<[Role, string]> {
      const path = op.path.replace(/\{\w+\}/g, "%00");
      const hasBody = !["GET", "HEAD", "DELETE"].includes(op.method);
      for (const role of ROLES) {
        const { cookie } = await signedInAs(ctx, role);
        const probe = await ctx.app.request(`/api${path}`, {
          method: op.method,
          headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/json" },
          body: hasBody ? "{" : undefined,
        });
        if (probe.status !== 403) return [role, (await signedInAs(ctx, role)).cookie];
      }
      return ["creator", (await signedInAs(ctx, "creator")).cookie];
    }

    beforeAll(async () => {
      ctx = await createTestContext();
      fingerprint = await watchChanges(ctx.deps.db, BOOKKEEPING);
    });
    afterAll(async () => {
      console.log(
        `fuzz walk ${shard}/${shards}: ${requests} requests to ${walked.length} operations, none answered 5xx`,
      );
      await ctx?.close();
    });

    // the document itself: once, in the first shard
    if (shard === 1) {
      it("documents every /api route the app serves", () => {
        const app = createApp({ env: loadEnv({ NODE_ENV: "test" }) } as AppDeps);
        const documented = new Set(
          operations.map((op) => `${op.method} /api${op.path.replace(/\{(\w+)\}/g, ":$1")}`),
        );
        const served = app.routes
          .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
          .map((r) => `${r.method} ${r.path}`)
          .filter((r) => !["GET /api/openapi.json", "GET /api/reference"].includes(r));
        expect(served.filter((r) => !documented.has(r))).toEqual([]);
        expect(operations.length).toBeGreaterThan(20);
      });

      it("gives every operation an operationId and a security declaration", () => {
        for (const op of operations) {
          const described = (
            document.paths as Record<string, Record<string, { operationId?: string; security?: unknown }>>
          )[op.path]?.[op.method.toLowerCase()];
          expect(described?.operationId, `${op.method} ${op.path}`).toBeTruthy();
          expect(described?.security, `${op.method} ${op.path}`).toBeDefined();
        }
      });
    }

    it.each(walked.map((op) => [`${op.method} ${op.path}`, op] as const))(
      "%s: no 5xx, a JSON error for every refusal, no row changed by one",
      async (_name, op) => {
        const cases = casesOf(op);
        // Signed out: the first cases (a route behind the session answers 401 before it reads anything).
        // Signed in: every case, as the first role the route lets past its role check, so the input is
        // really validated (a creator's 403 on a managers' route would test nothing).
        const callers: [string, string | undefined, FuzzCase[]][] = [
          ["signed out", undefined, cases.slice(0, 12)],
          [...(await signedInCaller(op)), cases],
        ];
        const failures: string[] = [];
        // the state before each request: refreshed after an accepted one, compared after a refused one
        let before = await fingerprint();
        for (const [callerName, cookie, callerCases] of callers) {
          const fixtures = await fixtureParams(ctx, op.path, cookie);
          before = await fingerprint();
          for (const fuzz of callerCases) {
            const params = { ...fixtures, ...fuzz.params };
            const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? "fuzz-id");
            const url = `/api${path}${fuzz.query ? `?${fuzz.query}` : ""}`;
            const headers: Record<string, string> = { origin: TEST_ORIGIN, "x-forwarded-for": nextIp() };
            if (cookie) headers.cookie = cookie;
            if (fuzz.contentType) headers["content-type"] = fuzz.contentType;
            const res = await ctx.app.request(url, { method: op.method, headers, body: fuzz.body });
            requests++;
            const where = `${callerName}, ${fuzz.label}: ${op.method} ${url.slice(0, 120)}`;
            const text = await res.text();
            if (res.status >= 500) {
              failures.push(`${res.status} for ${where}: ${text.slice(0, 200)}`);
              before = await fingerprint();
              continue;
            }
            if (res.status < 400) {
              before = await fingerprint();
              continue;
            }
            let body: { error?: unknown } = {};
            try {
              body = JSON.parse(text);
            } catch {}
            // a HEAD's answer has no body (issue 22, the tus uploads): the refusal's headers are the JSON error's
            if (op.method === "HEAD") {
              if (!res.headers.get("content-type")?.startsWith("application/json"))
                failures.push(`${res.status} without a JSON error's type for ${where}`);
            } else if (typeof body.error !== "string" || !body.error)
              failures.push(`${res.status} without a JSON error for ${where}: ${text.slice(0, 120)}`);
            if ((await fingerprint()) !== before)
              failures.push(`rows changed by a refused request (${res.status}): ${where}`);
          }
        }
        expect(failures).toEqual([]);
      },
    );
  });
}
