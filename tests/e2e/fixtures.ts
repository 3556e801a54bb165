import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  request,
} from "@playwright/test";
import type { Role } from "~/domain/roles";
import { gotoHydrated, waitForHydration } from "./public-pages";

const port = process.env.E2E_PORT ?? "4173";
export const baseURL = `http://localhost:${port}`;

export interface TestUser {
  email: string;
  password: string;
  name: string;
  role: Role;
}

/** Fresh credentials; every test makes its own users. */
export function newUser(role: Role = "creator", name?: string): TestUser {
  const tag = randomBytes(5).toString("hex");
  return {
    email: `${role}-${tag}@example.test`,
    password: `pw-${randomBytes(9).toString("base64url")}`,
    name: name ?? `Test ${role} ${tag}`,
    role,
  };
}

/** A creator made the way people make one: the public sign-up endpoint (optionally with a given email). */
export async function signUpCreator(name?: string, email?: string): Promise<TestUser> {
  const user = { ...newUser("creator", name), ...(email && { email }) };
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post("/api/auth/sign-up/email", {
    data: { name: user.name, email: user.email, password: user.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await api.dispose();
  return user;
}

/**
 * A user with a staff role, made the way an operator makes one: through the running server's local admin
 * endpoint, which `npm run cli -- user:create` calls (the CLI itself is tested by Vitest), with the token
 * the e2e server wrote to its DATA_DIR/server.json. No process is spawned.
 */
export async function createStaffUser(role: Role, name?: string): Promise<TestUser> {
  const user = newUser(role, name);
  const server = JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, "server.json"), "utf8"));
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const res = await api.post("/api/internal/users", {
    headers: { authorization: `Bearer ${server.token}` },
    data: { email: user.email, password: user.password, name: user.name, role },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await api.dispose();
  return user;
}

/** The sign-in endpoint, as the form calls it; the session cookie lands in `api`'s cookie jar. */
export async function apiSession(api: APIRequestContext, user: TestUser) {
  const res = await api.post("/api/auth/sign-in/email", {
    headers: { origin: baseURL },
    data: { email: user.email, password: user.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Signs in through the Login tab of /login (optionally with ?redirectTo already in the address). */
export async function signInWithForm(page: Page, user: TestUser, path = "/login") {
  if (!page.url().includes("/login")) await gotoHydrated(page, path);
  else await waitForHydration(page);
  await page.getByRole("tab", { name: "Login" }).click();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Signs in through the form and waits for the dashboard the sign-in leads to (the auth specs). */
export async function signInThroughForm(page: Page, user: TestUser) {
  await signInWithForm(page, user);
  await expect(page).toHaveURL(/\/creator-dashboard$/);
}

/**
 * Signs in through the API, as the form would (the page's own cookie jar receives the session), and opens
 * `path`: the dashboard a sign-in leads to, unless the test goes elsewhere first. The form itself is tested
 * in auth.spec.ts.
 */
export async function signIn(page: Page, user: TestUser, path = "/creator-dashboard") {
  await apiSession(page.context().request, user);
  await page.goto(path);
  await waitForHydration(page);
}

/** A staff role: the users a worker keeps for the tests that only need someone of that role (`test` below). */
export type StaffRole = Exclude<Role, "creator">;

/** One of a worker's own staff users: their credentials and their signed-in session (a storageState file). */
export interface WorkerUser extends TestUser {
  storageState: string;
}

/**
 * Playwright's test with each worker's own staff users (ADR 028): `staff("manager")` makes the worker's manager
 * the first time a test of that worker asks for one, signs them in once through the API and keeps the session
 * as a storageState file; every later test of that worker reuses both. Made through the same endpoints as
 * `createStaffUser` and `apiSession`, so they are real users with real sessions; only a password hash and a
 * sign-in a test are saved (about 0.15 s of scrypt each on this machine, on the server's threads).
 *
 * For the tests where any user of the role will do: they read or act on records that they make themselves, or
 * that are named by the test. A test about the user themselves (their name in a list, their own row, their
 * settings, signing out, two-factor) makes its own with `createStaffUser`, as does a story between two people
 * of the same role.
 */
export const test = base.extend<object, { staff: (role: StaffRole) => Promise<WorkerUser> }>({
  staff: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument
    async ({}, use, workerInfo) => {
      const dir = path.join(workerInfo.project.outputDir, ".auth");
      mkdirSync(dir, { recursive: true });
      const made = new Map<StaffRole, Promise<WorkerUser>>();
      await use((role) => {
        let user = made.get(role);
        if (!user) {
          user = (async () => {
            const created = await createStaffUser(role, `Worker ${workerInfo.workerIndex} ${role}`);
            const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
            await apiSession(api, created);
            const storageState = path.join(dir, `worker-${workerInfo.workerIndex}-${role}.json`);
            await api.storageState({ path: storageState });
            await api.dispose();
            return { ...created, storageState };
          })();
          made.set(role, user);
        }
        return user;
      });
    },
    { scope: "worker" },
  ],
});

/** Opens `path` in `page` as one of the worker's staff users (their saved session: no sign-in a test). */
export async function openAs(page: Page, user: WorkerUser, path: string) {
  const { cookies } = JSON.parse(readFileSync(user.storageState, "utf8"));
  await page.context().addCookies(cookies);
  await page.goto(path);
  await waitForHydration(page);
}

/** Waits until React has taken over the page (public-pages.ts: the one definition). */
export { waitForHydration };

/** axe-core's serious and critical findings, named by rule and element. */
export async function seriousViolations(page: Page) {
  // every rule, reporting the violations only: the passes and the rest were collected node by node for nothing
  // (axe's `resultTypes`)
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
}

/**
 * Picks a board's card up by keyboard (Space on its handle) and waits until the board hears the arrows.
 * dnd-kit's keyboard sensor adds its key listener in a timer after the pick-up (so that the Space that picked
 * the card up does not drop it too), and Chromium may handle an arrow pressed at once before that timer: the
 * arrow went unheard on a busy machine. A timer of the page's own, set after the sensor's, runs after it.
 */
export async function pickUp(handle: Locator) {
  await handle.focus();
  await handle.page().keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await handle.page().evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The one toast on screen (Radix renders it as a list item in the notifications region). */
export const toast = (page: Page) =>
  page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

/**
 * The narrowest width of each band the styles switch at: below 360 (`max-[359px]:`), the phone's band up to
 * Tailwind's `sm` (640), then `sm`, `md` (768), `lg` (1024) and `xl` (1280). Within a band the layout is the
 * same, so its narrowest width is where it is tightest; nothing changes above 1280.
 */
const WIDTHS = [320, 360, 640, 768, 1024, 1280] as const;

/**
 * What is wrong with the layout at the current width: the page scrolls sideways, the header's row is wider
 * than the header, a label of a navigation or of the header breaks over two lines, or within the page's
 * content, an open dialog or an open menu, a box reaches past the screen's edge or a box (a table's, say)
 * scrolls sideways.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  // two frames: the dashboard header re-measures its links on resize
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      problems.push(`scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    for (const row of document.querySelectorAll<HTMLElement>("header > div:first-child"))
      if (row.scrollWidth > row.clientWidth) problems.push(`header row overflows: ${row.scrollWidth}`);
    const labels = document.querySelectorAll<HTMLElement>("nav a, header a, header button");
    for (const element of labels) {
      if (!element.offsetParent) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) problems.push(`label wraps: "${element.textContent?.trim()}"`);
      }
    }
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> "${element.textContent?.slice(0, 40)}"`;
    const contents = [...document.querySelectorAll("main, [role=dialog], [role=alertdialog], [role=menu]")];
    const reported: Element[] = [];
    const report = (element: Element, problem: string) => {
      if (reported.some((outer) => outer.contains(element))) return;
      problems.push(`${problem}: ${name(element)}`);
      reported.push(element);
    };
    // what of a box shows: the boxes around it that clip (an ellipsis, a scrolling list) hide the rest
    type Span = { left: number; right: number };
    const clips = new Map<Element, Span>();
    const clipOf = (element: Element | null): Span => {
      if (!element) return { left: Number.NEGATIVE_INFINITY, right: Number.POSITIVE_INFINITY };
      let clip = clips.get(element);
      if (!clip) {
        clip = clipOf(element.parentElement);
        if (getComputedStyle(element).overflowX !== "visible") {
          const box = element.getBoundingClientRect();
          clip = { left: Math.max(clip.left, box.left), right: Math.min(clip.right, box.right) };
        }
        clips.set(element, clip);
      }
      return clip;
    };
    const shown = (inner: Node, left: number, right: number): Span => {
      const clip = clipOf(inner.parentElement);
      return { left: Math.max(left, clip.left), right: Math.min(right, clip.right) };
    };
    for (const element of contents.flatMap((root) => [...root.querySelectorAll("*")])) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const { left, right } = shown(element, box.left, box.right);
      const { overflowX } = getComputedStyle(element);
      if (left < right && (left < -1 || right > width + 1))
        report(element, `reaches past the screen (${Math.round(left)} to ${Math.round(right)})`);
      else if (
        (overflowX === "auto" || overflowX === "scroll") &&
        element.scrollWidth > element.clientWidth + 1 &&
        // a field scrolls its own text; a board marked so scrolls its columns on purpose (issue 35)
        !element.matches("input, textarea, select, [data-scrolls-sideways]")
      )
        report(element, `scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`);
    }
    // text that spills out of the block it is in
    const blockOf = (node: Node) => {
      let element = node.parentElement;
      while (element && /^(inline|contents)$/.test(getComputedStyle(element).display))
        element = element.parentElement;
      return element;
    };
    for (const root of contents) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        const block = blockOf(node);
        if (!block || text.width === 0) continue;
        const { left, right } = shown(node, text.left, text.right);
        if (left < right && right > Math.min(width, block.getBoundingClientRect().right) + 1)
          report(block, `text spills out (to ${Math.round(right)})`);
      }
    }
    return problems;
  });
}

/** layoutProblems at every band's narrowest width (or those given), keyed by width; {} when all is well. */
export async function problemsAtEveryWidth(page: Page, widths: readonly number[] = WIDTHS) {
  const found: Record<number, string[]> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // the header re-measures its links after a resize (an observer, then a render): on a busy machine that
    // can take more than the two frames layoutProblems waits, so a problem must last ten rounds to count
    let problems = await layoutProblems(page);
    for (let round = 1; problems.length && round < 10; round++) problems = await layoutProblems(page);
    if (problems.length) found[width] = problems;
  }
  return found;
}

/**
 * An API client signed in as `user` (its own cookie jar), to seed a test's data the way the forms would send
 * it; dispose of it when done.
 */
export async function apiAs(user: TestUser) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await apiSession(api, user);
  return api;
}

/**
 * Records a deal through POST /api/internal/deals with the server's token (as `createStaffUser` does users),
 * as it stands at a stage; answers its id.
 */
export async function recordDeal(deal: {
  creator: TestUser;
  title: string;
  valueMinor: number;
  currency: string;
  stage: string;
  brandName?: string;
}): Promise<string> {
  const server = JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, "server.json"), "utf8"));
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const { creator, brandName, ...rest } = deal;
  const res = await api.post("/api/internal/deals", {
    headers: { authorization: `Bearer ${server.token}` },
    data: { ...rest, creatorEmail: creator.email, brandName: brandName ?? "Acme Revenue" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = await res.json();
  await api.dispose();
  return id;
}
