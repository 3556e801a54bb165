import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, request } from "@playwright/test";
import type { Role } from "~/domain/roles";
import { gotoHydrated } from "./public-pages";

const port = process.env.E2E_PORT ?? "4173";
const baseURL = `http://localhost:${port}`;

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

/** A creator made the way people make one: the public sign-up endpoint. */
export async function signUpCreator(name?: string): Promise<TestUser> {
  const user = newUser("creator", name);
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post("/api/auth/sign-up/email", {
    data: { name: user.name, email: user.email, password: user.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await api.dispose();
  return user;
}

const run = promisify(execFile);

/**
 * A user with a staff role, made the way an operator makes one: `cli user:create`, which reaches the running
 * e2e server through its local admin endpoint.
 */
export async function createUserWithCli(role: Role, name?: string): Promise<TestUser> {
  const user = newUser(role, name);
  await run(
    "npx",
    [
      "tsx",
      "scripts/cli.ts",
      "user:create",
      "--email",
      user.email,
      "--password",
      user.password,
      "--name",
      user.name,
      "--role",
      role,
    ],
    { env: { ...process.env, PORT: port, DATA_DIR: process.env.E2E_DATA_DIR! } },
  );
  return user;
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

/** Signs in and waits for the dashboard the sign-in leads to. */
export async function signIn(page: Page, user: TestUser) {
  await signInWithForm(page, user);
  await expect(page).toHaveURL(/\/creator-dashboard$/);
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** axe-core's serious and critical findings, named by rule and element. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
}

/** The one toast on screen (Radix renders it as a list item in the notifications region). */
export const toast = (page: Page) =>
  page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
