import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./public-pages";

const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });

async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  const form = contactForm(page);
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Subject").fill(values.subject);
  await form.getByLabel("Message").fill(values.message);
}

test("a visitor sends a message: 'Message Sent!' and the form is cleared", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await fill(page, {
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: `Partnership ${Date.now()}`,
    message: "We would like to talk about a sponsorship.",
  });
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  expect((await sent).status()).toBe(201);

  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText("Message Sent!");
  await expect(toast).toContainText("Thank you for reaching out. We'll be in touch shortly.");
  for (const label of ["Name", "Email", "Subject", "Message"]) {
    await expect(contactForm(page).getByLabel(label)).toHaveValue("");
  }
});

test("an invalid email shows an inline error and sends nothing", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/contact")) posts.push(r.method());
  });
  await gotoHydrated(page, "/contact");
  await fill(page, { name: "Ada", email: "ada@", subject: "Hello", message: "Hi there" });
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();

  const email = contactForm(page).getByLabel("Email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Enter a valid email address");
  await expect(contactForm(page).getByText("Enter a valid email address")).toBeVisible();
  await expect(email).toHaveValue("ada@");
  await expect(contactForm(page).getByLabel("Subject")).toHaveValue("Hello");
  expect(posts).toEqual([]);
});

test("while sending the button is disabled; a refusal shows the server's message and keeps the text", async ({
  page,
}) => {
  // The server's answer is held until the sending state has been seen, then refused as the rate limit does.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.fulfill({
      status: 429,
      headers: { "retry-after": "42" },
      json: { error: "Too many messages sent from your network.", code: "rate_limited" },
    });
  });
  await gotoHydrated(page, "/contact");
  await fill(page, { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Hi there" });
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();

  await expect(contactForm(page).getByRole("button", { name: "Sending…" })).toBeDisabled();
  answer();
  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText("Failed to send message");
  await expect(toast).toContainText(
    "Something went wrong: Too many messages sent from your network. Please try again later.",
  );
  await expect(contactForm(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expect(contactForm(page).getByLabel("Message")).toHaveValue("Hi there");
});

test("what is typed survives a reload, and is gone once the message is sent", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await fill(page, {
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: `Draft ${Date.now()}`,
    message: "A long message I do not want to lose",
  });
  // kept in this tab's storage as it is typed (the form's code comes with the first focus)
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).some((key) => key.includes("draft"))))
    .toBe(true);
  await page.reload();
  await expect(contactForm(page).getByLabel("Message")).toHaveValue("A long message I do not want to lose");
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toContainText(
    "Message Sent!",
  );
  await page.reload();
  await expect(contactForm(page).getByLabel("Message")).toHaveValue("");
});
