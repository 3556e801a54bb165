import type { Context } from "hono";
import type { z } from "zod";
import type { signInSchema } from "~/domain/auth";
import type { AppEnv } from "../context";
import { clientIp } from "../lib/client-ip";
import { deviceKeyFor, devicePolicy, issueDeviceCookie } from "./device-cookie";
import { forward } from "./forward";
import {
  accountLocked,
  accountPolicy,
  beginAttempt,
  clearFailures,
  forgiveAttempt,
  ipPolicy,
  networkLocked,
} from "./sign-in-limits";

/**
 * Signs in with email and password through better-auth, within our limits (sign-in-limits.ts): the
 * network's and the account's (or this browser's, device-cookie.ts). better-auth's answer, with the
 * session cookie on success; a limit reached throws a 429 AppError. The JSON API and the login page's form
 * both sign in here.
 */
export async function signInWithPassword(
  c: Context<AppEnv>,
  body: z.infer<typeof signInSchema>,
): Promise<Response> {
  const { deps } = c.var;
  const accountKey = `account:${body.email.toLowerCase()}`;
  const ipKey = `ip:${clientIp(c, deps.env.TRUST_PROXY ?? false)}`;
  const perIp = ipPolicy(deps.env.AUTH_RATE_LIMIT);
  const network = await beginAttempt(deps.db, ipKey, perIp);
  if (!network.allowed) throw networkLocked(network.retryAfterSeconds);
  // a browser that signed in to this account before counts against its own allowance (device-cookie.ts);
  // any other client against the account's, which a stranger's guesses may use up
  const deviceKey = await deviceKeyFor(c, body.email);
  const key = deviceKey ?? accountKey;
  const attempt = await beginAttempt(deps.db, key, deviceKey ? devicePolicy : accountPolicy);
  if (!attempt.allowed) {
    await forgiveAttempt(deps.db, ipKey, perIp); // a refusal for the account is not this network's failure
    throw accountLocked(attempt.retryAfterSeconds);
  }
  const res = await forward(c, body, "/sign-in/email");
  if (res.ok) {
    await clearFailures(deps.db, key);
    await forgiveAttempt(deps.db, ipKey, perIp);
    await issueDeviceCookie(c, res, body.email);
  }
  return res;
}
