import { expect, test } from "@playwright/test";
import { gotoHydrated, publicPages } from "./public-pages";

const navLinks = [
  { name: "What We Do", heading: "What We Do" },
  { name: "Our Work", heading: "Our Work" },
  { name: "About Us", heading: "Built for Creators, by Creators" },
  { name: "Contact", heading: "Let's Connect" },
  { name: "Home", heading: "Your Creative Future Starts Here" },
];

/** Enough entity decoding to compare prerendered HTML with plain text. */
function decode(html: string) {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

for (const { path, heading, title } of publicPages) {
  test(`${path} shows its heading and its own title`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
  });

  test(`${path} is real HTML before any JavaScript runs`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(decode(html.match(/<title>(.*?)<\/title>/)?.[1] ?? "")).toBe(title);
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "";
    expect(description.length).toBeGreaterThan(50);
    const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1] ?? "";
    expect(decode(h1.replace(/<[^>]+>/g, ""))).toBe(heading);
    // Hydration keeps prerendered attributes, so the active link must already be marked in the HTML.
    if (path !== "/legal") expect(html).toMatch(new RegExp(`<a aria-current="page"[^>]*href="${path}"`));
  });
}

test("every public page has a distinct title and description", async ({ request }) => {
  const seen = await Promise.all(publicPages.map(async ({ path }) => (await request.get(path)).text()));
  const descriptions = seen.map((html) => html.match(/<meta name="description" content="([^"]+)"/)?.[1]);
  expect(new Set(descriptions).size).toBe(publicPages.length);
});

test("the desktop navigation leads to every page and marks the current one", async ({ page }) => {
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const link of navLinks) {
    await nav.getByRole("link", { name: link.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: link.heading })).toBeVisible();
    await expect(nav.getByRole("link", { name: link.name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
});

test("the mobile menu opens, navigates and closes at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, "/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // Below md the main navigation exists only inside the closed menu.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  await toggle.click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: "Built for Creators, by Creators" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});

test("the header shows the contact settings and the footer its links", async ({ page }) => {
  await page.goto("/");
  const topBar = page.getByRole("region", { name: "Contact details" });
  await expect(topBar.getByText("Mon – Fri: 9AM – 12AM")).toBeVisible();
  await expect(topBar.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(topBar.getByRole("link", { name: /\d{3}/ })).toHaveAttribute("href", /^tel:/);
  await expect(page.getByRole("link", { name: "Creator Dashboard" })).toHaveAttribute("href", "/login");

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Talent Manager Login" })).toHaveAttribute(
    "href",
    "/talent-dashboard",
  );
  await expect(footer.getByRole("link", { name: "Terms & Privacy" })).toHaveAttribute("href", "/legal");
  await expect(footer.getByText(/built for creators, by creators/i).first()).toBeVisible();
});

test("the home page offers three services and the closing calls to action", async ({ page }) => {
  await page.goto("/");
  const learnMore = page.getByRole("link", { name: /^Learn More/ });
  await expect(learnMore).toHaveCount(3);
  for (const link of await learnMore.all()) await expect(link).toHaveAttribute("href", "/services");
  await expect(page.getByRole("heading", { name: "Ready to Build Your Legacy?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.getByRole("link", { name: "View Our Work" })).toHaveAttribute("href", "/portfolio");
});

test("the services page lists six services, each with an inquiry link", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect(page.getByRole("heading", { name: "Sponsorship & Brand Deals" })).toBeVisible();
  const inquire = page.getByRole("link", { name: /^Inquire Now/ });
  await expect(inquire).toHaveCount(6);
  for (const link of await inquire.all()) await expect(link).toHaveAttribute("href", "/contact");
});

test("the portfolio shows company collaborations and creator partnerships", async ({ page }) => {
  await page.goto("/portfolio");
  const companies = page.getByRole("region", { name: "Company Collaborations" });
  await expect(companies.getByRole("heading", { level: 3 })).toHaveCount(1);
  const creators = page.getByRole("region", { name: "Creator Partnerships" });
  await expect(creators.getByRole("link", { name: /^View Channel/ })).toHaveCount(2);
  await expect(creators.getByText(/– Present$/)).toBeVisible();
});

test("the about page FAQ expands and collapses its answers", async ({ page }) => {
  // the suite runs with reduced motion; a visitor who has not asked for it sees the animation
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await gotoHydrated(page, "/about");
  await expect(page.getByRole("heading", { level: 3, name: /^(Jordan|Maya)/ })).toHaveCount(2);
  // native disclosures (<details>): the question is the summary a visitor clicks or reaches with Tab
  const question = page.getByText("How much do your services cost?");
  const answer = page.getByText(/Pricing is tailored/);
  await expect(answer).toBeHidden();

  await question.click();
  await expect(answer).toBeVisible();
  // the answer opens over 0.3 s (spec section 9), in CSS: its box's height moves
  const transition = await answer.evaluate((el) => {
    const style = getComputedStyle(el.closest("details")!, "::details-content");
    return `${style.transitionProperty} ${style.transitionDuration}`;
  });
  expect(transition).toMatch(/^block-size.* 0\.3s/);

  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator("summary:focus")).toHaveText("How much do your services cost?");
  await page.keyboard.press("Enter");
  await expect(answer).toBeHidden();
});

test("the contact page offers email, phone and business hours", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Email Us" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByRole("main").getByRole("link", { name: /\d{3}/ })).toHaveAttribute("href", /^tel:/);
  await expect(page.getByRole("main").getByText("Mon – Fri: 9AM – 12AM")).toBeVisible();
});

test("the legal page carries both documents and their date", async ({ page }) => {
  await page.goto("/legal");
  await expect(page.getByRole("heading", { level: 2, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Last updated: July 26, 2025")).toHaveCount(2);
});

test("the live-chat launcher opens its panel", async ({ page }) => {
  await gotoHydrated(page, "/services");
  await page.getByRole("button", { name: "Open live chat" }).click();
  await expect(page.getByRole("dialog", { name: "Live Chat" }).getByLabel("Type your message")).toBeVisible();
});

test("the chat widget's code comes when a visitor reaches for the launcher, not with the page", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/island-chat-(widget|panel)-/.test(request.url())) asked.push(request.url());
  });
  await gotoHydrated(page, "/about");
  expect(asked).toEqual([]);
  const launcher = page.getByRole("button", { name: "Open live chat" });
  await launcher.hover();
  await expect.poll(() => asked.length).toBe(2); // the launcher's code, and the panel's ahead of the click
  await expect(page.getByRole("dialog", { name: "Live Chat" })).toHaveCount(0);
  // the widget took the static launcher's place: one launcher, in the same spot
  await expect(page.getByRole("button", { name: /live chat/ })).toHaveCount(1);
  await launcher.click();
  await expect(page.getByRole("dialog", { name: "Live Chat" }).getByLabel("Type your message")).toBeVisible();

  // by keyboard on another page: the focus brings the code, and stays on the launcher
  await gotoHydrated(page, "/legal");
  await page.getByRole("button", { name: "Open live chat" }).focus();
  await expect(page.getByRole("button", { name: "Open live chat" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Live Chat" })).toBeVisible();
});

test("an unknown URL answers HTTP 404 with the not-found page, marked noindex", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
});

test("public pages paint without waiting for a request and ship no framework: styles inline, islands only", async ({
  request,
}) => {
  for (const { path } of publicPages) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // the minifier may list the rule with others of the same declarations (".bg-primary,.bg-primary\/10{")
    expect(html, path).toMatch(/<style>[^<]*\.bg-primary[,{]/);
    // the page's scripts are its islands, started once the page has loaded (no script tag in the page
    // itself, nothing before the first paint), and nothing of the app: no React Router, no hydration
    expect(html, path).not.toMatch(/<script[^>]* src=|<link[^>]+modulepreload/);
    const sources = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(sources.length, path).toBeGreaterThan(0);
    for (const src of sources) expect(src, path).toMatch(/^\/assets\/island-[\w-]+\.js$/);
    expect(html, path).not.toMatch(/__reactRouterContext|entry\.client|hydrateRoot/);
  }
});

test("the portfolio shows drawn art for every entry and leaves no row half empty", async ({ page }) => {
  await page.goto("/portfolio");
  const art = page.getByRole("main").getByRole("img");
  await expect(art).toHaveCount(3);
  for (const image of await art.all()) {
    await expect(image).toHaveAttribute("src", /^\/portfolio\/.+\.svg$/);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  for (const width of [320, 768, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const section of ["Company Collaborations", "Creator Partnerships"]) {
      // the cards of each row span the whole width of the section's grid
      const gaps = await page
        .getByRole("region", { name: section })
        .locator("article")
        .evaluateAll((cards) => {
          const grid = cards[0]!.parentElement!.getBoundingClientRect();
          const rows = new Map<number, number>();
          for (const card of cards) {
            const box = card.getBoundingClientRect();
            rows.set(Math.round(box.top), Math.max(rows.get(Math.round(box.top)) ?? 0, box.right));
          }
          return [...rows.values()].map((right) => Math.round(grid.right - right));
        });
      for (const gap of gaps) expect(gap, `${section} at ${width}px`).toBeLessThanOrEqual(1);
    }
  }
});
