import { expect, test } from "@playwright/test";
import { chatPanel, openChat, thread, visitorSays } from "./chat-widget";
import { createStaffUser, seriousViolations, signIn, toast } from "./fixtures";
import { caughtMail, readable } from "./mailbox";

/* Issue 21: who the visitor is, what the manager sees of them, and the transcript by email (ADR 059). */

test("a visitor gives a name; the manager sees it with the page, local time and wait; closing emails the transcript; an unproved address gets a confirmation link first", async ({
  browser,
}) => {
  // a story in several steps, live between two browsers or through a walk at every width: 20-40 s alone on
  // the two-core machine, so three times Playwright's 30 s (ADR 028, "Stories")
  test.slow();
  const manager = await createStaffUser("manager");
  const visitorContext = await browser.newContext({ timezoneId: "Europe/Lisbon" });
  const page = await visitorContext.newPage();
  const { panel, sessionId } = await openChat(page, "/services");
  await visitorSays(page, "Hi! Can you help with brand deals?");

  // asked once, after the first message
  const prompt = panel.getByRole("form", { name: "Who are we talking to?" });
  await expect(prompt).toContainText("So we can reply if you leave.");
  await prompt.getByLabel("Email").fill("not an email");
  await prompt.getByRole("button", { name: "Save" }).click();
  await expect(prompt).toContainText("Enter a valid email address");
  await prompt.getByLabel("Name").fill("Rita Lisboa");
  await prompt.getByLabel("Email").fill("rita@example.com");
  await prompt.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Thanks, Rita Lisboa!");
  await expect(prompt).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const bossContext = await browser.newContext();
  const boss = await bossContext.newPage();
  await signIn(boss, manager, "/talent-dashboard");
  const liveChats = boss.getByRole("region", { name: "Live Chats" });
  const row = liveChats.getByRole("button", { name: new RegExp(sessionId) });
  await expect(row).toContainText("Rita Lisboa");
  await expect(row).toContainText("From /services");
  await row.click();
  const card = boss.getByRole("region", { name: "Visitor" });
  await expect(card).toContainText("Rita Lisboa");
  await expect(card).toContainText("rita@example.com");
  await expect(card).toContainText("/services");
  await expect(card).toContainText(/Local time \d{2}:\d{2} \(Lisbon\)/);
  await expect(card).toContainText(/Waiting (under a minute|\d+ min)/);

  await boss.getByLabel("Reply to the visitor").fill("Of course, Rita!");
  await boss.getByRole("button", { name: "Send message" }).click();
  await expect(thread(page)).toContainText("Of course, Rita!");
  // answered: no longer waiting
  await expect(card).not.toContainText("Waiting");

  await boss.getByRole("button", { name: "Close", exact: true }).click();
  await boss.getByRole("alertdialog").getByRole("button", { name: "Close chat" }).click();
  await expect(toast(boss)).toContainText("Chat session has been closed.");

  // the reply went to the email too; the transcript follows the close
  const transcript = () =>
    caughtMail().find((m) => m.to.includes("rita@example.com") && m.raw.includes("the transcript"));
  await expect
    .poll(() => transcript()?.raw ?? "")
    .toContain("Subject: Your chat with CreatorDesk: the transcript");
  const mail = transcript()!;
  expect(mail.raw).toMatch(/Content-Type: text\/html/i);
  expect(mail.body).toContain("Hi! Can you help with brand deals?");
  expect(mail.body).toContain("Of course, Rita!");
  await expect(chatPanel(page)).toContainText("This chat was closed by our team.");

  // a new chat in the same browser lists the earlier one, and reads it
  await chatPanel(page).getByRole("button", { name: "Start a New Chat" }).click();
  await expect(chatPanel(page).getByText(sessionId)).toHaveCount(0);
  await chatPanel(page).getByRole("button", { name: "Earlier chats" }).click();
  const earlier = chatPanel(page).getByRole("list", { name: "Earlier chats" });
  await expect(earlier).toContainText("Of course, Rita!");
  await earlier.getByRole("button", { name: /^Read/ }).click();
  await expect(thread(page)).toContainText("Hi! Can you help with brand deals?");
  await bossContext.close();
  await visitorContext.close();

  // issue 31 (ADR 070): to an address nobody proved, a confirmation link goes first; the transcript follows
  // the owner's click on the page that link opens
  const noraContext = await browser.newContext();
  const nora = await noraContext.newPage();
  const second = await openChat(nora, "/services");
  await visitorSays(nora, "Could you email me this chat?");
  const ask = second.panel.getByRole("form", { name: "Who are we talking to?" });
  await ask.getByLabel("Email").fill("nora@example.com");
  await ask.getByRole("button", { name: "Save" }).click();
  await expect(ask).toHaveCount(0);
  // the question gone, the message box has the focus (issue 35), not the page
  await expect(second.panel.getByLabel("Type your message")).toBeFocused();
  const emailMe = second.panel.getByRole("button", { name: "Email me the transcript" });
  await emailMe.click();
  // asked, the button keeps the focus while it works and after
  await expect(emailMe).toBeFocused();
  await expect(toast(nora)).toContainText(
    "We've sent a confirmation link to nora@example.com. Open it to get the transcript.",
  );
  const toNora = () => caughtMail().filter((m) => m.to.includes("nora@example.com"));
  await expect.poll(() => toNora().length).toBe(1);
  const confirmation = readable(toNora()[0]!.body);
  expect(confirmation).not.toContain("Could you email me this chat?");
  const link = /https?:\/\/[^\s"<]+#chat-transcript=[\w-]+/.exec(confirmation)?.[0];
  expect(link).toBeTruthy();
  // the mail's link, opened in a new tab as a mail reader does
  const tab = await noraContext.newPage();
  await tab.goto(link!);
  const question = tab.getByRole("region", { name: "Send the chat transcript?" });
  await expect(question).toBeVisible();
  // the token leaves the address at once
  await expect.poll(() => tab.url()).not.toContain("chat-transcript");
  expect(await seriousViolations(tab)).toEqual([]);
  await question.getByRole("button", { name: "Confirm and send" }).click();
  await expect(question.getByRole("status")).toHaveText(
    "Thanks! The transcript is on its way to nora@example.com.",
  );
  await expect.poll(() => toNora().length).toBe(2);
  expect(toNora()[1]!.raw).toContain("Subject: Your chat with CreatorDesk: the transcript");
  expect(readable(toNora()[1]!.body)).toContain("Could you email me this chat?");
  await noraContext.close();
});

test("the question can be skipped, and is not asked again in that chat", async ({ page }) => {
  const { panel } = await openChat(page);
  await visitorSays(page, "Just browsing.");
  const prompt = panel.getByRole("form", { name: "Who are we talking to?" });
  await prompt.getByRole("button", { name: "Skip" }).click();
  await expect(prompt).toHaveCount(0);
  await expect(panel.getByLabel("Type your message")).toBeFocused();
  await page.reload();
  await page.getByRole("button", { name: "Open live chat" }).click();
  await expect(thread(page)).toContainText("Just browsing.");
  await expect(panel.getByRole("form", { name: "Who are we talking to?" })).toHaveCount(0);
});

test("when nobody is there the widget says when the team is back and asks for the email first; the message still arrives", async ({
  browser,
  page,
}) => {
  await page.route("**/api/chat/status", (route) =>
    route.fulfill({
      json: {
        open: false,
        reason: "hours",
        backAt: "2030-01-07T14:00:00.000Z",
        hours: "Mon – Fri: 9AM – 12AM, US Eastern time",
      },
    }),
  );
  const { panel, sessionId } = await openChat(page, "/about");
  await expect(panel).toContainText("We're back Monday");
  const prompt = panel.getByRole("form", { name: "Who are we talking to?" });
  await expect(prompt).toContainText("Leave your email and we'll send the reply there too.");
  await prompt.getByLabel("Email").fill("owl@example.com");
  await prompt.getByRole("button", { name: "Save" }).click();
  await expect(panel).toContainText("We'll also email our reply to owl@example.com.");
  await visitorSays(page, "Written at night.");

  const manager = await createStaffUser("manager");
  const bossContext = await browser.newContext();
  const boss = await bossContext.newPage();
  await signIn(boss, manager, "/talent-dashboard");
  const row = boss
    .getByRole("region", { name: "Live Chats" })
    .getByRole("button", { name: new RegExp(sessionId) });
  await expect(row).toContainText("owl@example.com");
  await expect(row).toContainText("Written at night.");
  await bossContext.close();
});
