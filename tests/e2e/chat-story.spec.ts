import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { openChat, thread, visitorSays } from "./chat-widget";
import { apiAs, createStaffUser, signIn, toast } from "./fixtures";

/*
 * Issue 21's whole story in one run, across the parts the other chat specs check one by one: a visitor gives
 * a name; a manager sees it with the page and the wait and hands the chat to a colleague, who answers with a
 * saved reply by keyboard (the name filled in); the visitor sees typing, then the answer; the colleague sees
 * "Seen". (The transcript on closing: chat-visitor.spec.ts, which runs the SMTP test server.)
 */
test("a named visitor, a hand-off, a saved reply by keyboard with the visitor's name, typing, then Seen", async ({
  browser,
}) => {
  const tag = randomBytes(3).toString("hex");
  const [ana, ben] = await Promise.all([
    createStaffUser("manager", `Ana ${tag}`),
    createStaffUser("manager", `Ben ${tag}`),
  ]);
  const api = await apiAs(ben);
  const made = await api.post("/api/chat/saved-replies", {
    data: {
      title: `${tag} welcome`,
      content: "Hi {{visitor.name|there}}, I'm {{agent.name}}: I'll take it from here.",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await api.dispose();

  // the visitor writes from /services and gives a name
  const visitorContext = await browser.newContext({ timezoneId: "Europe/Lisbon" });
  const page = await visitorContext.newPage();
  const { panel, sessionId } = await openChat(page, "/services");
  await visitorSays(page, "Hi! Who handles brand deals?");
  const prompt = panel.getByRole("form", { name: "Who are we talking to?" });
  await prompt.getByLabel("Name").fill("Rita Lisboa");
  await prompt.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Thanks, Rita Lisboa!");

  // the first manager finds it under Unassigned, named, with its page and wait, and hands it over
  const anaContext = await browser.newContext();
  const anaPage = await anaContext.newPage();
  await signIn(anaPage, ana, "/talent-dashboard");
  const anaChats = anaPage.getByRole("region", { name: "Live Chats" });
  await anaChats.getByRole("tab", { name: /^Unassigned/ }).click();
  const anaRow = anaChats.getByRole("button", { name: new RegExp(sessionId) });
  await expect(anaRow).toContainText("Rita Lisboa");
  await expect(anaRow).toContainText("From /services");
  await anaRow.click();
  const card = anaPage.getByRole("region", { name: "Visitor" });
  await expect(card).toContainText("Rita Lisboa");
  await expect(card).toContainText(/Waiting (under a minute|\d+ min)/);
  await anaPage.getByRole("button", { name: "Assign…" }).click();
  const dialog = anaPage.getByRole("dialog", { name: "Assign this chat" });
  await dialog.getByLabel("Manager", { exact: true }).selectOption({ label: ben.name });
  await dialog.getByLabel("Hand-off note (optional)").fill("Asking about brand deals.");
  await dialog.getByRole("button", { name: "Assign" }).click();
  await expect(toast(anaPage)).toContainText(`Chat assigned to ${ben.name}.`);
  await anaContext.close();

  // the colleague has it under Mine, with the note
  const benContext = await browser.newContext();
  const benPage = await benContext.newPage();
  await signIn(benPage, ben, "/talent-dashboard");
  const benChats = benPage.getByRole("region", { name: "Live Chats" });
  await benChats.getByRole("tab", { name: /^Mine/ }).click();
  await expect(benChats.getByRole("tab", { name: /^Mine/ })).toHaveText(/^Mine\s*1$/);
  await benChats.getByRole("button", { name: new RegExp(sessionId) }).click();
  const benThread = benPage.getByRole("log", { name: "Messages" });
  await expect(benThread).toContainText("Asking about brand deals.");

  // "/" from the thread goes to the reply box with the saved replies open; a search, then Enter
  await benPage.getByRole("button", { name: "Back" }).focus();
  await benPage.keyboard.press("/");
  const box = benPage.getByRole("combobox", { name: "Reply to the visitor" });
  await expect(box).toBeFocused();
  await benPage.keyboard.type(tag);
  const list = benPage.getByRole("listbox", { name: /Saved replies/ });
  await expect(list.getByRole("option")).toHaveCount(1);
  await benPage.keyboard.press("Enter");
  const answer = `Hi Rita Lisboa, I'm ${ben.name}: I'll take it from here.`;
  await expect(box).toHaveValue(answer);

  // the visitor sees the team typing, then the answer; the colleague sees it was seen
  await expect(thread(page)).toContainText("The CreatorDesk team is typing…");
  await benPage.keyboard.press("Enter");
  await expect(thread(page).getByText(answer)).toHaveCount(1);
  await expect(thread(page)).not.toContainText("The CreatorDesk team is typing…");
  await expect(benThread.getByRole("listitem").filter({ hasText: answer })).toContainText("Seen");
  await benContext.close();
  await visitorContext.close();
});
