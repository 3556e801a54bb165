import { expect, test } from "@playwright/test";
import { openAsStaff, openChat, thread, visitorSays } from "./chat-widget";
import { apiAs, createStaffUser, seriousViolations, signIn, signUpCreator, toast } from "./fixtures";

/* Issue 21, items 3 and 4: saved replies inserted by keyboard, typing and "Seen" on both sides (ADR 061). */

test("a manager answers a visitor with a saved reply by keyboard; the visitor sees typing, then the answer; the manager sees Seen", async ({
  browser,
  page,
}) => {
  const tag = `r${Date.now().toString(36)}`;
  const [manager, member] = await Promise.all([
    createStaffUser("manager", "Sam Support"),
    signUpCreator("Robin Visitor"),
  ]);
  const api = await apiAs(manager);
  for (const [title, content] of [
    [`${tag} greeting`, "Hi {{visitor.name|there}}, thanks for writing! I'm {{agent.name}}."],
    [`${tag} hours`, "We answer from 9 AM to midnight, US Eastern time."],
  ]) {
    const res = await api.post("/api/chat/saved-replies", { data: { title, content } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await api.dispose();

  await signIn(page, member, "/");
  const { sessionId, panel } = await openChat(page, "/services");
  await visitorSays(page, "Hello, can you help with sponsorships?");

  const { boss, bossContext } = await openAsStaff(browser, manager, sessionId);
  const bossThread = boss.getByRole("log", { name: "Messages" });
  await expect(bossThread).toContainText("Hello, can you help with sponsorships?");

  // the visitor types: the manager sees it (the visitor goes on typing until then, as the manager's
  // subscription may still be on its way, and a browser says "typing" at most every 2.5 s)
  await expect(async () => {
    await panel.getByLabel("Type your message").pressSequentially(" more");
    // shorter than the default on purpose: each try types again, and the retry (toPass) has the test's time
    await expect(bossThread).toContainText("The visitor is typing…", { timeout: 1000 });
  }).toPass();

  // `/` opens the saved replies; Escape closes them and leaves the text
  const box = boss.getByRole("combobox", { name: "Reply to the visitor" });
  await box.focus();
  await boss.keyboard.type("/");
  const list = boss.getByRole("listbox", { name: /Saved replies/ });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await boss.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toHaveValue("/");
  await expect(box).toHaveAttribute("aria-expanded", "false");

  // a search after `/`, arrows to choose, Enter to insert (placeholders filled)
  await box.fill("");
  await boss.keyboard.type(`/${tag}`);
  await expect(list.getByRole("option")).toHaveCount(2);
  const greeting = list.getByRole("option", { name: new RegExp(`${tag} greeting`) });
  const hours = list.getByRole("option", { name: new RegExp(`${tag} hours`) });
  await expect(greeting).toHaveAttribute("aria-selected", "true");
  await boss.keyboard.press("ArrowDown");
  await expect(hours).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await hours.getAttribute("id"))!);
  await boss.keyboard.press("ArrowUp");
  await expect(greeting).toHaveAttribute("aria-selected", "true");
  await boss.keyboard.press("Enter");
  await expect(list).toBeHidden();
  const answer = "Hi Robin Visitor, thanks for writing! I'm Sam Support.";
  await expect(box).toHaveValue(answer);

  // the manager has been typing: the visitor sees it, then the answer
  await expect(thread(page)).toContainText("The CreatorDesk team is typing…");
  await boss.keyboard.press("Enter");
  await expect(bossThread).toContainText(answer);
  await expect(thread(page).getByText(answer)).toHaveCount(1);
  await expect(thread(page)).not.toContainText("The CreatorDesk team is typing…");

  // the visitor has the chat open: the answer is seen, and the manager is told
  const lastReply = bossThread.getByRole("listitem").filter({ hasText: answer });
  await expect(lastReply).toContainText("Seen");
  // and the list is accessible while open
  await box.fill("");
  await boss.keyboard.type("/");
  await expect(list).toBeVisible();
  expect(await seriousViolations(boss)).toEqual([]);
  await bossContext.close();
});

test("managers keep the saved replies on their own screen: add, find, edit and delete after a confirmation", async ({
  page,
}) => {
  const tag = `m${Date.now().toString(36)}`;
  const manager = await createStaffUser("manager");
  await signIn(page, manager, "/talent-dashboard");
  await page.getByRole("link", { name: "Saved Replies" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved Replies" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading the saved replies" })).toHaveCount(0);
  // the link to Live Chats in the page's description is told from its words by more than colour
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "New reply" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New saved reply" });
  await dialog.getByLabel("Title (required)").fill(`${tag} refund`);
  await dialog.getByLabel("Text (required)").fill("Hello {{order.id}}");
  await dialog.getByRole("button", { name: "Add reply" }).click();
  await expect(dialog).toContainText("Unknown placeholder {{order.id}}");
  await dialog.getByLabel("Text (required)").fill("Hello {{visitor.name|there}}, your refund is on its way.");
  await dialog.getByRole("button", { name: "Add reply" }).click();
  await expect(toast(page)).toContainText(`Saved reply "${tag} refund" added.`);

  await page.getByLabel("Search saved replies").fill(tag);
  const list = page.getByRole("table", { name: "Saved replies" });
  await expect(list.getByRole("row")).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await list.getByRole("button", { name: `Edit ${tag} refund` }).click();
  const edit = page.getByRole("dialog", { name: "Edit saved reply" });
  await expect(edit.getByLabel("Text (required)")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByLabel("Text (required)").fill("Your refund is on its way.");
  await edit.getByRole("button", { name: "Save reply" }).click();
  await expect(list).toContainText("Your refund is on its way.");

  await list.getByRole("button", { name: `Delete ${tag} refund` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete reply" }).click();
  await expect(toast(page)).toContainText(`Saved reply "${tag} refund" deleted.`);
  await expect(page.getByText("No saved reply matches your search.")).toBeVisible();
});
