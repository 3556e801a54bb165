import { randomBytes } from "node:crypto";
import { expect, type Page, request, test } from "@playwright/test";
import { baseURL, createStaffUser, problemsAtEveryWidth, seriousViolations, signIn, toast } from "./fixtures";

/* Issue 21: who owns a live chat, and the inbox's keyboard. Visitors' chats are made through the API. */

/** A visitor's chat with one message, as the widget makes it. */
async function visitorChat(text: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const made = await api.post("/api/chat/sessions", { data: { page: "/services" } });
  expect(made.status(), await made.text()).toBe(201);
  const { sessionId, token } = await made.json();
  const said = await api.post(`/api/chat/sessions/${sessionId}/messages`, {
    headers: { authorization: `Bearer ${token}` },
    data: { content: text },
  });
  expect(said.status(), await said.text()).toBe(201);
  await api.dispose();
  return sessionId as string;
}

/** The Live Chats card while it lists (a thread names the card after its session). */
const liveChats = (page: Page) => page.getByRole("region", { name: "Live Chats" });
const tab = (page: Page, name: string) => liveChats(page).getByRole("tab", { name: new RegExp(`^${name}`) });
const row = (page: Page, sessionId: string) =>
  liveChats(page).getByRole("button", { name: new RegExp(sessionId) });
const focusedRow = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.chatRow ?? null);

test("a manager takes a new chat from Unassigned and hands it to a colleague with a note; the colleague finds it under Mine", async ({
  browser,
  page,
}) => {
  // a story in several steps, live between two browsers or through a walk at every width: 20-40 s alone on
  // the two-core machine, so three times Playwright's 30 s (ADR 028, "Stories")
  test.slow();
  const tag = randomBytes(3).toString("hex");
  const ana = await createStaffUser("manager", `Ana ${tag}`);
  const ben = await createStaffUser("manager", `Ben ${tag}`);
  const older = await visitorChat("Hello, anyone there?");
  const newer = await visitorChat("Hi! I need a rate card for a brand deal.");

  // the colleague waits on their own Mine tab: nothing yet
  const benContext = await browser.newContext();
  const benPage = await benContext.newPage();
  await signIn(benPage, ben, "/talent-dashboard");
  await tab(benPage, "Mine").click();
  await expect(tab(benPage, "Mine")).toHaveText(/^Mine\s*0$/);
  await expect(liveChats(benPage)).toContainText("No Chats of Yours");

  await signIn(page, ana, "/talent-dashboard");
  await tab(page, "Unassigned").click();
  await expect(page).toHaveURL(/inbox=unassigned/);
  await expect(row(page, newer)).toContainText("Unassigned");
  await expect(row(page, older)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // the waiting time stays readable on a row under the pointer (and a focused one: the same background)
  await row(page, newer).hover();
  await expect(row(page, newer)).toContainText("Waiting");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await problemsAtEveryWidth(page, [320, 375, 768, 1280])).toEqual({});
  await page.setViewportSize({ width: 1280, height: 800 });

  // ? lists the shortcuts; j and k move between the conversations
  await row(page, newer).focus();
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toContainText("Next conversation");
  await expect(help).toContainText("Assign the conversation to me");
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
  await row(page, newer).focus();
  await page.keyboard.press("j");
  await expect.poll(() => focusedRow(page)).not.toBe(newer);
  await page.keyboard.press("k");
  await expect.poll(() => focusedRow(page)).toBe(newer);

  // open it, and hand it to the colleague with a note, through the picker
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`chat=${newer}`));
  // in the thread, j and k open the next conversation and come back
  await page.keyboard.press("j");
  await expect(page).not.toHaveURL(new RegExp(`chat=${newer}`));
  // the next conversation's thread is on screen (its session under the visitor who heads it)
  const opened = new URL(page.url()).searchParams.get("chat")!;
  await expect(page.getByRole("main").getByText(opened, { exact: true })).toBeVisible();
  await page.keyboard.press("k");
  await expect(page).toHaveURL(new RegExp(`chat=${newer}`));
  await expect(page.getByRole("main").getByText(newer, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Assign…" }).click();
  const dialog = page.getByRole("dialog", { name: "Assign this chat" });
  await dialog.getByLabel("Manager", { exact: true }).selectOption({ label: ben.name });
  await dialog.getByLabel("Hand-off note (optional)").fill("Wants our rates for a cooking brand.");
  await dialog.getByRole("button", { name: "Assign" }).click();
  await expect(toast(page)).toContainText(`Chat assigned to ${ben.name}.`);
  const anaThread = page.getByRole("log", { name: "Messages" });
  await expect(anaThread).toContainText(`${ana.name} assigned the chat to ${ben.name}`);
  await expect(anaThread).toContainText("Wants our rates for a cooking brand.");
  await expect(page.getByText(`Assigned to ${ben.name}`, { exact: true })).toBeVisible();

  // the colleague sees it arrive under Mine, live, with the count, and the note in the thread
  await expect(tab(benPage, "Mine")).toHaveText(/^Mine\s*1$/);
  await row(benPage, newer).click();
  const benThread = benPage.getByRole("log", { name: "Messages" });
  await expect(benThread).toContainText("Hi! I need a rate card for a brand deal.");
  await expect(benThread).toContainText("Hand-off note");
  await expect(benThread).toContainText("Wants our rates for a cooking brand.");
  await expect(benPage.getByText(`Assigned to ${ben.name} (you)`, { exact: true })).toBeVisible();
  expect(await seriousViolations(benPage)).toEqual([]);
  expect(await problemsAtEveryWidth(benPage, [320, 375, 1280])).toEqual({});
  await benPage.setViewportSize({ width: 1280, height: 800 });

  // "/" goes to the reply box with the "/" typed (the saved replies' key); "e" asks before closing
  await benPage.getByRole("button", { name: "Back" }).focus();
  await benPage.keyboard.press("/");
  const reply = benPage.getByLabel("Reply to the visitor");
  await expect(reply).toBeFocused();
  await expect(reply).toHaveValue("/");
  // typing is typing: "j" in the reply box moves nowhere
  await benPage.keyboard.press("j");
  await expect(reply).toHaveValue("/j");
  await expect(benPage).toHaveURL(new RegExp(`chat=${newer}`));
  await reply.fill("");
  await benPage.getByRole("button", { name: "Back" }).focus();
  await benPage.keyboard.press("e");
  const confirm = benPage.getByRole("alertdialog", { name: "Close this chat?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await benContext.close();

  // "a" assigns the open one to me, pressed after a click on the page's background (issue 35: the keys
  // still work), and with the focus on "Assign to me" its Unassign takes the focus
  await page.getByRole("main").click({ position: { x: 2, y: 2 } });
  await page.keyboard.press("?");
  const keys = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(keys).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(keys).toHaveCount(0);
  await page.getByRole("button", { name: "Assign to me" }).focus();
  await page.keyboard.press("a");
  await expect(page.getByText(`Assigned to ${ana.name} (you)`, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unassign" })).toBeFocused();
  await expect(page.getByRole("log", { name: "Messages" })).toContainText(`${ana.name} took the chat`);
});

test("the inbox in a view of its own: the conversations beside the open one on a wide screen, one pane on a phone", async ({
  page,
}) => {
  const manager = await createStaffUser("manager");
  const sessionId = await visitorChat(`Inbox view ${randomBytes(3).toString("hex")}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, manager, "/talent-dashboard");
  await liveChats(page).getByRole("link", { name: "Inbox" }).click();
  await expect(page).toHaveURL(/\/talent-dashboard\/inbox$/);
  const inbox = page.getByRole("region", { name: "Inbox" });
  await expect(inbox.getByText("Choose a conversation to read it here.")).toBeVisible();
  await inbox.getByRole("button", { name: new RegExp(sessionId) }).click();
  // both panes: the list stays beside the thread
  await expect(inbox.getByRole("log", { name: "Messages" })).toBeVisible();
  await expect(inbox.getByRole("button", { name: new RegExp(sessionId) })).toBeVisible();
  const box = (await inbox.boundingBox())!;
  expect(box.height).toBeGreaterThan(500);
  expect(await seriousViolations(page)).toEqual([]);
  // on a phone: the thread alone, Back to the list
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(inbox.getByRole("log", { name: "Messages" })).toBeVisible();
  await expect(inbox.getByRole("tab", { name: /^All/ })).toBeHidden();
  await inbox.getByRole("button", { name: "Back" }).click();
  await expect(inbox.getByRole("button", { name: new RegExp(sessionId) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await problemsAtEveryWidth(page, [375, 1280])).toEqual({});
});
