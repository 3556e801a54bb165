import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { signInSchema, signUpSchema } from "~/domain/auth";
import { contactMessageSchema } from "~/domain/contact";
import type { FormAnswer } from "~/domain/form-answer";
import { messages } from "~/domain/messages";
import { roleHome } from "~/domain/roles";
import { refuseCrossSite } from "../../auth/csrf";
import { forward } from "../../auth/forward";
import { signInWithPassword } from "../../auth/sign-in";
import type { AppEnv } from "../../context";
import { bodyLimits } from "../../lib/api-middleware";
import { AppError } from "../../lib/app-error";
import { clientIp } from "../../lib/client-ip";
import { validated } from "../../lib/validation";
import { submitContactMessage } from "../contact";

/*
 * The public forms without their scripts (docs/decisions/041): the login page's two tabs and the contact
 * form post to their page's own address, and the same use cases as the JSON API answer them, behind the
 * same guards (cross-site refusal, body size, sign-in limits and device cookie, sign-up and contact rate
 * limits). Success: the session cookies and a 303 to the role's dashboard, or the contact page with its
 * confirmation. Failure: the page again, with the spec's error and what was typed (never a password).
 */

/** The public pages whose form the server answers: the prerendered page, filled in with the answer. */
export type AnswerPage = (
  c: Context<AppEnv>,
  page: "/login" | "/contact",
  answer: FormAnswer,
  status: ContentfulStatusCode,
) => Response;

/** Spec section 2: a successful sign-in, and a sign-up with its automatic sign-in, land here. */
/** What a page may show again of what was typed: never the password. */
const KEPT = {
  login: ["email"],
  signup: ["name", "email"],
  contact: ["name", "email", "subject", "message"],
};
/** Fields that must never stay in an address (a form submitted with GET, before forms posted). */
const NOT_IN_ADDRESS = { "/login": ["password"], "/contact": ["email", "message"] };

const TWO_FACTOR_NEEDS_SCRIPTS =
  "This account signs in with a two-factor code, which needs this page's scripts. Please reload the page and sign in again.";

/** A form's text fields; an empty field counts as one not sent, as the spec's "must provide" reads. */
async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body))
    if (typeof value === "string" && value) fields[name] = value;
  return fields;
}

const pick = (fields: Record<string, string>, names: string[]) =>
  Object.fromEntries(names.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]!]));

/** The error of a failed better-auth answer (our routes give it an `error` field: auth/forward.ts). */
async function failure(res: Response): Promise<AppError> {
  const body = (await res.json().catch(() => ({}))) as { error?: string };
  const status = res.status as ContentfulStatusCode;
  const retryAfter = res.headers.get("retry-after");
  const headers = retryAfter ? { "Retry-After": retryAfter } : undefined;
  return new AppError(
    status,
    "auth_error",
    body.error ?? messages.generic.somethingWentWrong,
    undefined,
    headers,
  );
}

/** A 303 to `location` carrying every cookie better-auth set (the session, exactly as the API sets it). */
function redirectWithCookies(res: Response, location: string): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of res.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

/** Runs `submit`; an AppError (refused, invalid, limited, failed) answers with the page and its message. */
async function answering(
  c: Context<AppEnv>,
  onError: (error: AppError) => Response,
  submit: () => Promise<Response>,
): Promise<Response> {
  try {
    return await submit();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return onError(error);
  }
}

/** Signs in (or up, `?tab=signup`) from the login page's form. */
function loginPost(answer: AnswerPage) {
  return async (c: Context<AppEnv>) => {
    const form = c.req.query("tab") === "signup" ? "signup" : "login";
    const fields = await formFields(c);
    const title = form === "signup" ? messages.auth.signUpFailedTabTitle : messages.auth.loginFailedTitle;
    const page = (error: AppError) =>
      answer(
        c,
        "/login",
        { form, values: pick(fields, KEPT[form]), error: `${title}: ${error.message}` },
        error.status,
      );
    return answering(c, page, async () => {
      refuseCrossSite(c);
      const res =
        form === "signup"
          ? await forward(c, validated(signUpSchema, fields), "/sign-up/email")
          : await signInWithPassword(c, validated(signInSchema, fields));
      if (!res.ok) throw await failure(res);
      const body = (await res
        .clone()
        .json()
        .catch(() => ({}))) as { twoFactorRedirect?: boolean; user?: { role?: unknown } };
      if (body.twoFactorRedirect) throw AppError.unauthorized(TWO_FACTOR_NEEDS_SCRIPTS);
      // the role's own dashboard (the spec's /creator-dashboard for a creator), without the app's extra hop
      return redirectWithCookies(res, roleHome(body.user?.role));
    });
  };
}

/** Stores a message from the contact page's form, as POST /api/contact does. */
function contactPost(answer: AnswerPage) {
  return async (c: Context<AppEnv>) => {
    const fields = await formFields(c);
    const page = (error: AppError) => {
      const detail = error.fields ? Object.values(error.fields).join(". ") : error.message;
      const text = `${messages.contact.failedTitle}: ${messages.contact.failedDescription(detail)}`;
      return answer(
        c,
        "/contact",
        { form: "contact", values: pick(fields, KEPT.contact), error: text, fieldErrors: error.fields },
        error.status,
      );
    };
    return answering(c, page, async () => {
      refuseCrossSite(c);
      const { deps } = c.var;
      const input = validated(contactMessageSchema, fields);
      await submitContactMessage(deps, input, clientIp(c, deps.env.TRUST_PROXY ?? false));
      const { title, description } = messages.contact.sent;
      return answer(c, "/contact", { form: "contact", notice: `${title} ${description}` }, 200);
    });
  };
}

export function mountPublicForms(app: Hono<AppEnv>, answer: AnswerPage) {
  app.post("/login", bodyLimits, loginPost(answer));
  app.post("/contact", bodyLimits, contactPost(answer));
  // an address that carries what a form was sent with (an old page's GET) goes to the clean page
  for (const [page, names] of Object.entries(NOT_IN_ADDRESS)) {
    app.get(page, async (c, next) => {
      const query = c.req.query();
      if (names.some((name) => name in query)) return c.redirect(page, 303);
      // the Sign Up tab without scripts is a link here: the login page showing that tab
      if (page === "/login" && query.tab === "signup") return answer(c, "/login", { form: "signup" }, 200);
      await next();
    });
  }
}
