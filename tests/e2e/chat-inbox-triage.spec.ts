import { randomBytes } from "node:crypto";
import { expect, type Page, request, test } from "@playwright/test";
import {
  apiAs,
  baseURL,
  createStaffUser,
  problemsAtEveryWidth,
  seriousViolations,
  signIn,
  toast,
} from "./fixtures";

/* Issue 35, the inbox at Chatwoot's level (ADR 079): filters in the address, mark unread, snooze, and the
   visitor's earlier chats. Visitors' chats are made through the API, as the widget makes them. */

interface Chat {
  sessionId: string;
  token: string;
}

/** A visitor's chat begun on `page`, from `country` (as the proxy names it), with one message. */
async function visitorChat(
  text: string,
  page: string,
  options: { country?: string; heldToken?: string } = {},
) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const made = await api.post("/api/chat/sessions", {
    data: { page },
    headers: {
      ...(options.country ? { "cf-ipcountry": options.country } : {}),
      ...(options.heldToken ? { authorization: `Bearer ${options.heldToken}` } : {}),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const chat: Chat = await made.json();
  await say(chat, text);
  await api.dispose();
  return chat;
}

async function say(chat: Chat, text: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const said = await api.post(`/api/chat/sessions/${chat.sessionId}/messages`, {
    headers: { authorization: `Bearer ${chat.token}` },
    data: { content: text },
  });
  expect(said.status(), await said.text()).toBe(201);
  await api.dispose();
}

const inbox = (page: Page) => page.getByRole("region", { name: "Inbox" });
const row = (page: Page, sessionId: string) =>
  inbox(page).getByRole("button", { name: new RegExp(sessionId) });

test("the inbox's filters by page, country and waiting time live in the address, combine, and Back undoes them", async ({
  page,
}) => {
  test.slow(); // several widths and axe runs on the two-core machine
  const tag = randomBytes(3).toString("hex");
  const pricing = `/pricing-${tag}`;
  const fromPortugal = await visitorChat("Olá! Preços?", pricing, { country: "PT" });
  const fromBrazil = await visitorChat("Oi, tudo bem?", pricing, { country: "BR" });
  const elsewhere = await visitorChat("Hello from the services page", `/services-${tag}`, { country: "PT" });
  const manager = await createStaffUser("manager");
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, manager, "/talent-dashboard/inbox");
  await expect(row(page, elsewhere.sessionId)).toBeVisible();

  await inbox(page).getByLabel("Page").selectOption(pricing);
  await expect(page).toHaveURL(new RegExp(`from=${encodeURIComponent(pricing)}`));
  await expect(row(page, fromPortugal.sessionId)).toBeVisible();
  await expect(row(page, fromBrazil.sessionId)).toBeVisible();
  await expect(row(page, elsewhere.sessionId)).toHaveCount(0);

  await inbox(page).getByLabel("Country").selectOption({ label: "Portugal" });
  await expect(page).toHaveURL(/country=PT/);
  await expect(row(page, fromPortugal.sessionId)).toContainText("Portugal");
  await expect(row(page, fromBrazil.sessionId)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // nobody has waited two hours: the empty state says so
  await inbox(page).getByLabel("Waiting").selectOption({ label: "Waiting > 2 h" });
  await expect(page).toHaveURL(/waiting=2h/);
  await expect(inbox(page)).toContainText("No chats match these filters");
  expect(await seriousViolations(page)).toEqual([]);

  // Back undoes the last filter; a reload keeps the others
  await page.goBack();
  await expect(page).not.toHaveURL(/waiting=/);
  await expect(row(page, fromPortugal.sessionId)).toBeVisible();
  await page.reload();
  await expect(inbox(page).getByLabel("Country")).toHaveValue("PT");
  await expect(row(page, fromPortugal.sessionId)).toBeVisible();
  await expect(row(page, fromBrazil.sessionId)).toHaveCount(0);
  expect(await problemsAtEveryWidth(page, [375, 1280])).toEqual({});

  // on a phone, the filters are above the list too
  await page.setViewportSize({ width: 375, height: 740 });
  await inbox(page).getByRole("button", { name: "Clear filters" }).click();
  await expect(row(page, fromBrazil.sessionId)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a manager marks a chat unread, snoozes one until later and unsnoozes it, and opens the visitor's earlier chat", async ({
  page,
}) => {
  test.slow(); // a story in several steps at two widths (ADR 028, "Stories")
  const tag = randomBytes(3).toString("hex");
  const where = `/triage-${tag}`;
  const first = await visitorChat("My first question, last week", where);
  const second = await visitorChat("Me again, about the same deal", where, { heldToken: first.token });
  const manager = await createStaffUser("manager");
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, manager, `/talent-dashboard/inbox?from=${encodeURIComponent(where)}`);

  // the visitor's earlier chat, one click away in the visitor card
  await row(page, second.sessionId).click();
  const visitor = inbox(page).getByRole("region", { name: "Visitor" });
  await visitor.getByRole("button", { name: "Earlier chats (1)" }).click();
  await visitor.getByRole("link", { name: /My first question, last week/ }).click();
  await expect(page).toHaveURL(new RegExp(`chat=${first.sessionId}`));
  await expect(page).toHaveURL(/from=/);
  await expect(inbox(page).getByRole("log", { name: "Messages" })).toContainText("My first question");
  expect(await seriousViolations(page)).toEqual([]);

  // mark it unread: back in the list, bold with "Unread", until it is opened again
  await inbox(page).getByRole("button", { name: "Mark unread" }).click();
  await expect(toast(page)).toContainText("Marked unread.");
  await expect(page).not.toHaveURL(/chat=/);
  await expect(row(page, first.sessionId)).toContainText("Unread");
  // the focus is on the chat it came from, not lost to the page
  await expect(row(page, first.sessionId)).toBeFocused();
  await row(page, first.sessionId).click();
  await expect(inbox(page).getByRole("log", { name: "Messages" })).toContainText("My first question");
  await inbox(page).getByRole("button", { name: "Back" }).click();
  await expect(row(page, first.sessionId)).not.toContainText("Unread");

  // snooze the other one for an hour: it leaves the list for Snoozed
  await row(page, second.sessionId).click();
  await inbox(page).getByRole("button", { name: "Snooze", exact: true }).click();
  await page.getByRole("menuitem", { name: "For 1 hour" }).click();
  await expect(toast(page)).toContainText("Chat snoozed until");
  await expect(row(page, second.sessionId)).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("live-chats-title");
  await inbox(page)
    .getByRole("button", { name: /^Snoozed/ })
    .click();
  await expect(page).toHaveURL(/state=snoozed/);
  await expect(row(page, second.sessionId)).toContainText("Snoozed until");
  expect(await seriousViolations(page)).toEqual([]);

  // on a phone: open it from Snoozed and unsnooze it
  await page.setViewportSize({ width: 375, height: 740 });
  await row(page, second.sessionId).click();
  await expect(inbox(page).getByRole("status").filter({ hasText: "Snoozed until" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await problemsAtEveryWidth(page, [375])).toEqual({});
  await inbox(page).getByRole("button", { name: "Unsnooze" }).click();
  // the thread says it first (the answer may take a moment on a busy machine), then the toast
  await expect(inbox(page).getByRole("button", { name: "Snooze", exact: true })).toBeFocused();
  await expect(toast(page).filter({ hasText: "Chat unsnoozed." })).toBeVisible();
  await expect(inbox(page).getByRole("log", { name: "Messages" })).toContainText("unsnoozed the chat");
  await inbox(page).getByRole("button", { name: "Back" }).click();
  await expect(inbox(page).getByText("No chats match these filters")).toBeVisible();

  // snoozed until a time picked by hand; the visitor writing again brings it back at once, live
  await page.setViewportSize({ width: 1280, height: 800 });
  await inbox(page)
    .getByRole("button", { name: /^Snoozed/, pressed: true })
    .click();
  await expect(page).not.toHaveURL(/state=snoozed/);
  await row(page, second.sessionId).click();
  await inbox(page).getByRole("button", { name: "Snooze", exact: true }).click();
  await page.getByRole("menuitem", { name: "Pick a date and time…" }).click();
  const dialog = page.getByRole("dialog", { name: "Snooze until" });
  await dialog.getByRole("button", { name: "Snooze", exact: true }).click();
  await expect(dialog.getByText("Choose a date and time")).toBeVisible();
  await dialog.getByLabel("Date and time").fill("2099-01-01T09:00");
  await expect(dialog.getByText("Snooze for a year at most")).toBeVisible();
  await dialog.getByLabel("Date and time").fill(aMonthAhead());
  await dialog.getByRole("button", { name: "Snooze", exact: true }).click();
  await expect(toast(page)).toContainText("Chat snoozed until");
  await expect(row(page, second.sessionId)).toHaveCount(0);
  await say(second, "Hello? Still there?");
  await expect(row(page, second.sessionId)).toBeVisible();
});

/** A local date and time a month from now, as a `datetime-local` input takes it. */
function aMonthAhead() {
  const at = new Date(Date.now() + 30 * 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:00`;
}

test("the composer finds a saved reply by a word of its text, not only its title", async ({ page }) => {
  const tag = randomBytes(3).toString("hex");
  const word = `rates${tag}`;
  const manager = await createStaffUser("manager");
  const api = await apiAs(manager);
  const made = await api.post("/api/chat/saved-replies", {
    data: { title: `Rate card ${tag}`, content: `Our ${word} start at $500 a video.` },
  });
  expect(made.status(), await made.text()).toBe(201);
  await api.dispose();
  const chat = await visitorChat("How much for a video?", `/replies-${tag}`);
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, manager, `/talent-dashboard/inbox?chat=${chat.sessionId}`);
  const box = page.getByRole("combobox", { name: "Reply to the visitor" });
  await box.focus();
  await page.keyboard.type(`/${word}`);
  const list = page.getByRole("listbox", { name: /Saved replies/ });
  await expect(list.getByRole("option")).toHaveCount(1);
  await expect(list.getByRole("option", { name: new RegExp(`Rate card ${tag}`) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(box).toHaveValue(`Our ${word} start at $500 a video.`);
});
