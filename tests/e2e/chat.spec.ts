import { expect, test } from "@playwright/test";
import { chatPanel, launcher, openAsStaff, openChat, thread, visitorSays } from "./chat-widget";
import { createStaffUser, seriousViolations, signIn, signUpCreator, toast } from "./fixtures";
import { gotoHydrated } from "./public-pages";

test("a visitor and a manager hold a conversation; the manager closes it; the visitor continues elsewhere", async ({
  browser,
  page,
}) => {
  const manager = await createStaffUser("manager");
  const { panel, sessionId, code } = await openChat(page, "/services");
  await visitorSays(page, "Hello! I run a cooking channel.");

  const bossContext = await browser.newContext();
  const boss = await bossContext.newPage();
  await signIn(boss, manager, "/talent-dashboard");
  const liveChats = boss.getByRole("region", { name: "Live Chats" });
  // what is known of the visitor: nobody signed in, the page they wrote from, how long they have waited
  const visitorRow = liveChats.getByRole("button", { name: new RegExp(sessionId) });
  await expect(visitorRow).toContainText("Visitor");
  await expect(visitorRow).toContainText("From /services");
  await expect(visitorRow).toContainText(/Waiting (under a minute|\d+ min)/);
  await expect(panel).not.toContainText("Replied");
  await visitorRow.click();
  await expect(boss).toHaveURL(new RegExp(`chat=${sessionId}`));
  // the thread is headed by who the visitor is, its session's id under it (issue 35)
  await expect(boss.getByRole("heading", { level: 2, name: /^Visitor/ })).toBeVisible();
  await expect(boss.getByRole("main")).toContainText(sessionId);
  const bossThread = boss.getByRole("log", { name: "Messages" });
  await expect(bossThread).toContainText("Hello! I run a cooking channel.");

  await boss.getByLabel("Reply to the visitor").fill("Welcome! How many subscribers do you have?");
  await boss.getByRole("button", { name: "Send message" }).click();
  await expect(bossThread).toContainText("Welcome! How many subscribers do you have?");
  // the visitor sees the reply without a reload, once
  await expect(thread(page).getByText("Welcome! How many subscribers do you have?")).toHaveCount(1);
  // answered: the widget says when
  await expect(panel).toContainText("Replied just now");
  await visitorSays(page, "About 20,000.");
  await expect(bossThread).toContainText("About 20,000.");

  await boss.getByRole("button", { name: "Close", exact: true }).click();
  await boss.getByRole("alertdialog").getByRole("button", { name: "Close chat" }).click();
  await expect(toast(boss)).toContainText("Chat session has been closed.");
  await expect(liveChats.getByRole("button", { name: new RegExp(sessionId) })).toHaveCount(0);

  await expect(panel).toContainText("This chat was closed by our team.");
  await expect(panel.getByLabel("Type your message")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Start a New Chat" })).toBeVisible();

  // a third browser continues with the session id and code and sees the history
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await openChat(other, "/about");
  await chatPanel(other).getByRole("button", { name: "Continue a Conversation?" }).click();
  await chatPanel(other).getByLabel("Session ID").fill(sessionId);
  await chatPanel(other).getByLabel("4-digit code").fill(code);
  await chatPanel(other).getByRole("button", { name: "Continue" }).click();
  for (const text of ["Hello! I run a cooking channel.", "Welcome! How many subscribers", "About 20,000."]) {
    await expect(thread(other)).toContainText(text);
  }
  await expect(chatPanel(other)).toContainText(`Session ID ${sessionId}`);
  await expect(chatPanel(other)).toContainText("This chat was closed by our team.");

  // the first visitor starts a new chat: a new session id
  await panel.getByRole("button", { name: "Start a New Chat" }).click();
  await expect(panel.getByLabel("Type your message")).toBeVisible();
  await expect(panel).not.toContainText(sessionId);
  await bossContext.close();
  await otherContext.close();
});

test("reopening the widget, on another page, reuses the saved chat", async ({ page }) => {
  const { sessionId } = await openChat(page);
  await visitorSays(page, "Remember me");
  await gotoHydrated(page, "/portfolio");
  await page.getByRole("button", { name: "Open live chat" }).click();
  await expect(chatPanel(page)).toContainText(`Session ID ${sessionId}`);
  await expect(thread(page)).toContainText("Remember me");
});

test("by keyboard: focus moves into the panel, Escape closes it and returns focus to the launcher", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const button = page.getByRole("button", { name: "Open live chat" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Type your message")).toBeFocused();
  await expect(page.getByRole("button", { name: "Close live chat" }).last()).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await page.keyboard.press("Escape");
  await expect(chatPanel(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Open live chat" })).toBeFocused();
});

test("the continue form: invalid input and a wrong code get the spec's toasts", async ({ page }) => {
  const { sessionId, code } = await openChat(page);
  const panel = chatPanel(page);
  await panel.getByRole("button", { name: "Continue a Conversation?" }).click();
  await panel.getByLabel("Session ID").fill(sessionId);
  await panel.getByLabel("4-digit code").fill("12");
  await panel.getByRole("button", { name: "Continue" }).click();
  await expect(toast(page)).toContainText("Invalid Input");
  await expect(toast(page)).toContainText("Please enter a valid Session ID and 4-digit code.");

  await panel.getByLabel("4-digit code").fill(code === "1234" ? "4321" : "1234");
  await panel.getByRole("button", { name: "Continue" }).click();
  await expect(toast(page)).toContainText("Login Failed");
  await expect(toast(page)).toContainText("Session ID or code is incorrect.");
  await panel.getByRole("button", { name: "Start a New Chat" }).click();
  await expect(panel.getByLabel("Type your message")).toBeVisible();
});

test("blank messages cannot be sent; a failed send gives the text back with the spec's toast", async ({
  page,
}) => {
  const { panel } = await openChat(page);
  const send = panel.getByRole("button", { name: "Send message" });
  await expect(send).toBeDisabled();
  await panel.getByLabel("Type your message").fill("   ");
  await expect(send).toBeDisabled();

  await page.route("**/api/chat/sessions/*/messages", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 503, json: { error: "The service is busy.", code: "unavailable" } })
      : route.fallback(),
  );
  await panel.getByLabel("Type your message").fill("Will this arrive?");
  await send.click();
  await expect(toast(page)).toContainText("Error");
  await expect(toast(page)).toContainText("Could not send message: The service is busy.");
  await expect(panel.getByLabel("Type your message")).toHaveValue("Will this arrive?");
});

test("a signed-in visitor is named in Live Chats; a staff reply shows an unread badge on the closed launcher", async ({
  browser,
  page,
}) => {
  const [manager, member] = await Promise.all([createStaffUser("manager"), signUpCreator("Morgan Member")]);
  await signIn(page, member, "/");
  const { sessionId } = await openChat(page, "/about");
  await visitorSays(page, "Anyone there?");
  await page.getByRole("button", { name: "Close live chat" }).first().click();
  await expect(launcher(page)).toHaveAccessibleName("Open live chat");

  const bossContext = await browser.newContext();
  const boss = await bossContext.newPage();
  await signIn(boss, manager, "/talent-dashboard");
  const row = boss
    .getByRole("region", { name: "Live Chats" })
    .getByRole("button", { name: new RegExp(sessionId) });
  await expect(row).toContainText("Morgan Member");
  await expect(row).toContainText("From /about");
  await row.click();
  await boss.getByLabel("Reply to the visitor").fill("Yes, hello!");
  await boss.getByRole("button", { name: "Send message" }).click();

  await expect(launcher(page)).toHaveAccessibleName("Open live chat (1 new reply)");
  await launcher(page).click();
  await expect(thread(page)).toContainText("Yes, hello!");
  await page.keyboard.press("Escape");
  await expect(launcher(page)).toHaveAccessibleName("Open live chat");
  await bossContext.close();
});

test("a returning visitor's widget comes with the page: a staff reply shows its badge on another page", async ({
  browser,
  page,
}) => {
  const manager = await createStaffUser("manager");
  const { sessionId } = await openChat(page, "/about");
  await visitorSays(page, "Back in a minute");
  // another page of the site, a new document: the launcher is static HTML until the widget takes over
  const widget = page.waitForRequest(/\/assets\/island-chat-widget-[\w-]+\.js$/);
  await page.goto("/services");
  await widget; // asked for with the page, not waiting for the visitor to reach for it
  await expect(launcher(page)).toHaveAccessibleName("Open live chat");

  const { boss, bossContext } = await openAsStaff(browser, manager, sessionId);
  await boss.getByLabel("Reply to the visitor").fill("Take your time");
  await boss.getByRole("button", { name: "Send message" }).click();

  await expect(launcher(page)).toHaveAccessibleName("Open live chat (1 new reply)");
  await launcher(page).click();
  await expect(thread(page)).toContainText("Take your time");
  await bossContext.close();
});

test("web addresses in the chat are links, without the sentence's full stop", async ({ page }) => {
  await openChat(page, "/services");
  await visitorSays(page, "My channel: https://example.com/c/ada-cooks. And more text.");
  const link = thread(page).getByRole("link", { name: "https://example.com/c/ada-cooks" });
  await expect(link).toHaveAttribute("href", "https://example.com/c/ada-cooks");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
});

test("a returning visitor whose chat was closed: the widget waits for the launcher, the unread badge does not", async ({
  browser,
  page,
}) => {
  const manager = await createStaffUser("manager");
  const { sessionId } = await openChat(page, "/about");
  await visitorSays(page, "Is anyone there?");
  const { boss, bossContext } = await openAsStaff(browser, manager, sessionId);
  await boss.getByRole("button", { name: "Close", exact: true }).click();
  await boss.getByRole("alertdialog").getByRole("button", { name: "Close chat" }).click();
  await expect(toast(boss)).toContainText("Chat session has been closed.");

  // another page: the chat is closed, so its widget's code waits for the visitor to reach for the launcher
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/island-chat-(widget|panel)-/.test(request.url())) asked.push(request.url());
  });
  const checked = page.waitForResponse(/\/api\/chat\/sessions\/[\w-]+\/messages\?limit=1$/);
  await gotoHydrated(page, "/services");
  await checked;
  // the staff reopen the chat and reply: the static launcher counts the reply, still without the widget
  await boss.goto(`/talent-dashboard?chat=${sessionId}`);
  await boss.getByRole("button", { name: "Reopen" }).click();
  await boss.getByLabel("Reply to the visitor").fill("Sorry, we are back");
  await boss.getByRole("button", { name: "Send message" }).click();
  await expect(launcher(page)).toHaveAccessibleName("Open live chat (1 new reply)");
  await expect(launcher(page).getByText("1", { exact: true })).toBeVisible();
  expect(asked).toEqual([]);

  // the widget takes over on a hover, with the count; the click shows the reply
  await launcher(page).hover();
  await expect.poll(() => asked.length).toBe(2);
  await expect(page.getByRole("button", { name: /live chat/ })).toHaveCount(1);
  await expect(launcher(page)).toHaveAccessibleName("Open live chat (1 new reply)");
  await launcher(page).click();
  await expect(thread(page)).toContainText("Sorry, we are back");
  await page.keyboard.press("Escape");
  await expect(launcher(page)).toHaveAccessibleName("Open live chat");
  await bossContext.close();
});

test("outside business hours the widget says so and takes an email for the reply", async ({ page }) => {
  // Sunday noon in New York: the page's clock, and the server's answer (GET /api/chat/status, issue 21)
  await page.clock.install({ time: new Date("2026-11-22T17:00:00Z") });
  await page.route("**/api/chat/status", (route) =>
    route.fulfill({
      json: {
        open: false,
        reason: "hours",
        backAt: "2026-11-23T14:00:00.000Z",
        hours: "Mon – Fri: 9AM – 12AM, US Eastern time",
      },
    }),
  );
  const { panel } = await openChat(page);
  await expect(panel).toContainText("We're away right now (Mon – Fri: 9AM – 12AM, US Eastern time)");
  await panel.getByLabel("Email").fill("night-owl@example.com");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel).toContainText("We'll also email our reply to night-owl@example.com.");
});

test("the mobile panel is full-screen; on a desktop it is 24rem wide and at most 70vh tall", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openChat(page);
  expect(await chatPanel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  const box = (await chatPanel(page).boundingBox())!;
  expect(box.width).toBe(384);
  expect(box.height).toBeLessThanOrEqual(560);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a toast never covers the launcher", async ({ page }) => {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(size);
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Ada");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Subject").fill("Toast position");
    await form.getByLabel("Message").fill("Checking where toasts appear.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page)).toBeVisible();
    const a = (await toast(page).boundingBox())!;
    const b = (await launcher(page).boundingBox())!;
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
  }
});
