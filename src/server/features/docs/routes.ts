import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../../context";
import { referencePage } from "./reference-page";

const info = {
  title: "CreatorDesk API",
  version: "1.0.0",
  description:
    "The JSON API of CreatorDesk. Every failure answers `{error, code, fields}` with a message that is safe to show a person.",
  license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
};

const SESSION_COOKIE = "creatordesk.session_token";

type Operation = { responses?: Record<string, unknown>; security?: unknown[] };
type Document = ReturnType<OpenAPIHono<AppEnv>["getOpenAPI31Document"]>;

/**
 * The document generated from the routes' zod schemas, with what the generator cannot know: the session
 * cookie as a security scheme, required by exactly the operations that answer 401 to a signed-out caller
 * (every such route declares it), and public operations marked public.
 */
export function buildDocument(api: OpenAPIHono<AppEnv>): Document {
  const doc = api.getOpenAPI31Document({
    openapi: "3.1.0",
    info,
    servers: [{ url: "/api", description: "This server" }],
    tags: [
      { name: "System", description: "Health and documentation" },
      { name: "Auth", description: "Accounts: sign-up, sign-in, passwords, two-factor (better-auth)" },
      { name: "Profile", description: "The signed-in user's own profile, avatar and account" },
      { name: "Users", description: "Managers' Admin Panel: users, roles, deletion requests, audit log" },
      { name: "Contact", description: "The public contact form, and the managers' inbox of its messages" },
      {
        name: "Chat",
        description: "Live chat: guest sessions (by their token) and the managers' Live Chats",
      },
      { name: "Realtime", description: "The WebSocket through which views hear of changes" },
      { name: "Internal", description: "The local command line's way in" },
    ],
  });
  doc.components ??= {};
  doc.components.securitySchemes = {
    session: {
      type: "apiKey",
      in: "cookie",
      name: SESSION_COOKIE,
      description: `The session cookie set by sign-in (\`__Secure-${SESSION_COOKIE}\` when PUBLIC_URL is https).`,
    },
    cliToken: { type: "http", scheme: "bearer", description: "The token in DATA_DIR/server.json" },
    chatToken: {
      type: "http",
      scheme: "bearer",
      description: "A guest's chat token, returned when a chat session is created or continued.",
    },
  };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item as Record<string, Operation>)) {
      if (typeof operation !== "object" || !operation?.responses || operation.security) continue;
      operation.security = operation.responses["401"] ? [{ session: [] }] : [];
    }
  }
  return doc;
}

/** Serves the OpenAPI document (built once) and a reference page for it. */
export function mountDocs(api: OpenAPIHono<AppEnv>) {
  let doc: Document | undefined;
  const document = () => {
    doc ??= buildDocument(api);
    return doc;
  };
  api.get("/openapi.json", (c) => c.json(document()));
  api.get("/reference", (c) => {
    // a page of our own with one inline stylesheet and no script at all
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    return c.html(referencePage(document()));
  });
}
