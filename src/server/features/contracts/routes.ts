import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  contractInputSchema,
  contractPageSchema,
  contractParamsSchema,
  contractSchema,
  declineInputSchema,
  signInputSchema,
  signingSchema,
  signTokenParamsSchema,
  toSignPageSchema,
} from "~/domain/contracts";
import { dealParamsSchema, managesDeals } from "~/domain/deals";
import { pageQuerySchema } from "~/domain/paging";
import { requireUser, signedIn, withRole } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { clientIp } from "../../lib/client-ip";
import { contentDisposition } from "../../lib/file-names";
import {
  errorResponse,
  jsonBody,
  jsonContent,
  managerErrors,
  security,
  signedInErrors,
} from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { prepareContract } from "./prepare";
import { listDealContracts, listToSign, readContractDocument } from "./read";
import { pdfFileName } from "./shared";
import { cancelContract, decline, readSigning, type SignerKey, sign, signerDocument } from "./signing";

/*
 * Contracts signed inside CreatorDesk (issue 37). The staff's routes (a session): managers prepare, list
 * and cancel a deal's signings; the creator and a manager sign theirs from their dashboards. The signers'
 * links (no account, the token in the path): read, sign, decline. A link's headers and rate limits are
 * the brand links' (lib/link-tokens.ts, mounted in app.ts); a session cookie changes nothing there.
 */

const tags = ["Contracts"];
const managers = withRole(managesDeals);
const origin = (c: Context<AppEnv>) => ({
  ip: clientIp(c, c.var.deps.env.TRUST_PROXY === true),
  userAgent: c.req.header("user-agent") ?? null,
});
const pdf = {
  200: {
    description: "The PDF",
    content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
  },
};
const signed = z.object({ declined: z.literal(true) }).meta({ id: "Declined" });
const conflict = { 409: errorResponse("Not the signer's turn, already signed, or the signing has ended") };

const listRoute = createRoute({
  method: "get",
  path: "/deals/{id}/contracts",
  operationId: "listDealContracts",
  summary: "A page of a deal's signings, newest first, with their signers in order (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: dealParamsSchema, query: pageQuerySchema },
  responses: {
    200: jsonContent(contractPageSchema, "A page of signings"),
    400: errorResponse("Malformed id or query"),
    ...managerErrors,
    404: errorResponse("No such deal"),
  },
});

const prepareRoute = createRoute({
  method: "post",
  path: "/deals/{id}/contracts",
  operationId: "prepareContract",
  summary:
    "Prepare a signing from the agency's template or one of the deal's PDFs; the first signer is asked at once (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: dealParamsSchema, body: jsonBody(contractInputSchema) },
  responses: {
    201: jsonContent(contractSchema, "The signing, out for signature"),
    400: errorResponse(
      "A field is missing or malformed, the PDF cannot be signed, or a box is off its pages",
    ),
    ...managerErrors,
    404: errorResponse("No such deal"),
  },
});

const cancelRoute = createRoute({
  method: "post",
  path: "/contracts/{id}/cancel",
  operationId: "cancelContract",
  summary: "Cancel a signing still out for signature (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: contractParamsSchema },
  responses: {
    200: jsonContent(contractSchema, "The signing, cancelled"),
    400: errorResponse("Malformed id"),
    ...managerErrors,
    404: errorResponse("No such contract"),
    409: errorResponse("The signing has already ended"),
  },
});

const documentRoute = createRoute({
  method: "get",
  path: "/contracts/{id}/document",
  operationId: "readContractDocument",
  summary: "The PDF sent for signing (managers, and the contract's own signers with an account)",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: contractParamsSchema },
  responses: {
    ...pdf,
    400: errorResponse("Malformed id"),
    ...signedInErrors,
    404: errorResponse("No such contract"),
  },
});

const toSignRoute = createRoute({
  method: "get",
  path: "/me/contracts-to-sign",
  operationId: "listContractsToSign",
  summary: "A page of the signings waiting for the caller's signature now, soonest to expire first",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { query: pageQuerySchema },
  responses: {
    200: jsonContent(toSignPageSchema, "A page of signings to sign"),
    400: errorResponse("Malformed query"),
    ...signedInErrors,
  },
});

const mySigningRoute = createRoute({
  method: "get",
  path: "/contracts/{id}/signing",
  operationId: "readMySigning",
  summary: "The caller's part in a signing (the creator, a manager): the contract, the parties, their status",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: contractParamsSchema },
  responses: {
    200: jsonContent(signingSchema, "The signing"),
    400: errorResponse("Malformed id"),
    ...signedInErrors,
    404: errorResponse("No such contract, or the caller signs no part of it"),
  },
});

const mySignRoute = createRoute({
  method: "post",
  path: "/contracts/{id}/sign",
  operationId: "signMyPart",
  summary: "Sign the caller's part, in turn: their name confirmed, a typed or drawn signature, consent",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: contractParamsSchema, body: jsonBody(signInputSchema) },
  responses: {
    200: jsonContent(signingSchema, "The signing, signed"),
    400: errorResponse("A field is missing, or the name is not the signer's"),
    ...signedInErrors,
    404: errorResponse("No such contract, or the caller signs no part of it"),
    ...conflict,
  },
});

const myDeclineRoute = createRoute({
  method: "post",
  path: "/contracts/{id}/decline",
  operationId: "declineMyPart",
  summary: "Decline to sign, with a reason: the signing ends",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: contractParamsSchema, body: jsonBody(declineInputSchema) },
  responses: {
    200: jsonContent(signed, "Declined"),
    400: errorResponse("No reason given"),
    ...signedInErrors,
    404: errorResponse("No such contract, or the caller signs no part of it"),
    ...conflict,
  },
});

const gone = { 404: errorResponse("No such link (unknown, replaced, expired, or its signing ended)") };
const limited = { 429: errorResponse("Too many requests on this link or from this client") };

const linkReadRoute = createRoute({
  method: "get",
  path: "/sign/{token}",
  operationId: "readSigningByLink",
  summary: "What a signer's link shows them (no account: the token is the key)",
  tags,
  request: { params: signTokenParamsSchema },
  responses: {
    200: jsonContent(signingSchema, "The signing"),
    400: errorResponse("Malformed token"),
    ...gone,
    ...limited,
  },
});

const linkDocumentRoute = createRoute({
  method: "get",
  path: "/sign/{token}/document",
  operationId: "readSigningDocumentByLink",
  summary: "The PDF a signer's link opens: the one to sign, or the sealed one once everyone signed",
  tags,
  request: { params: signTokenParamsSchema },
  responses: { ...pdf, 400: errorResponse("Malformed token"), ...gone, ...limited },
});

const linkSignRoute = createRoute({
  method: "post",
  path: "/sign/{token}",
  operationId: "signByLink",
  summary: "Sign through the link: the name confirmed, a typed or drawn signature, consent",
  tags,
  request: { params: signTokenParamsSchema, body: jsonBody(signInputSchema) },
  responses: {
    200: jsonContent(signingSchema, "The signing, signed"),
    400: errorResponse("A field is missing, or the name is not the signer's"),
    ...gone,
    ...conflict,
    ...limited,
  },
});

const linkDeclineRoute = createRoute({
  method: "post",
  path: "/sign/{token}/decline",
  operationId: "declineByLink",
  summary: "Decline through the link, with a reason: the signing ends",
  tags,
  request: { params: signTokenParamsSchema, body: jsonBody(declineInputSchema) },
  responses: {
    200: jsonContent(signed, "Declined"),
    400: errorResponse("No reason given"),
    ...gone,
    ...conflict,
    ...limited,
  },
});

const mine = (c: Context<AppEnv>, id: string): SignerKey => ({ contractId: id, caller: requireUser(c) });

/** A PDF answer: inline (the signer reads it in the browser's viewer), never sniffed, never cached. */
const pdfAnswer = (c: Context<AppEnv>, body: ReadableStream<Uint8Array>, title: string) =>
  c.body(body, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": contentDisposition(pdfFileName(title), "inline"),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'",
    "Cache-Control": "private, no-store",
  });

export const contractRoutes = createRouter()
  .openapi(toSignRoute, async (c) =>
    c.json(await listToSign(c.var.deps, requireUser(c), c.req.valid("query")), 200),
  )
  .openapi(listRoute, async (c) =>
    c.json(
      await listDealContracts(c.var.deps, requireUser(c), c.req.valid("param").id, c.req.valid("query")),
      200,
    ),
  )
  .openapi(prepareRoute, async (c) =>
    c.json(
      await prepareContract(
        c.var.deps,
        requireUser(c),
        c.req.valid("param").id,
        c.req.valid("json"),
        origin(c),
      ),
      201,
    ),
  )
  .openapi(cancelRoute, async (c) =>
    c.json(await cancelContract(c.var.deps, requireUser(c), c.req.valid("param").id, origin(c)), 200),
  )
  .openapi(documentRoute, async (c) => {
    const { body, title } = await readContractDocument(c.var.deps, requireUser(c), c.req.valid("param").id);
    return pdfAnswer(c, body, title) as never;
  })
  .openapi(mySigningRoute, async (c) =>
    c.json(await readSigning(c.var.deps, mine(c, c.req.valid("param").id), origin(c)), 200),
  )
  .openapi(mySignRoute, async (c) =>
    c.json(await sign(c.var.deps, mine(c, c.req.valid("param").id), c.req.valid("json"), origin(c)), 200),
  )
  .openapi(myDeclineRoute, async (c) =>
    c.json(await decline(c.var.deps, mine(c, c.req.valid("param").id), c.req.valid("json"), origin(c)), 200),
  );

export const signLinkRoutes = createRouter()
  .openapi(linkReadRoute, async (c) =>
    c.json(await readSigning(c.var.deps, { token: c.req.valid("param").token }, origin(c)), 200),
  )
  .openapi(linkDocumentRoute, async (c) => {
    const { body, title } = await signerDocument(c.var.deps, { token: c.req.valid("param").token });
    return pdfAnswer(c, body, title) as never;
  })
  .openapi(linkSignRoute, async (c) =>
    c.json(
      await sign(c.var.deps, { token: c.req.valid("param").token }, c.req.valid("json"), origin(c)),
      200,
    ),
  )
  .openapi(linkDeclineRoute, async (c) =>
    c.json(
      await decline(c.var.deps, { token: c.req.valid("param").token }, c.req.valid("json"), origin(c)),
      200,
    ),
  );
