import { expect, test } from "@playwright/test";
import {
  createStaffUser,
  newUser,
  seriousViolations,
  signInThroughForm,
  signInWithForm,
  signUpCreator,
  toast,
} from "./fixtures";
import { gotoHydrated } from "./public-pages";

test("signing up lands on the creator dashboard; signing out returns to /login", async ({ page }) => {
  const user = newUser("creator", "Ada Lovelace");
  await gotoHydrated(page, "/login");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill(user.name);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(page).toHaveURL(/\/creator-dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back, Ada Lovelace");
  await expect(toast(page)).toContainText("Welcome!");

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page)).toContainText("Signed Out");
  // the session is really gone: the dashboard sends us back to /login
  await page.goto("/creator-dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcreator-dashboard$/);
});

test("a wrong password shows 'Login Failed' and stays on /login", async ({ page }) => {
  const user = await signUpCreator();
  await signInWithForm(page, { ...user, password: "not-the-password" });
  await expect(toast(page)).toContainText("Login Failed");
  await expect(page).toHaveURL(/\/login$/);
});

test("'Forgot password?' sends a reset link; a bad reset token is refused", async ({ page }) => {
  const user = await signUpCreator();
  await gotoHydrated(page, "/login");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  await page.goto("/reset-password?token=not-a-real-token");
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
  await page.getByLabel("Confirm new password").fill("a-brand-new-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(toast(page)).toContainText("Password reset failed");
});

test("a signed-out visit to /talent-dashboard returns there after a manager signs in", async ({ page }) => {
  const manager = await createStaffUser("manager");
  await page.goto("/talent-dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftalent-dashboard$/);
  await signInWithForm(page, manager);
  await expect(toast(page)).toContainText("Login Successful!");
  await expect(page).toHaveURL(/\/talent-dashboard$/);
  await expect(page.getByRole("link", { name: "Admin Panel" })).toBeVisible();
});

test("an editor who opens /talent-dashboard lands on /editor-dashboard", async ({ page }) => {
  const editor = await createStaffUser("editor");
  await signInThroughForm(page, editor);
  await page.goto("/talent-dashboard");
  await expect(page).toHaveURL(/\/editor-dashboard$/);
  await expect(page.getByRole("link", { name: "Editor Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
});

test("the public Creator Dashboard button follows the session, and a sign-out reaches other tabs", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("link", { name: "Creator Dashboard" })).toHaveAttribute("href", "/login");

  const user = await signUpCreator();
  await signInThroughForm(page, user);
  const other = await context.newPage();
  await gotoHydrated(other, "/");
  await expect(other.getByRole("link", { name: "Creator Dashboard" })).toHaveAttribute(
    "href",
    "/creator-dashboard",
  );
  const third = await context.newPage();
  await third.goto("/creator-dashboard/settings");
  await expect(third.getByRole("heading", { name: "Settings" })).toBeVisible();

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // no reload in the other tabs
  await expect(other.getByRole("link", { name: "Creator Dashboard" })).toHaveAttribute("href", "/login");
  await expect(third).toHaveURL(/\/login\?redirectTo=/);
});

test("a photo is chosen from the avatar, previewed, then uploaded", async ({ page }) => {
  const user = await signUpCreator("Grace Hopper");
  await signInThroughForm(page, user);
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/creator-dashboard\/settings$/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  // the hint names exactly what the server keeps
  await expect(page.getByText("PNG, JPEG, GIF, WebP or AVIF, up to 10MB.")).toBeVisible();

  // a file that is not an image is refused before anything is sent
  let chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Change photo" }).click();
  await (await chooser).setFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(toast(page)).toContainText("You must select an image to upload.");

  // clicking the avatar itself opens the picker too; the choice is a preview until saved
  chooser = page.waitForEvent("filechooser");
  await page.getByRole("main").locator("button[aria-hidden]").click();
  await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("This is a preview. Save it to use it everywhere.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save photo" })).toBeFocused();
  await page.getByRole("button", { name: "Save photo" }).click();
  await expect(toast(page)).toContainText("Profile Updated");
  await expect(page.getByRole("button", { name: "Change photo" })).toBeFocused();
  const avatars = page.getByRole("img", { name: "Avatar of Grace Hopper" });
  // the settings avatar and the top bar both show the stored image
  await expect(avatars.first()).toHaveAttribute("src", /\/api\/avatars\//);
  await page.reload();
  await expect(page.getByRole("img", { name: "Avatar of Grace Hopper" }).first()).toHaveAttribute(
    "src",
    /\/api\/avatars\//,
  );
});

test("the profile form saves the full name and bio", async ({ page }) => {
  const user = await signUpCreator();
  await signInThroughForm(page, user);
  await page.goto("/creator-dashboard/settings");
  await page.getByLabel("Full Name").fill("Katherine Johnson");
  await page.getByLabel("Bio").fill("Numbers, orbits and launch windows.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page)).toContainText("Profile Updated");
  await page.getByRole("link", { name: "Creator Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back, Katherine Johnson");
});

test("/login and /creator-dashboard have no serious accessibility violation", async ({ page }) => {
  await gotoHydrated(page, "/login");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  expect(await seriousViolations(page)).toEqual([]);

  const user = await signUpCreator();
  await signInThroughForm(page, user);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome Back");
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole("button", { name: "Open menu" }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

/** A 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("a signed-in user who opens /login lands on their dashboard", async ({ page }) => {
  await signInThroughForm(page, await signUpCreator());
  await page.goto("/login");
  await expect(page).toHaveURL(/\/creator-dashboard$/);

  // then a manager, in the same browser once the creator's session is gone
  await page.context().clearCookies();
  await signInThroughForm(page, await createStaffUser("manager"));
  await page.goto("/login");
  await expect(page).toHaveURL(/\/talent-dashboard$/);
});

test("the forgot-password view has one title and one sentence", async ({ page }) => {
  await gotoHydrated(page, "/login");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("main").getByRole("heading")).toHaveText(["Reset your password"]);
  await expect(
    page.getByText("Enter your email and we will send you a link to choose a new one."),
  ).toBeVisible();
  await expect(page.getByText("Welcome back")).toHaveCount(0);
});
