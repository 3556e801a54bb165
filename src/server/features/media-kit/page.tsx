import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import type { Hono } from "hono";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { todayUtc } from "~/domain/clock";
import { kitContactSubject, kitMetaTags, kitPath, type PublicKit } from "~/domain/media-kit";
import { messages } from "~/domain/messages";
import { KitDocument } from "~/web/features/media-kit/kit-document";
import { KitUnavailable } from "~/web/features/media-kit/kit-unavailable";
import type { AppEnv } from "../../context";
import type { VersionedSource } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { cachedValue } from "../../lib/page-cache";
import { requestOrigin } from "../../lib/request-origin";
import type { AnswerPage } from "../public-forms";
import { publishedKitName, readPublicKit } from "./service";

/**
 * What the public kit page reads: the kit, its creator's name and picture, the channels and their days. The
 * page is one of the few answers kept under the change counters (ADR 025): public, shared by every visitor of
 * a link, and rendered and compressed once a change.
 */
const PUBLIC_KIT_SOURCES: readonly VersionedSource[] = [
  "media_kits",
  "people",
  "channels",
  "channel_daily_stats",
];

/*
 * The page of a published media kit, rendered here for every request (docs/decisions/052): the app has no
 * runtime server rendering (ssr: false), and a link preview runs no scripts, so its title and Open Graph
 * tags must be in the HTML itself. The same component as the app's /kit/:slug route (features/media-kit),
 * the whole stylesheet inlined, and no script at all: a one-page document that reads and prints as it is.
 * An unknown or unpublished kit is a small page of its own with a 404, rendered here too (a brand's old link
 * must read without scripts, which the app's not-found page does not).
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[ch]!,
  );

/** The built stylesheet, as the prerendered pages inline it (their first `<style>`). */
function builtCss(clientDir: string): string | null {
  const file = path.join(clientDir, "index.html");
  if (!existsSync(file)) return null;
  return readFileSync(file, "utf8").match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
}

function head(kit: PublicKit, origin: string): string {
  const tags = kitMetaTags(kit, origin).map((tag) => {
    if ("title" in tag) return `<title>${escapeHtml(tag.title)}</title>`;
    const [attribute, key] = "name" in tag ? ["name", tag.name] : ["property", tag.property];
    return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(tag.content)}"/>`;
  });
  tags.push(`<link rel="canonical" href="${escapeHtml(new URL(kitPath(kit.slug), origin).href)}"/>`);
  return tags.join("");
}

/** The kit's whole HTML document, with the stylesheet `css`. */
function kitPageHtml(kit: PublicKit, origin: string, css: string): string {
  const body = renderToString(
    <MemoryRouter initialEntries={[kitPath(kit.slug)]}>
      <KitDocument kit={kit} />
    </MemoryRouter>,
  );
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    '<meta name="theme-color" content="#4c2a9e"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
    `${head(kit, origin)}<style>${css}</style></head><body>${body}</body></html>`
  );
}

/** The page of an unknown or unpublished kit: not indexed, no script. */
function unavailableHtml(css: string): string {
  const body = renderToString(
    <MemoryRouter>
      <KitUnavailable />
    </MemoryRouter>,
  );
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="robots" content="noindex"/>' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
    `<title>${escapeHtml(messages.mediaKit.unavailable.title)} | CreatorDesk</title>` +
    `<style>${css}</style></head><body>${body}</body></html>`
  );
}

/**
 * Answers `GET /kit/{slug}` with the kit's page, and an unknown or unpublished one with a 404 page of its
 * own (no script, like the kit). The page is kept under the counters of what it reads, like the API's answer.
 */
export function mountKitPage(
  app: Hono<AppEnv>,
  options: {
    clientDir: string;
    policy: string;
    answerPage: AnswerPage;
  },
) {
  // the kit's contact button: the contact page with the subject filled in, as the server fills in a form it
  // answers (docs/decisions/041); the same page as ever for an unknown or unpublished kit
  app.get("/contact", async (c, next) => {
    const about = c.req.query("about");
    const name = about ? await publishedKitName(c.var.deps.db, about) : null;
    if (!name) return next();
    return options.answerPage(
      c,
      "/contact",
      { form: "contact", values: { subject: kitContactSubject(name) } },
      200,
    );
  });

  let css: string | null | undefined;
  app.get("/kit/:slug", async (c) => {
    css ??= builtCss(options.clientDir);
    if (css === null) return c.text("The web app is not built. Run npm run build.", 503);
    const styles = css;
    const notFound = () => {
      c.header("Cache-Control", "no-cache");
      c.header("Content-Security-Policy", options.policy);
      return c.html(unavailableHtml(styles), 404);
    };
    const { env, db } = c.var.deps;
    const slug = c.req.param("slug").toLowerCase();
    if (slug.length > 200) return notFound();
    const origin = (env.PUBLIC_URL ?? requestOrigin(c, env.TRUST_PROXY ?? false)).replace(/\/+$/, "");
    const today = todayUtc();
    let page: Uint8Array<ArrayBuffer>;
    try {
      // kept compressed: the inlined stylesheet makes the page about 70 KB, 14 KB once gzipped (about a
      // millisecond to compress, once a change)
      page = await cachedValue(c, PUBLIC_KIT_SOURCES, ["kit-page", slug, today, origin], async () => {
        const html = kitPageHtml(await readPublicKit(db, slug, today), origin, styles);
        return new Uint8Array(gzipSync(html));
      });
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return notFound();
      throw error;
    }
    c.header("Cache-Control", "no-cache");
    c.header("Content-Security-Policy", options.policy);
    c.header("Vary", "Accept-Encoding");
    if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? ""))
      return c.html(gunzipSync(page).toString("utf8"));
    c.header("Content-Type", "text/html; charset=UTF-8");
    c.header("Content-Encoding", "gzip");
    return c.body(page, 200);
  });
}
