/**
 * `npm run bench:web`: the public pages' budgets. Serves the production build on a spare port (embedded
 * database in a temp dir), then prints for each page the gzip size of the JavaScript and CSS its HTML
 * loads before any interaction, and Lighthouse 13's mobile scores with LCP, TBT and CLS.
 * Budgets (the run fails past any): every page's JS <= 140 KB gzip (135 KB now); performance >= 98 (100 on all
 * five now, with Total Blocking Time 6-43 ms), accessibility 100, best practices >= 95, SEO 100.
 *
 * Then the dashboards, signed in as a new creator (its session cookie sent by Lighthouse): performance, LCP,
 * TBT, and the time to the first list (the `creatordesk:first-list` user timing that the shared list state
 * marks when a page's first list, or its empty state, shows), under Lighthouse's mobile throttling applied
 * for real (devtools throttling: a user timing is observed, not simulated). Printed, not budgeted.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serverCommand } from "../src/server/launch";
import { run } from "./lib";

const pages = ["/", "/services", "/about", "/contact", "/portfolio"];
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");
const port = Number(process.env.BENCH_PORT ?? 4310);
const base = `http://localhost:${port}`;
const JS_BUDGET_KB = 140;
const PERFORMANCE_BUDGET = 98;
const dashboards = ["/creator-dashboard", "/creator-dashboard/editing-management"];
const FIRST_LIST_MARK = "creatordesk:first-list";
const categories = ["performance", "accessibility", "best-practices", "seo"];

// measure what the sources build to now (BENCH_SKIP_BUILD=1 measures the existing build)
if (!process.env.BENCH_SKIP_BUILD || !existsSync(path.join(clientDir, "index.html"))) {
  if ((await run("npm", ["run", "--silent", "build"])) !== 0) process.exit(1);
}

/** JS (the module script's imports and preloads, their static imports) and CSS the prerendered HTML pulls in. */
function assetSizes(page: string) {
  const htmlFile = path.join(clientDir, page === "/" ? "" : page, "index.html");
  const html = readFileSync(htmlFile, "utf8");
  const refs = new Set<string>();
  // attributes, and the strings of the inline module script (its imports and its deferred preloads)
  for (const m of html.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)) refs.add(m[1]!);
  const seen = new Set<string>();
  const queue = [...refs];
  let js = 0;
  let css = 0;
  while (queue.length) {
    const ref = queue.pop()!;
    if (seen.has(ref)) continue;
    seen.add(ref);
    const body = readFileSync(path.join(clientDir, ref));
    const size = gzipSync(body, { level: 9 }).length;
    if (ref.endsWith(".css")) css += size;
    else {
      js += size;
      // static imports of a chunk load before it runs (dynamic import() does not)
      for (const m of body
        .toString()
        .matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]*from\s*)?"\.\/([^"]+\.js)"/g)) {
        queue.push(`/assets/${m[1]}`);
      }
    }
  }
  return { js: js / 1024, css: css / 1024, files: seen.size };
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
try {
  for (const page of pages) {
    const sizes = assetSizes(page);
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    if (result?.lhr.runtimeError)
      console.log(`  ${page}: Lighthouse error: ${result.lhr.runtimeError.message}`);
    const lhr = result!.lhr;
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const audit = (k: string) => lhr.audits[k]?.numericValue ?? Number.NaN;
    const s = {
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
    };
    const ok =
      s.perf >= PERFORMANCE_BUDGET &&
      s.a11y === 100 &&
      s.bp >= 95 &&
      s.seo === 100 &&
      sizes.js <= JS_BUDGET_KB;
    if (!ok) failures++;
    rows.push([
      page,
      String(s.perf),
      String(s.a11y),
      String(s.bp),
      String(s.seo),
      `${Math.round(audit("first-contentful-paint"))} ms`,
      `${Math.round(audit("largest-contentful-paint"))} ms`,
      `${Math.round(audit("total-blocking-time"))} ms`,
      audit("cumulative-layout-shift").toFixed(3),
      `${sizes.js.toFixed(1)} KB`,
      `${sizes.css.toFixed(1)} KB`,
      ok ? "ok" : "OVER BUDGET",
    ]);
    // what cost points in the four scored categories
    const scored = categories.flatMap(
      (k) => lhr.categories[k]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? [],
    );
    for (const id of new Set(scored)) {
      const a = lhr.audits[id];
      if (a && a.score !== null && a.score < 0.9)
        console.log(`  ${page}: ${id}: ${a.title} (${a.displayValue ?? a.score})`);
    }
  }
  dashboardRows.push(...(await measureDashboards(chrome.port)));
} finally {
  await chrome.kill();
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
  "FCP",
  "LCP",
  "TBT",
  "CLS",
  "JS gzip",
  "CSS gzip",
  "budget",
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const row of [header, ...rows]) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join("  "));
console.log(
  `\nbudgets: JS ${JS_BUDGET_KB} KB gzip a page, performance ${PERFORMANCE_BUDGET}; ${failures ? `${failures} page(s) over budget` : "all pages within budget"}`,
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
for (const row of [dashboardHeader, ...dashboardRows])
  console.log(row.map((c, i) => c.padEnd(dashboardWidths[i]!)).join("  "));
process.exit(failures ? 1 : 0);
