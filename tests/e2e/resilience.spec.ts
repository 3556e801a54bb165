import { expect, type Page, test } from "@playwright/test";
import { apiAs, seriousViolations, signIn, signInWithForm, signUpCreator, toast } from "./fixtures";
import { gotoHydrated } from "./public-pages";

/*
 * Code that loads on demand can fail to arrive: a tab left open across a deploy asks for files that are gone,
 * or the connection drops, or the server is down. The app tries again, waits for a server that does not
 * answer (saying so under the header), and otherwise says so with a Reload button inside the layout; never
 * the browser's error page, a blank page or the framework's 'Application Error' (ADR 045).
 */

const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

/** Counts full page loads, and marks the current document so a reload can be told from a client navigation. */
async function watchLoads(page: Page) {
  let loads = 0;
  page.on("load", () => loads++);
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  return {
    loads: () => loads,
    sameDocument: () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true),
  };
}

test("a page's code that fails to download once is fetched again, with no reload", async ({ page }) => {
  await signIn(page, await signUpCreator());
  let attempts = 0;
  await page.route(chunk("settings"), (route) => (++attempts === 1 ? route.abort() : route.fallback()));
  const watch = await watchLoads(page);
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page).toHaveURL(/\/creator-dashboard\/settings$/);
  expect(attempts).toBe(2);
  // the same page all along: nothing typed anywhere was lost (lib/route-load-recovery.ts)
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads()).toBe(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a page's code gone after a deploy: the message and Reload inside the layout, the header kept", async ({
  page,
}) => {
  await signIn(page, await signUpCreator());
  let attempts = 0;
  await page.route(chunk("settings"), (route) => {
    attempts++;
    return route.fulfill({ status: 404, body: "Not found" });
  });
  const watch = await watchLoads(page);
  await page.getByRole("link", { name: "Settings" }).click();

  const alert = page.getByRole("alert").filter({ hasText: "This page could not be loaded" });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/creator-dashboard\/settings$/);
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  expect(await watch.sameDocument()).toBe(true); // no reload, no loop
  expect(watch.loads()).toBe(0);
  expect(attempts).toBe(2);
  await expect(page.getByText("Application Error")).toHaveCount(0);

  // once the file can be reached again, Reload brings the page
  await page.unroute(chunk("settings"));
  await alert.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});

test("with the server unreachable a link says so in the app, keeps the typing, and goes on once it answers", async ({
  page,
}) => {
  await signIn(page, await signUpCreator());
  const watch = await watchLoads(page);
  const newTask = page.getByRole("region", { name: "To-Do List" }).getByLabel("New task");
  await newTask.fill("Plan the collab");
  // the server goes away: every request (code, API, health) gets no answer
  await page.route("**/*", (route) => route.abort("connectionrefused"));
  await page.getByRole("link", { name: "Settings" }).click();

  const notice = page.getByRole("alert").filter({ hasText: "CreatorDesk can't reach its server." });
  await expect(notice).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(/\/creator-dashboard$/);
  await expect(newTask).toHaveValue("Plan the collab");
  expect(await watch.sameDocument()).toBe(true);

  // the server is back: the next try (1 s, then 2 s, 4 s ...) finds it and the navigation goes on by itself
  await page.unroute("**/*");
  // the product's own back-off: the next try may be up to 4 s away, and then the page loads
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible({ timeout: 10_000 });
  await expect(notice).toBeHidden();
  expect(await watch.sameDocument()).toBe(true);

  // what was typed is a draft: it survives a reload of the page it was typed on
  await page.goto("/creator-dashboard");
  await expect(newTask).toHaveValue("Plan the collab");
});

test("unsent text in the script editor and a project chat survives a reload, for its author only", async ({
  page,
}) => {
  const [creator, other] = await Promise.all([signUpCreator(), signUpCreator()]);
  const api = await apiAs(creator);
  const made = await api.post("/api/me/scripts", { data: { title: "Drafted", content: "Saved" } });
  expect(made.ok(), await made.text()).toBe(true);
  const script = await made.json();
  const project = `Drafted ${Date.now()}`;
  const created = await api.post("/api/editing-projects", {
    data: { title: project, submittedFileUrl: "https://drive.example.com/raw.mp4", description: "" },
  });
  expect(created.ok()).toBe(true);
  await api.dispose();
  page.on("dialog", (dialog) => void dialog.accept()); // the editor's "leave with unsaved changes?"

  await signIn(page, creator, `/creator-dashboard/script-studio/${script.id}`);
  const content = page.getByLabel("Content");
  await content.fill("Typed, not saved");
  await page.reload();
  await expect(content).toHaveValue("Typed, not saved");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Script saved.");
  await expect(page.getByText("All changes saved")).toBeVisible();

  await page.goto("/creator-dashboard/editing-management");
  const details = page.getByRole("button", { name: `View details of ${project}` });
  await details.click();
  await page.getByRole("dialog").getByLabel("Write a message").fill("Half a thought");
  await page.reload();
  await details.click();
  await expect(page.getByRole("dialog").getByLabel("Write a message")).toHaveValue("Half a thought");

  // someone else signing in on this browser sees none of it
  await page.keyboard.press("Escape");
  const title = page.getByRole("form", { name: "Submit a project" }).getByLabel("Title");
  await title.fill("Mine alone");
  await page.reload();
  await expect(title).toHaveValue("Mine alone");
  await signIn(page, other, "/creator-dashboard/editing-management");
  await expect(page.getByText("No editing projects yet")).toBeVisible(); // their page has loaded (they have none)
  await expect(title).toHaveValue("");
});

test("the login page whose code cannot load still reads, reloads once, then offers Reload", async ({
  page,
}) => {
  let attempts = 0;
  await page.route(chunk("login"), (route) => {
    attempts++;
    return route.abort();
  });
  await page.goto("/login");
  const notice = page.getByRole("alert").filter({ hasText: "This page could not finish loading" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("button", { name: "Reload" })).toBeVisible();
  // the prerendered page stays readable underneath
  await expect(page.getByLabel("Email").first()).toBeVisible();
  expect(attempts).toBeGreaterThanOrEqual(2); // the first load and the one reload
});

test("a static public page whose scripts cannot load reads, links and sends its form as HTML", async ({
  page,
}) => {
  await page.route(/\/assets\/island-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Let's Connect" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Ada Visitor");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Subject").fill(`Without scripts ${Date.now()}`);
  await form.getByLabel("Message").fill("Sent by the page itself.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Main" })
    .first()
    .getByRole("link", { name: "About Us" })
    .click();
  await expect(page).toHaveURL(/\/about$/);
});

/**
 * Holds every request for `name`'s code until `release()`, then makes it (and any later one) fail; `asked`
 * settles once the browser has asked for it.
 */
async function failCodeLater(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(chunk(name), async (route) => {
    asked();
    await released;
    await route.abort();
  });
  return { release, requested };
}

test("the login page's code that fails to load after the visitor typed in its form: no reload, the text stays, the notice shows", async ({
  page,
}) => {
  const code = await failCodeLater(page, "entry.client");
  await page.goto("/login"); // the prerendered form works before its scripts (ADR 041)
  const watch = await watchLoads(page);
  const email = page.getByLabel("Email").first();
  await email.fill("ada@example.com");
  await code.requested;
  code.release();

  const notice = page.getByRole("alert").filter({ hasText: "This page could not finish loading" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("button", { name: "Reload" })).toBeVisible();
  await expect(email).toHaveValue("ada@example.com");
  expect(await watch.sameDocument()).toBe(true);
  expect(watch.loads()).toBe(0);
});

test("the contact form's code that fails to load: the form posts the plain way and loses nothing", async ({
  page,
}) => {
  const code = await failCodeLater(page, "island-contact-form");
  await gotoHydrated(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Ada Visitor");
  await form.getByLabel("Email").fill("ada@");
  await form.getByLabel("Subject").fill("Collab");
  await form.getByLabel("Message").fill("Typed while the form's code was on its way");
  await code.requested;
  code.release();
  await form.getByRole("button", { name: "Send Message" }).click();

  // the server answers with the page, its error and what was typed (ADR 041)
  await expect(page.getByRole("alert")).toContainText("Enter a valid email address");
  await expect(form.getByLabel("Subject")).toHaveValue("Collab");
  await expect(form.getByLabel("Message")).toHaveValue("Typed while the form's code was on its way");
  await expect(page.getByText("This page could not be loaded")).toHaveCount(0);
});

test("when the chat's code cannot load, the panel says so; the page and what was typed in it stay", async ({
  page,
}) => {
  await page.route(chunk("island-chat-panel"), (route) => route.abort());
  await gotoHydrated(page, "/contact");
  const watch = await watchLoads(page);
  const subject = page.getByRole("form", { name: "Contact form" }).getByLabel("Subject");
  await subject.fill("Collab");
  await page.getByRole("button", { name: "Open live chat" }).click();

  const chat = page.getByRole("complementary", { name: "Live chat" });
  await expect(chat.getByRole("alert")).toContainText("This page could not be loaded");
  await expect(subject).toHaveValue("Collab");
  expect(await watch.sameDocument()).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await chat.getByRole("button", { name: "Close", exact: true }).click();
  await expect(chat.getByRole("alert")).toHaveCount(0);
  await expect(subject).toHaveValue("Collab");
});

test("when the chat widget's own code cannot load, the launcher says so in the panel's place", async ({
  page,
}) => {
  await page.route(chunk("island-chat-widget"), (route) => route.abort());
  await gotoHydrated(page, "/services");
  await page.getByRole("button", { name: "Open live chat" }).click();
  const chat = page.getByRole("complementary", { name: "Live chat" });
  await expect(chat.getByRole("alert")).toContainText("This page could not be loaded");
  await chat.getByRole("button", { name: "Close", exact: true }).click();
  await expect(chat.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "What We Do" })).toBeVisible();
});

test("when the toasts' code cannot load, the message still shows and the page stays", async ({ page }) => {
  await page.route(chunk("toaster"), (route) => route.abort());
  const user = await signUpCreator();
  await signInWithForm(page, { ...user, password: "not-the-password" });
  const notifications = page.getByRole("region", { name: "Notifications" });
  await expect(notifications).toContainText("Login Failed");
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await expect(page.getByText("Application Error")).toHaveCount(0);
});
