/**
 * `npm run bench:web`: the public site's budgets (issue 34, docs/decisions/077). Serves the production build
 * on a spare port (embedded database in a temp dir) and, beside it in the same run, a baseline: each page's
 * own HTML with every script taken out, served by a bare Node server (what the page would score if it were
 * nothing but its document; this machine is shared and noisy, so the two are compared, not absolute figures).
 * For each public page it prints the gzip size of the JavaScript the page loads before any interaction (its
 * islands' scripts and what they import statically) and of what it loads on demand (the contact form's checks,
 * the chat widget), and Lighthouse 13's mobile scores, LCP, TBT and CLS, three runs each (the worst kept).
 *
 * Budgets (the run fails past any): JavaScript before interaction <= 20 KB gzip a page; the chat's loader
 * <= 10 KB and its widget <= 60 KB gzip; performance 100 in every run, TBT <= 100 ms, LCP <= 1000 ms, CLS 0;
 * accessibility, best practices and SEO 100.
 *
 * The app's public pages that are not the site's (a brand's campaign report and review page, issue 36): the JavaScript the
 * server's page names before any interaction (the SPA fallback's scripts and the modulepreloads of the
 * page's routes, route-preloads.ts), gzip, budget 150 KB a page. Measured with a token that opens nothing:
 * the same code loads (the report's route and its states are one module).
 *
 * Then the dashboards, signed in as a new creator (its session cookie sent by Lighthouse): performance, LCP,
 * TBT, and the time to the first list (the `creatordesk:first-list` user timing that the shared list state
 * marks when a page's first list, or its empty state, shows), under Lighthouse's mobile throttling applied
 * for real (devtools throttling: a user timing is observed, not simulated). Printed, not budgeted.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Manifest } from "vite";
import { serverCommand } from "../src/server/launch";
import { run } from "./lib";

const pages = (process.env.BENCH_PAGES ?? "/,/services,/about,/contact,/portfolio,/legal").split(",");
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");
const port = Number(process.env.BENCH_PORT ?? 4310);
const base = `http://localhost:${port}`;
const baselinePort = port + 1;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const JS_BUDGET_KB = 20;
const CHAT_LOADER_BUDGET_KB = 10;
const CHAT_WIDGET_BUDGET_KB = 60;
const TBT_BUDGET_MS = 100;
const LCP_BUDGET_MS = 1000;
const dashboards = ["/creator-dashboard", "/creator-dashboard/editing-management"];
/** The app's public pages outside the site, with their budget of JavaScript before interaction (gzip). */
const appPages = [
  { name: "/report/{token}", path: "/report/bench-token-that-opens-nothing-0000000000000" },
  { name: "/review/{token}", path: "/review/bench-token-that-opens-nothing-0000000000000" },
];
const APP_PAGE_JS_BUDGET_KB = 150;
const FIRST_LIST_MARK = "creatordesk:first-list";
const categories = ["performance", "accessibility", "best-practices", "seo"];

// measure what the sources build to now (BENCH_SKIP_BUILD=1 measures the existing build)
if (!process.env.BENCH_SKIP_BUILD || !existsSync(path.join(clientDir, "index.html"))) {
  if ((await run("npm", ["run", "--silent", "build"])) !== 0) process.exit(1);
}

const manifest: Manifest = JSON.parse(readFileSync(path.join(buildDir, "site-manifest.json"), "utf8"));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
const gzipKb = (file: string) =>
  gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024;

/** The files a chunk loads with it: itself and its static imports, transitively. */
function withStaticImports(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]!;
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
  return into;
}

/** What a page loads before any interaction (its islands), and what its islands load on demand. */
function pageScripts(page: string) {
  const html = readFileSync(path.join(clientDir, page === "/" ? "" : page, "index.html"), "utf8");
  const now = new Set<string>();
  // the islands' scripts and preloads, as the page's inline starter names them
  for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) {
    const key = keyOfFile.get(m[1]!);
    if (!key) throw new Error(`${page} loads ${m[1]}, which the site's build did not make`);
    withStaticImports(key, now);
  }
  const later = new Set<string>();
  for (const file of now)
    for (const dynamic of manifest[keyOfFile.get(`/${file}`)!]?.dynamicImports ?? [])
      for (const f of everything(dynamic)) if (!now.has(f)) later.add(f);
  const sum = (files: Set<string>) => [...files].reduce((kb, file) => kb + gzipKb(file), 0);
  return { js: sum(now), onDemand: sum(later) };
}

/** Every file a chunk can load: its static and dynamic imports, transitively. */
function everything(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]!;
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
    everything(imported, into);
  return into;
}

/**
 * The chat's loader (the `chat` island with its static imports) and its widget: all it loads on demand (the
 * launcher, the panel, the realtime client), less what the loader brought.
 */
function chatSizes() {
  const loaderKey = Object.keys(manifest).find(
    (key) => manifest[key]!.isEntry && manifest[key]!.name === "chat",
  );
  if (!loaderKey) return null;
  const loader = withStaticImports(loaderKey);
  const widget = new Set<string>();
  for (const dynamic of manifest[loaderKey]!.dynamicImports ?? [])
    for (const f of everything(dynamic)) if (!loader.has(f)) widget.add(f);
  const sum = (files: Set<string>) => [...files].reduce((kb, file) => kb + gzipKb(file), 0);
  return { loader: sum(loader), widget: sum(widget) };
}

/** The JavaScript an app page's HTML, as the server answers it, loads before any interaction (gzip KB). */
async function appPageScripts(pagePath: string) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const files = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!.slice(1)));
  if (files.size === 0) throw new Error(`${pagePath} names no script: is the app built?`);
  return [...files].reduce((kb, file) => kb + gzipKb(file), 0);
}

function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? execFileSync("which", ["chromium"], { encoding: "utf8" }).trim();
}

async function startServer(): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-bench-"));
  const server = serverCommand("serve");
  const child = spawn(server.command, server.args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...server.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, dataDir };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error("server did not start");
}

const { child, dataDir } = await startServer();

/** The baseline: each page's HTML with its scripts taken out, and its images, from a bare Node server. */
const baseline = createServer((req, res) => {
  const page = (req.url ?? "/").split("?")[0]!;
  const file = path.join(clientDir, page, "index.html");
  if (!pages.includes(page) || !existsSync(file)) {
    const asset = path.join(clientDir, path.normalize(page));
    if (asset.startsWith(clientDir) && /\.(svg|png|webp|ico)$/.test(asset) && existsSync(asset)) {
      res.writeHead(200, { "content-type": asset.endsWith(".svg") ? "image/svg+xml" : "image/*" });
      res.end(readFileSync(asset));
    } else res.writeHead(404).end();
    return;
  }
  const html = readFileSync(file, "utf8")
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" });
  res.end(gzipSync(html));
});
await new Promise<void>((resolve) => baseline.listen(baselinePort, resolve));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const rows: string[][] = [];
const dashboardRows: string[][] = [];
const appRows: string[] = [];
let failures = 0;

/** A new creator's session cookie, signed up through the API. */
async function creatorCookie() {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.test`,
      password: "Bench-password-1",
      name: "Bench",
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The dashboards signed in, under mobile throttling applied for real; a row each. */
async function measureDashboards(port: number) {
  const cookie = await creatorCookie();
  const measured: string[][] = [];
  for (const page of dashboards) {
    const result = await lighthouse(
      `${base}${page}`,
      {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: { Cookie: cookie },
      },
      { extends: "lighthouse:default", settings: { throttlingMethod: "devtools" } },
    );
    const lhr = result!.lhr;
    if (lhr.runtimeError) console.log(`  ${page}: Lighthouse error: ${lhr.runtimeError.message}`);
    const audit = (k: string) => lhr.audits[k]?.numericValue ?? Number.NaN;
    const timings = (lhr.audits["user-timings"]?.details as { items?: { name: string; startTime: number }[] })
      ?.items;
    const firstList = timings?.find((item) => item.name === FIRST_LIST_MARK)?.startTime;
    measured.push([
      page,
      String(Math.round((lhr.categories.performance?.score ?? 0) * 100)),
      `${Math.round(audit("first-contentful-paint"))} ms`,
      `${Math.round(audit("largest-contentful-paint"))} ms`,
      `${Math.round(audit("total-blocking-time"))} ms`,
      firstList === undefined ? "not seen" : `${Math.round(firstList)} ms`,
    ]);
  }
  return measured;
}
type Measured = {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
};

/** Lighthouse mobile on `url`, RUNS times: the worst of each figure. */
async function measure(url: string, chromePort: number, label: string): Promise<Measured> {
  const worst: Measured = { perf: 100, a11y: 100, bp: 100, seo: 100, lcp: 0, tbt: 0, cls: 0 };
  for (let i = 0, errors = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    const lhr = result!.lhr;
    if (lhr.runtimeError) {
      // Lighthouse's own trace failed (NO_NAVSTART now and then on this machine): that run again, twice at most
      console.log(`  ${label}: Lighthouse error: ${lhr.runtimeError.message}`);
      if (++errors <= 2) i--;
      else worst.perf = 0;
      continue;
    }
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const audit = (k: string) => lhr.audits[k]?.numericValue ?? Number.NaN;
    worst.perf = Math.min(worst.perf, score("performance"));
    worst.a11y = Math.min(worst.a11y, score("accessibility"));
    worst.bp = Math.min(worst.bp, score("best-practices"));
    worst.seo = Math.min(worst.seo, score("seo"));
    worst.lcp = Math.max(worst.lcp, audit("largest-contentful-paint"));
    worst.tbt = Math.max(worst.tbt, audit("total-blocking-time"));
    worst.cls = Math.max(worst.cls, audit("cumulative-layout-shift"));
    // what cost points in the four scored categories
    const scored = categories.flatMap(
      (k) => lhr.categories[k]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? [],
    );
    for (const id of new Set(scored)) {
      const a = lhr.audits[id];
      if (a && a.score !== null && a.score < 0.9)
        console.log(`  ${label} (run ${i + 1}): ${id}: ${a.title} (${a.displayValue ?? a.score})`);
    }
  }
  return worst;
}

const row = (label: string, m: Measured, sizes: string[], verdict: string) => [
  label,
  String(m.perf),
  String(m.a11y),
  String(m.bp),
  String(m.seo),
  `${Math.round(m.lcp)} ms`,
  `${Math.round(m.tbt)} ms`,
  m.cls.toFixed(3),
  ...sizes,
  verdict,
];

try {
  for (const page of pages) {
    const sizes = pageScripts(page);
    const m = await measure(`${base}${page}`, chrome.port, page);
    const ok =
      m.perf === 100 &&
      m.a11y === 100 &&
      m.bp === 100 &&
      m.seo === 100 &&
      m.tbt <= TBT_BUDGET_MS &&
      m.lcp <= LCP_BUDGET_MS &&
      m.cls === 0 &&
      sizes.js <= JS_BUDGET_KB;
    if (!ok) failures++;
    rows.push(
      row(
        page,
        m,
        [`${sizes.js.toFixed(1)} KB`, `${sizes.onDemand.toFixed(1)} KB`],
        ok ? "ok" : "OVER BUDGET",
      ),
    );
    const b = await measure(`http://localhost:${baselinePort}${page}`, chrome.port, `baseline ${page}`);
    rows.push(row(`  baseline ${page}`, b, ["0.0 KB", "0.0 KB"], ""));
  }
  for (const page of appPages) {
    const js = await appPageScripts(page.path);
    const ok = js <= APP_PAGE_JS_BUDGET_KB;
    if (!ok) failures++;
    appRows.push(
      `${page.name}: JS before interaction ${js.toFixed(1)} KB gzip (budget ${APP_PAGE_JS_BUDGET_KB}): ${ok ? "ok" : "OVER BUDGET"}`,
    );
  }
  if (process.env.BENCH_DASHBOARDS !== "off") dashboardRows.push(...(await measureDashboards(chrome.port)));
} finally {
  await chrome.kill();
  baseline.close();
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}

const header = [
  "page",
  "perf",
  "a11y",
  "best",
  "seo",
  "LCP",
  "TBT",
  "CLS",
  "JS first",
  "JS on demand",
  "budget",
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const line of [header, ...rows]) console.log(line.map((c, i) => c.padEnd(widths[i]!)).join("  "));
const chat = chatSizes();
if (chat) {
  const ok = chat.loader <= CHAT_LOADER_BUDGET_KB && chat.widget <= CHAT_WIDGET_BUDGET_KB;
  if (!ok) failures++;
  console.log(
    `\nchat: loader ${chat.loader.toFixed(1)} KB gzip (budget ${CHAT_LOADER_BUDGET_KB}), widget ${chat.widget.toFixed(1)} KB gzip on demand (budget ${CHAT_WIDGET_BUDGET_KB}): ${ok ? "ok" : "OVER BUDGET"}`,
  );
}
if (appRows.length) console.log(`\napp pages:\n${appRows.join("\n")}`);
console.log(
  `\nbudgets (worst of ${RUNS} runs): JS before interaction ${JS_BUDGET_KB} KB gzip a page, performance 100, TBT ${TBT_BUDGET_MS} ms, LCP ${LCP_BUDGET_MS} ms, CLS 0, accessibility, best practices and SEO 100; ${failures ? `${failures} over budget` : "all within budget"}`,
);
const dashboardHeader = [
  "dashboard (signed in, devtools throttling)",
  "perf",
  "FCP",
  "LCP",
  "TBT",
  "first list",
];
const dashboardWidths = dashboardHeader.map((h, i) =>
  Math.max(h.length, ...dashboardRows.map((r) => r[i]!.length)),
);
console.log("");
for (const line of [dashboardHeader, ...dashboardRows])
  console.log(line.map((c, i) => c.padEnd(dashboardWidths[i]!)).join("  "));
process.exit(failures ? 1 : 0);
