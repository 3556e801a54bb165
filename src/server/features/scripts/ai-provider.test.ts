import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/domain/messages";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/*
 * The AI route against a fake OpenAI-compatible server started here: what the provider answers next is set
 * by each test (`reply`), and every request it received is kept (`received`).
 */
type Reply = { status: number; body: unknown } | "hang";
let reply: Reply;
const received: { url: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
let server: Server;
let ctx: TestContext;
let me: { cookie: string };

const completion = (content: string) => ({
  id: "chatcmpl-1",
  object: "chat.completion",
  created: 1_700_000_000,
  model: "fake-model",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      received.push({ url: req.url ?? "", auth: req.headers.authorization, body: JSON.parse(raw || "{}") });
      if (reply === "hang") return; // never answers: the server's timeout must end the call
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  ctx = await createTestContext({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: "test-key",
    AI_MODEL: "fake-model",
    // generous: the first call loads the AI SDK, and CI machines are busy
    AI_TIMEOUT_MS: "3000",
    AI_RATE_LIMIT: "7",
  });
  me = await signedInAs(ctx, "creator");
});
afterAll(async () => {
  await ctx.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const generate = () =>
  call(ctx, "/api/me/scripts/generate", { cookie: me.cookie, json: { prompt: "A video about sourdough" } });

describe("AI drafts through an OpenAI-compatible provider", () => {
  it("saves the provider's {title, content} as a Draft titled 'AI: ...'", async () => {
    reply = {
      status: 200,
      body: completion(JSON.stringify({ title: "Sourdough 101", content: "Hook: ..." })),
    };
    const res = await generate();
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      title: "AI: Sourdough 101",
      content: "Hook: ...",
      status: "Draft",
    });
    const request = received.at(-1)!;
    expect(request.url).toBe("/v1/chat/completions");
    expect(request.auth).toBe("Bearer test-key");
    expect(request.body.model).toBe("fake-model");
    expect(JSON.stringify(request.body.messages)).toContain("A video about sourdough");
  });

  it("turns a quota error into the spec's quota text", async () => {
    reply = {
      status: 429,
      body: {
        error: {
          message: "You exceeded your current quota, please check your plan.",
          type: "insufficient_quota",
        },
      },
    };
    const res = await generate();
    expect(res.status).toBe(502);
    expect((await res.json()).error).toBe(messages.scripts.aiQuotaExceeded);
  });

  it("refuses a result without a title or with non-string content", async () => {
    for (const content of [
      JSON.stringify({ content: "no title" }),
      JSON.stringify({ title: "T", content: 42 }),
      "not json at all",
    ]) {
      reply = { status: 200, body: completion(content) };
      const res = await generate();
      expect(res.status).toBe(502);
      expect((await res.json()).error).toBe(messages.scripts.aiInvalidResponse);
    }
  });

  it("gives up after the timeout with the default message", async () => {
    reply = "hang";
    const res = await generate();
    expect(res.status).toBe(504);
    expect((await res.json()).error).toBe(messages.scripts.aiDefaultError);
  });

  it("any other provider failure gets the default message; then the per-user limit answers 429", async () => {
    reply = { status: 500, body: { error: { message: "boom" } } };
    const res = await generate();
    expect(res.status).toBe(502);
    expect((await res.json()).error).toBe(messages.scripts.aiDefaultError);
    // seven allowed a minute: this was the eighth call
    const limited = await generate();
    expect(limited.status).toBe(429);
  });
});
