import { z } from "zod";
import { messages } from "./messages";
import { text } from "./text";

/*
 * Bodies of the account endpoints under /api/auth (better-auth behind our own validated routes). Only the
 * fields listed here reach better-auth: anything else a client sends (an `image` URL at sign-up, say) is
 * dropped.
 */

type TextParams = Parameters<typeof text>[0];
const email = (params?: TextParams) =>
  text(params)
    .trim()
    .min(1, "Email is required")
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Enter a valid email address"));
const newPassword = (params?: TextParams) =>
  text(params)
    .min(8, "Password must be at least 8 characters")
    .max(128, "Password must be at most 128 characters");
const password = (params?: TextParams) =>
  text(params).min(1, "Password is required").max(128, "Password must be at most 128 characters");
/** Spec section 5: a sign-in or sign-up that lacks the email or the password answers in the spec's words. */
const missingCredentials = { error: messages.auth.missingCredentials };
const code = text()
  .trim()
  .min(1, "Enter the code from your authenticator app or a backup code.")
  .max(32, "Code must be at most 32 characters");

export const signUpSchema = z
  .object({
    name: text().trim().min(1, "Full name is required").max(120, "Full name must be at most 120 characters"),
    email: email(missingCredentials),
    password: newPassword(missingCredentials),
  })
  .meta({ id: "SignUp" });

export const signInSchema = z
  .object({
    email: email(missingCredentials),
    password: password(missingCredentials),
    rememberMe: z.boolean().optional(),
  })
  .meta({ id: "SignIn" });

export const requestPasswordResetSchema = z
  .object({
    email: email(),
    /** A path of this site only: the emailed link always points at our own /reset-password page. */
    redirectTo: text()
      .max(200)
      .regex(/^\/(?!\/)/, "Must be a path on this site")
      .optional(),
  })
  .meta({ id: "PasswordResetRequest" });

export const resetPasswordSchema = z
  .object({
    newPassword: newPassword(),
    token: text().min(1, "The reset link is incomplete").max(200, "The reset link is not valid"),
  })
  .meta({ id: "PasswordReset" });

export const changePasswordSchema = z
  .object({ currentPassword: password(), newPassword: newPassword() })
  .meta({ id: "PasswordChange" });

export const passwordSchema = z.object({ password: password() }).meta({ id: "PasswordConfirmation" });

export const verifyTotpSchema = z
  .object({ code, trustDevice: z.boolean().optional() })
  .meta({ id: "TotpCode" });

/** A backup code is sent in the same body as a TOTP code. @alias */
export const verifyBackupCodeSchema = verifyTotpSchema;

export const getSessionQuerySchema = z.object({
  disableCookieCache: text().max(10).optional(),
  disableRefresh: text().max(10).optional(),
});

/** Sign-out takes no fields; the better-auth client sends `{}`. */
export const emptyBodySchema = z.object({});
