import { type Browser, expect, type Page } from "@playwright/test";
import { signIn, type TestUser } from "./fixtures";
import { gotoHydrated } from "./public-pages";

/* The visitor's chat widget, as a visitor finds it. */

export const launcher = (page: Page) => page.getByRole("button", { name: /live chat/ }).last();
export const chatPanel = (page: Page) => page.getByRole("dialog", { name: "Live Chat" });
export const thread = (page: Page) => chatPanel(page).getByRole("log", { name: "Messages" });

/** Opens the widget on `path` and waits for the chat to be ready; returns the session id and code shown. */
export async function openChat(page: Page, path = "/") {
  await gotoHydrated(page, path);
  await page.getByRole("button", { name: "Open live chat" }).click();
  const panel = chatPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel("Type your message")).toBeVisible();
  const info = (await panel.getByText("Keep these to continue this chat").textContent()) ?? "";
  const [, sessionId, code] = /Session ID (guest_\w+) · Code (\d{4})/.exec(info) ?? [];
  expect(sessionId).toBeTruthy();
  return { panel, sessionId: sessionId!, code: code! };
}

export async function visitorSays(page: Page, text: string) {
  const panel = chatPanel(page);
  await panel.getByLabel("Type your message").fill(text);
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(thread(page)).toContainText(text);
}

/** A manager, in a browser of their own, opens the visitor's chat in Live Chats. */
export async function openAsStaff(browser: Browser, manager: TestUser, sessionId: string) {
  const context = await browser.newContext();
  const boss = await context.newPage();
  await signIn(boss, manager, "/talent-dashboard");
  await boss
    .getByRole("region", { name: "Live Chats" })
    .getByRole("button", { name: new RegExp(sessionId) })
    .click();
  return { boss, bossContext: context };
}
