import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { sitePaths } from "~/content/routes";
import { PublicShell } from "~/web/components/public/public-shell";
import { StaticChatLauncher } from "~/web/features/chat";
import { EARLY_CLICKS_KEY, rememberEarlyClicks } from "~/web/lib/early-clicks";
import { pageMeta } from "~/web/lib/seo";
import faviconSvg from "../../../public/favicon.svg?raw";
import { sitePages } from "./pages";

/*
 * The public site as static pages (docs/decisions/077): each page rendered to HTML once, at build time
 * (scripts/build-site.ts builds this module for Node and runs it), from the same React components and
 * content as ever, with the stylesheet inlined and no framework runtime. What moves on a page is an island:
 * an element marked `data-island="<name>"` brings the script of src/web/site/islands/<name>.ts, and only
 * that. Without scripts every page reads and its forms post to the server (docs/decisions/041).
 */

export { sitePaths };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[ch]!,
  );

/** The head's tags for a page: title, description, Open Graph and, when the origin is known, canonical. */
function metaTags(path: (typeof sitePaths)[number]): string {
  return pageMeta(sitePages[path].meta, path)
    .map((tag) => {
      if ("title" in tag) return `<title>${escapeHtml(tag.title ?? "")}</title>`;
      if ("href" in tag) return `<link rel="canonical" href="${escapeHtml(tag.href ?? "")}"/>`;
      const [attribute, key] = "name" in tag ? ["name", tag.name] : ["property", tag.property];
      return `<meta ${attribute}="${escapeHtml(key ?? "")}" content="${escapeHtml(tag.content ?? "")}"/>`;
    })
    .join("");
}

/** The islands a page's markup asks for, in the order they first appear. */
function islandsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/\bdata-island="([\w-]+)"/g)].map((match) => match[1]!))];
}

/**
 * A click on a control whose island has not run yet is kept (lib/early-clicks.ts): the chat launcher acts
 * on it once its code is there. The page's one inline script, allowed by its hash (src/server/csp.ts).
 */
const earlyClicks = `(${rememberEarlyClicks})(${JSON.stringify(EARLY_CLICKS_KEY)})`;

/** The site's mark, in the page: one request fewer before the largest paint (public/favicon.svg). */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

export interface SiteAssets {
  /** The built stylesheet, inlined whole: the first paint needs no request but the page. */
  css: string;
  /** The named islands' module scripts, and the chunks they import statically (to preload with them). */
  scripts: (islands: string[]) => { scripts: string[]; preloads: string[] };
}

/**
 * Starts the page's islands once the page has loaded and painted its largest content, in the browser's next
 * idle moment (an island's "client:idle"): nothing the first paint needs waits behind a script, and no
 * script request competes with the page's own (Lighthouse's LCP counts every request made before it). A tab
 * that paints nothing (in the background) starts them after 3 s. Their imports are preloaded at the same time, so
 * no island waits for another request. A click before then is not lost (early clicks, above). Plain
 * browser JavaScript in a string, allowed by its hash.
 */
function startIslands({ scripts, preloads }: { scripts: string[]; preloads: string[] }): string {
  return `(function(scripts,preloads){var start=function(){preloads.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});scripts.forEach(function(src){var s=document.createElement("script");s.type="module";s.src=src;document.head.appendChild(s)})};var waiting=2;var ready=function(){if(--waiting===0)requestAnimationFrame(function(){window.requestIdleCallback?requestIdleCallback(start,{timeout:1000}):setTimeout(start,1)})};if(!(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf("largest-contentful-paint")>=0))ready();else{var o=new PerformanceObserver(function(){o.disconnect();ready()});o.observe({type:"largest-contentful-paint",buffered:true})}document.readyState==="complete"?ready():addEventListener("load",ready,{once:true});setTimeout(function(){if(waiting>0){waiting=1;ready()}},3000)})(${JSON.stringify(scripts)},${JSON.stringify(preloads)})`;
}

/** The whole HTML document of a public page. */
export function renderSitePage(path: (typeof sitePaths)[number], assets: SiteAssets): string {
  const body = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <PublicShell chat={<StaticChatLauncher />}>{sitePages[path].content}</PublicShell>
    </MemoryRouter>,
  );
  return (
    '<!DOCTYPE html><html lang="en" data-site=""><head><meta charset="utf-8"/>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    `<meta name="theme-color" content="#4c2a9e"/><link rel="icon" href="${FAVICON}" type="image/svg+xml"/>` +
    metaTags(path) +
    // the first frame waits until the top bar and the header are parsed whole: a frame painted halfway
    // through them (the page arrives in pieces) moved the top bar's links when the rest came (CLS)
    '<link rel="expect" href="#main" blocking="render"/>' +
    `<style>${assets.css}</style>` +
    `<script>${earlyClicks};${startIslands(assets.scripts(islandsOf(body)))}</script>` +
    // without scripts the session is never known: the Creator Dashboard button shows as the link to /login
    "<noscript><style>[data-island=session]{visibility:visible}</style></noscript>" +
    `</head><body>${body}</body></html>`
  );
}
