import { expect, test } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { signIn, signInWithForm, signUpCreator, toast } from "./fixtures";

test("enrolling TOTP in Settings, then signing in with a code from the authenticator", async ({ page }) => {
  const user = await signUpCreator();
  await signIn(page, user, "/creator-dashboard/settings");

  await page.getByRole("button", { name: "Enable two-factor" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Password").fill(user.password);
  await dialog.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByText("Can't scan? Enter this key").click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

  // a wrong code is said once, under the field, in words
  await page.getByLabel("Code from your authenticator app").fill(wrongCode(totp.generate()));
  await page.getByRole("button", { name: "Verify and enable" }).click();
  await expect(page.getByLabel("Code from your authenticator app")).toHaveAccessibleDescription(
    /That code didn't work/,
  );
  await expect(page.getByText("Invalid code")).toHaveCount(0);

  await page.getByLabel("Code from your authenticator app").fill(totp.generate());
  await page.getByRole("button", { name: "Verify and enable" }).click();
  await expect(toast(page)).toContainText("Two-factor enabled");
  await expect(page.getByRole("button", { name: "Disable two-factor" })).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithForm(page, user);
  await expect(page.getByRole("heading", { name: "Two-factor verification" })).toBeVisible();
  await page.getByLabel("Verification code").fill(totp.generate());
  await expect(page.getByRole("main").getByRole("heading")).toHaveText(["Two-factor verification"]); // one title, no second one
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page).toHaveURL(/\/creator-dashboard$/);
  await expect(toast(page)).toContainText("Login Successful!");
});

/** A 6-digit code that is surely not the current one. */
function wrongCode(current: string) {
  return current
    .split("")
    .map((digit) => String((Number(digit) + 5) % 10))
    .join("");
}
