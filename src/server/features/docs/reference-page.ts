import { html, raw } from "hono/html";

/**
 * A self-contained API reference rendered from the OpenAPI document: no CDN, so it works offline
 * (hosted reference UIs load their code from third-party hosts).
 */
export function referencePage(doc: { info: { title: string; version: string }; paths?: object }) {
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ path, method, op })),
  );
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${doc.info.title} reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
section{border:1px solid #ddd;border-radius:.5rem;padding:1rem;margin:1rem 0}
code,pre{font-family:ui-monospace,monospace;font-size:.85rem}pre{background:#f6f6f6;padding:.75rem;overflow:auto}
.m{display:inline-block;min-width:4rem;font-weight:700;text-transform:uppercase}
</style></head>
<body>
<h1>${doc.info.title} <small>${doc.info.version}</small></h1>
<p>Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a></p>
${operations.map(
  ({ path, method, op }) => html`<section>
<h2><span class="m">${method}</span> <code>/api${path}</code></h2>
<p>${op.summary ?? ""}</p>
${op.requestBody ? html`<h3>Request body</h3><pre>${json(op.requestBody)}</pre>` : ""}
<h3>Responses</h3><pre>${json(op.responses)}</pre>
</section>`,
)}
</body></html>`;
}

interface Operation {
  summary?: string;
  requestBody?: unknown;
  responses?: unknown;
}

const json = (value: unknown) => raw(escapeHtml(JSON.stringify(value, null, 2)));
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
