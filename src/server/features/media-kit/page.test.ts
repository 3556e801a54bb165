import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* The kit's page as a link preview and a visitor without scripts get it: rendered by the server. */

let ctx: TestContext;
let clientDir: string;
let web: ReturnType<typeof createApp>;
let creator: { cookie: string; email: string; id: string };

beforeAll(async () => {
  ctx = await createTestContext();
  clientDir = mkdtempSync(path.join(os.tmpdir(), "kit-page-"));
  // a stand-in for the build: the stylesheet the prerendered pages inline, and the app's fallback page
  writeFileSync(
    path.join(clientDir, "index.html"),
    "<html><head><style>.built{color:red}</style></head></html>",
  );
  writeFileSync(path.join(clientDir, "__spa-fallback.html"), "<html><body>the app</body></html>");
  mkdirSync(path.join(clientDir, "contact"));
  writeFileSync(
    path.join(clientDir, "contact", "index.html"),
    '<html><body><form><input id="contact-subject" name="subject"/></form></body></html>',
  );
  web = createApp(ctx.deps, { clientDir });
  creator = await signedInAs(ctx, "creator", { name: "Page Creator" });
  await call(ctx, "/api/media-kit", {
    method: "PUT",
    cookie: creator.cookie,
    json: {
      slug: "page-creator",
      published: true,
      displayName: 'Ada "<script>" Lovelace',
      bio: "Engines, in depth & more.",
      portfolioLinks: [{ title: "Engine tour", url: "https://videos.example/engine" }],
      showRates: false,
      rates: [{ label: "Dedicated video", amountMinor: 250_000, currency: "USD" }],
    },
  });
});
afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true });
  await ctx.close();
});

const page = (slug: string, gzip = false) =>
  web.request(`/kit/${slug}`, { headers: gzip ? { "accept-encoding": "gzip, br" } : {} });

describe("the kit's page", () => {
  it("is whole HTML with its title and link-preview tags, escaped, and no script at all", async () => {
    const res = await page("page-creator");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await res.text();
    const title = "Ada &quot;&lt;script&gt;&quot; Lovelace — Media kit";
    expect(html).toContain(`<title>Ada &quot;&lt;script&gt;&quot; Lovelace — Media kit</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}"/>`);
    expect(html).toContain('<meta property="og:type" content="profile"/>');
    expect(html).toContain('<meta property="og:description" content="Engines, in depth &amp; more."/>');
    expect(html).toMatch(/<meta property="og:url" content="http:\/\/[^"]+\/kit\/page-creator"\/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("<style>.built{color:red}</style>");
    expect(html).toContain('href="/contact?about=page-creator"');
    expect(html).toContain("Engine tour");
    // rates are not shown unless the creator chooses; nothing private is in the page
    expect(html).not.toContain("Dedicated video");
    expect(html).not.toContain(creator.email);
    expect(html).not.toContain(creator.id);
  });

  it("goes gzipped to a browser that takes it", async () => {
    const res = await page("page-creator", true);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
    expect(html).toContain("<title>Ada &quot;&lt;script&gt;&quot; Lovelace — Media kit</title>");
  });

  it("sends brands to the contact page with the subject filled in", async () => {
    const res = await web.request("/contact?about=page-creator");
    expect(res.status).toBe(200);
    const html = await res.text();
    const subject = "Working with Ada &quot;&lt;script&gt;&quot; Lovelace (media kit)";
    expect(html).toContain(`<input id="contact-subject" name="subject" value="${subject}"/>`);
    expect(html).toContain('<script type="application/json" id="form-answer">');
    // an unknown kit: the contact page as it is
    const plain = await (await web.request("/contact?about=nobody-here")).text();
    expect(plain).toContain('<input id="contact-subject" name="subject"/>');
  });

  it("is a page of its own, 404 and no script, when unknown or unpublished", async () => {
    const unknown = await page("nobody-here");
    expect(unknown.status).toBe(404);
    const html = await unknown.text();
    expect(html).toContain("<h1");
    expect(html).toContain("This media kit is not available");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(".built{color:red}");
    expect(html).not.toContain("the app");
    expect(html).not.toContain("<script");
    await call(ctx, "/api/media-kit", {
      method: "PUT",
      cookie: creator.cookie,
      json: {
        slug: "page-creator",
        published: false,
        displayName: "Ada",
        bio: "",
        portfolioLinks: [],
        showRates: false,
        rates: [],
      },
    });
    const unpublished = await page("page-creator");
    expect(unpublished.status).toBe(404);
    expect(await unpublished.text()).toContain("This media kit is not available");
  });
});
