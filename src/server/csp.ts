import { createHash } from "node:crypto";

/*
 * The Content-Security-Policy of the web app's HTML. The prerendered pages and the SPA fallback carry inline
 * scripts (React Router's context and module bootstrap); static files cannot carry per-request nonces, so
 * the build lists each page's inline scripts by their SHA-256 (`npm run build` writes BUILD_DIR/csp.json)
 * and the server allows exactly those, plus scripts from our own origin.
 */

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources ('sha256-…') of the inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    // data blocks (JSON, importmaps aside) are not executed: nothing to allow
    if (/type=["']?application\/(ld\+)?json/i.test(attributes ?? "")) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes].sort();
}

/** The policy of a page whose inline scripts hash to `hashes`. */
export function contentSecurityPolicy(hashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    // inline styles (critical CSS, React's style attributes) cannot run code
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // the API and the realtime WebSocket are same-origin ('self' covers ws:/wss: of this host)
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
