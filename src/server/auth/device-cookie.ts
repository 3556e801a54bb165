import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import type { AppEnv } from "../context";
import { publicUrl } from "./auth";
import { authFor } from "./instance";
import type { FailurePolicy } from "./sign-in-limits";

/*
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that has
 * signed in to an account gets a cookie binding a random nonce to that account's email. Its later sign-ins
 * to that account count against the cookie's own allowance, not the account's, so a flood of wrong
 * passwords from elsewhere locks the account for strangers while its owner keeps signing in.
 */

const DEVICE_COOKIE = "creatordesk.device";
/** Where sign-ins are posted: the API, and the login page's own form when it posts before its scripts ran. */
const DEVICE_COOKIE_PATHS = ["/api/auth", "/login"];
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A device's own allowance: 10 failures within 15 minutes, then locked for 15 minutes. */
export const devicePolicy: FailurePolicy = {
  threshold: 10,
  windowSeconds: 15 * 60,
  lockSeconds: () => 15 * 60,
};

/** Signed with better-auth's own secret (configured, or made once and kept in the database). */
async function sign(c: Context<AppEnv>, nonce: string, email: string) {
  const { secret } = await (await authFor(c.var.deps)).$context;
  return createHmac("sha256", secret).update(`${nonce}:${email.toLowerCase()}`).digest("base64url");
}

/**
 * The failure key of the request's device cookie when it was issued for `email` (the signature checks
 * both), else null: the attempt is then one of an untrusted client, counted against the account.
 */
export async function deviceKeyFor(c: Context<AppEnv>, email: string): Promise<string | null> {
  const value = getCookie(c, DEVICE_COOKIE);
  const dot = value?.indexOf(".") ?? -1;
  if (!value || dot < 1) return null;
  const nonce = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const wanted = Buffer.from(await sign(c, nonce, email));
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? `device:${nonce}` : null;
}

/**
 * After a successful sign-in (`res`, better-auth's answer): this browser is now a known device of `email`
 * (a fresh nonce each time), on each path a sign-in is posted to.
 */
export async function issueDeviceCookie(c: Context<AppEnv>, res: Response, email: string) {
  const nonce = randomBytes(16).toString("base64url");
  const value = `${nonce}.${await sign(c, nonce, email)}`;
  for (const path of DEVICE_COOKIE_PATHS) {
    const cookie = serialize(DEVICE_COOKIE, value, {
      httpOnly: true,
      secure: publicUrl(c.var.deps.env).startsWith("https://"),
      sameSite: "Lax",
      path,
      maxAge: MAX_AGE_SECONDS,
    });
    res.headers.append("set-cookie", cookie);
  }
}
