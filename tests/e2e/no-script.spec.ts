import { expect, type Page, test } from "@playwright/test";
import { chatPanel } from "./chat-widget";
import { signUpCreator, type TestUser } from "./fixtures";
import { waitForHydration } from "./public-pages";

/*
 * The public pages paint before their scripts run (ADR 016): what is on screen must work then too
 * (docs/decisions/041). Once with scripts blocked, once with every script held back a few seconds.
 */

const loginTab = (page: Page) => page.getByRole("tabpanel", { name: "Login" });
const signUpTab = (page: Page) => page.getByRole("tabpanel", { name: "Sign Up" });
const contactForm = (page: Page) => page.getByRole("form", { name: "Contact form" });

/** The user the session cookie of `page` belongs to, asked of the server. */
async function signedInEmail(page: Page) {
  const res = await page.request.get("/api/auth/get-session");
  return ((await res.json()) as { user?: { email: string } } | null)?.user?.email;
}

async function sendContact(page: Page, values: Record<"Name" | "Email" | "Subject" | "Message", string>) {
  for (const [label, value] of Object.entries(values)) await contactForm(page).getByLabel(label).fill(value);
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
}

test.describe("with scripts blocked", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu opens and leads to a page without any script", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Built for Creators, by Creators" }),
    ).toBeVisible();
  });

  test("the About page's FAQ answers open without any script", async ({ page }) => {
    await page.goto("/about");
    await page.getByText("How much do your services cost?").click();
    await expect(page.getByText(/Pricing is tailored/)).toBeVisible();
  });

  test("an app page says, after a few seconds, that it needs JavaScript instead of only spinning", async ({
    page,
  }) => {
    const res = await page.goto("/talent-dashboard");
    expect(res?.status()).toBe(200);
    // the first HTML is the dashboard's shell: its bar and brand, and a named wait in the page
    await expect(page.getByRole("banner").getByRole("link", { name: "CreatorDesk" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("status", { name: "Loading" })).toBeVisible();
    const hint = page.getByText("This page needs JavaScript", { exact: false });
    await expect(hint).toBeHidden();
    // the hint's own delay: it shows 4 s after the page paints (appear-late in src/web/app.css)
    await expect(hint).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  test("sign-in, the Sign Up tab, sign-up and contact work as plain HTML; no chat launcher is offered", async ({
    page,
    context,
  }) => {
    const user = await signUpCreator();
    await page.goto("/login");
    await expect(page.getByRole("button", { name: /live chat/ })).toBeHidden();
    // what only a script can work is not offered: the card's Forgot password? view
    await expect(page.getByRole("button", { name: "Forgot password?" })).toBeHidden();

    // a wrong password: the page again, with the spec's error and the email kept, never in the address
    await loginTab(page).getByLabel("Email").fill(user.email);
    await loginTab(page).getByLabel("Password").fill("a-wrong-password");
    await loginTab(page).getByLabel("Password").press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Login Failed: Invalid email or password");
    await expect(loginTab(page).getByLabel("Email")).toHaveValue(user.email);
    await expect(loginTab(page).getByLabel("Password")).toHaveValue("");
    expect(page.url()).not.toContain("password");

    // an address carrying a password is sent to the clean page
    await page.goto("/login?email=a%40example.test&password=leaked");
    expect(new URL(page.url()).search).toBe("");

    // the Sign Up tab is a link; a taken email comes back on that tab with the name and email kept
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/login\?tab=signup$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await signUpTab(page).getByLabel("Full Name").fill("Taken Again");
    await signUpTab(page).getByLabel("Email").fill(user.email);
    await signUpTab(page).getByLabel("Password").fill("a-long-password");
    await signUpTab(page).getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toContainText("Sign Up Failed:");
    await expect(signUpTab(page).getByLabel("Full Name")).toHaveValue("Taken Again");
    await expect(signUpTab(page).getByLabel("Email")).toHaveValue(user.email);

    // a new account: signed in and on the dashboard
    const email = `noscript-${Date.now()}@example.test`;
    await signUpTab(page).getByLabel("Email").fill(email);
    await signUpTab(page).getByLabel("Password").fill("a-long-password");
    await signUpTab(page).getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/creator-dashboard$/);
    expect(await signedInEmail(page)).toBe(email);

    // the right password, from a signed-out browser
    await context.clearCookies();
    await page.goto("/login");
    await loginTab(page).getByLabel("Email").fill(user.email);
    await loginTab(page).getByLabel("Password").fill(user.password);
    await loginTab(page).getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/creator-dashboard$/);
    expect(await signedInEmail(page)).toBe(user.email);

    // contact: an invalid message keeps what was typed; a valid one is confirmed
    await page.goto("/contact");
    await sendContact(page, {
      Name: "Ada",
      Email: "ada@",
      Subject: "Hello",
      Message: "Typed without scripts",
    });
    await expect(contactForm(page).getByRole("alert")).toContainText("Enter a valid email address");
    // the refused field says so itself, as it does with scripts
    const emailField = contactForm(page).getByLabel("Email");
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toHaveAccessibleDescription("Enter a valid email address");
    await expect(contactForm(page).getByLabel("Subject")).toHaveAttribute("aria-invalid", "false");
    await expect(contactForm(page).getByLabel("Message")).toHaveValue("Typed without scripts");
    await contactForm(page).getByLabel("Email").fill("ada@example.test");
    await contactForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(contactForm(page).getByRole("status")).toHaveText(
      "Message Sent! Thank you for reaching out. We'll be in touch shortly.",
    );
  });
});

test.describe("with scripts arriving late", () => {
  /**
   * While on, every script is held back until the test lets it go (a gate, not a delay): what the visitor does
   * first happens before the page's code runs. `release()` lets the scripts held so far through.
   */
  const holdScripts = {
    on: true,
    held: [] as (() => void)[],
    release() {
      for (const release of this.held.splice(0)) release();
    },
  };
  test.beforeEach(async ({ page }) => {
    holdScripts.on = true;
    await page.route("**/assets/*.js", async (route) => {
      if (holdScripts.on) await new Promise<void>((resolve) => holdScripts.held.push(resolve));
      // a script held by a page that has since gone is no longer asked for
      await route.continue().catch(() => undefined);
    });
  });
  test.afterEach(() => holdScripts.release());
  /** A page whose scripts are held never fires `load` (nor DOMContentLoaded: module scripts are deferred). */
  const held = { waitUntil: "commit" } as const;

  /** Errors the page reports (a hydration mismatch among them); an answer's own 4xx status is no error. */
  function pageErrors(page: Page) {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        errors.push(message.text());
    });
    return errors;
  }

  test("a sign-up and a sign-in sent early are answered, and the answered page hydrates as it is", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const user: TestUser = await signUpCreator();
    await page.goto("/login?tab=signup", held);
    await signUpTab(page).getByLabel("Full Name").fill("Early Bird");
    await signUpTab(page).getByLabel("Email").fill(user.email);
    await signUpTab(page).getByLabel("Password").fill("a-long-password");
    holdScripts.on = false; // the answered page's scripts come at once: it hydrates as the server filled it
    await signUpTab(page).getByLabel("Password").press("Enter");
    await expect(page.getByRole("alert")).toContainText("Sign Up Failed:");

    await waitForHydration(page);
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("alert")).toContainText("Sign Up Failed:");
    await expect(signUpTab(page).getByLabel("Full Name")).toHaveValue("Early Bird");
    await expect(signUpTab(page).getByLabel("Email")).toHaveValue(user.email);
    // the tabs now work without a reload; the server's error belonged to the other tab
    await page.getByRole("tab", { name: "Login" }).click();
    await expect(loginTab(page).getByLabel("Email")).toBeVisible();
    await expect(page.getByRole("alert")).toBeHidden();
    expect(errors).toEqual([]);

    holdScripts.on = true;
    await page.goto("/login", held);
    await loginTab(page).getByLabel("Email").fill(user.email);
    await loginTab(page).getByLabel("Password").fill(user.password);
    await loginTab(page).getByLabel("Password").press("Enter");
    await expect(page).toHaveURL(/\/creator-dashboard$/);
    holdScripts.release();
    expect(await signedInEmail(page)).toBe(user.email);
  });

  test("a tap on the menu before the islands have run opens it, and they then name it Close menu", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.islands ?? "")).not.toContain("menu");
    holdScripts.on = false;
    holdScripts.release();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }),
    ).toBeVisible();
  });

  test("a contact message sent early is confirmed, and an early click on the chat launcher opens the chat", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await page.goto("/contact", held);
    await sendContact(page, {
      Name: "Early Ada",
      Email: "ada@example.test",
      Subject: "Sent early",
      Message: "Sent before the scripts arrived",
    });
    const sent = "Message Sent! Thank you for reaching out. We'll be in touch shortly.";
    await expect(contactForm(page).getByRole("status")).toHaveText(sent);

    // typed and clicked before this page's scripts have run
    await contactForm(page).getByLabel("Name").fill("Typed early");
    await page.getByRole("button", { name: "Open live chat" }).click();
    const hydrated = () =>
      Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber"));
    expect(await page.evaluate(hydrated)).toBe(false);
    holdScripts.on = false; // the page's scripts now, and the chat's own code, loaded once the page's has run, comes at once
    holdScripts.release();

    await expect(chatPanel(page)).toBeVisible();
    await waitForHydration(page);
    await expect(contactForm(page).getByLabel("Name")).toHaveValue("Typed early");
    await expect(contactForm(page).getByRole("status")).toHaveText(sent);
    expect(errors).toEqual([]);
  });
});
