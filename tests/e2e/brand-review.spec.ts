import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  apiAs,
  createStaffUser,
  problemsAtEveryWidth,
  seriousViolations,
  signIn,
  signUpCreator,
  type TestUser,
  toast,
} from "./fixtures";

/*
 * Issue 36: a brand in the loop. A manager shares a deliverable's cut with a brand contact; the brand (a
 * fresh browser, no account) opens the link, pins a comment at a moment and asks for changes; the editor
 * sees it live and uploads v2; the brand approves v2 and the deliverable is Approved, live for the manager;
 * revoked, the link opens nothing.
 */

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-brand-e2e-"));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

function makeVideo(name: string, pattern: string) {
  const file = path.join(dir, name);
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", `${pattern}=duration=2:size=320x240:rate=25`],
    ...["-pix_fmt", "yuv420p", "-movflags", "+faststart", file],
  ]);
  return file;
}

async function signedInPage(browser: Browser, user: TestUser, where: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, where);
  return page;
}

async function uploadVersion(page: Page, file: string, note: string) {
  await page
    .getByRole("region", { name: "Versions" })
    .getByRole("button", { name: "Upload a version" })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Upload a version" });
  await dialog.getByLabel("File").setInputFiles(file);
  await dialog.getByLabel("Note").fill(note);
  await dialog.getByRole("button", { name: "Upload version" }).click();
  await expect(dialog).toHaveCount(0);
}

test("a brand reviews a sponsored cut from a link: a comment at a moment, changes, v2 approved; revoked, gone", async ({
  browser,
  page,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const [manager, editor, creator] = await Promise.all([
    createStaffUser("manager"),
    createStaffUser("editor"),
    signUpCreator(`Brandy ${tag}`),
  ]);
  const [v1, v2] = [makeVideo("cut-v1.mp4", "testsrc"), makeVideo("cut-v2.mp4", "smptebars")];

  // the creator's editing project, accepted by the editor, who uploads v1
  const creatorApi = await apiAs(creator);
  const made = await creatorApi.post("/api/editing-projects", {
    data: {
      title: `Sponsored cut ${tag}`,
      submittedFileUrl: "https://drive.example.com/raw.mp4",
      description: "Cut",
    },
  });
  const projectId = ((await made.json()) as { id: string }).id;
  await creatorApi.dispose();
  const editorApi = await apiAs(editor);
  expect((await editorApi.post(`/api/editing-projects/${projectId}/accept`)).ok()).toBe(true);
  await editorApi.dispose();
  const staff = await signedInPage(browser, editor, `/editor-dashboard/projects/${projectId}`);
  await uploadVersion(staff, v1, "First cut");

  // the deal and its deliverable, linked to the project
  const boss = await apiAs(manager);
  const brand = await (
    await boss.post("/api/brands", {
      data: { name: `Acme ${tag}`, contacts: [{ name: "Bea Brand", email: `bea-${tag}@acme.test` }] },
    })
  ).json();
  const people = await (
    await boss.get(`/api/deal-people?role=creator&search=${encodeURIComponent(creator.name)}`)
  ).json();
  const deal = await (
    await boss.post("/api/deals", {
      data: {
        brandId: brand.id,
        creatorId: people.items[0].id,
        title: `Spring ${tag}`,
        valueMinor: 250_000,
        currency: "USD",
        notes: "Agency only: tight budget",
      },
    })
  ).json();
  const deliverable = await boss.post(`/api/deals/${deal.id}/deliverables`, {
    data: { kind: "dedicated_video", platform: "YouTube", dueDate: "2030-01-01", projectId },
  });
  expect(deliverable.status(), await deliverable.text()).toBe(201);
  await boss.dispose();

  // the manager shares it from the deal's page: the link is emailed, and shown once
  await signIn(page, manager, `/talent-dashboard/deals/${deal.id}`);
  // silence approves after 2 business days (the brand is told the date)
  await page
    .getByLabel("When the brand does not answer")
    .selectOption({ label: "Approve after 2 business days" });
  await expect(toast(page)).toContainText("Versions are approved after 2 business days of silence");
  await page.getByRole("button", { name: "Share with the brand" }).click();
  const share = page.getByRole("dialog", { name: "Share with the brand" });
  await share
    .getByLabel("From the brand's contacts")
    .selectOption({ label: `Bea Brand · bea-${tag}@acme.test` });
  await expect(share.getByLabel("Contact's email (required)")).toHaveValue(`bea-${tag}@acme.test`);
  await share.getByRole("button", { name: "Email the link" }).click();
  // said in the dialog (the toast behind it is hidden from assistive tech while it is open)
  await expect(page.getByRole("dialog", { name: "Link emailed" })).toContainText("Bea Brand has it by email");
  const url = await page.getByRole("dialog", { name: "Link emailed" }).getByLabel("The link").inputValue();
  expect(url).toMatch(/\/review\/[\w-]{43}$/);
  await page.getByRole("button", { name: "Done" }).click();
  const links = page.getByRole("list", { name: "Brand links" });
  await expect(links.getByRole("listitem")).toContainText("Review of the dedicated video for YouTube");
  await expect(links.getByRole("listitem")).toContainText("Live");

  // the brand, without an account: the cut, nothing internal; a comment at 0:01; changes asked
  const brandPage = await (await browser.newContext()).newPage();
  const response = await brandPage.goto(new URL(url).pathname);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(brandPage.getByRole("heading", { level: 1, name: `Review: Spring ${tag}` })).toBeVisible();
  await expect(brandPage.getByText("Agency only")).toHaveCount(0);
  await expect(brandPage.getByText("$2,500")).toHaveCount(0);
  await expect(brandPage.getByLabel("Your name")).toHaveValue("Bea Brand");
  await expect(
    brandPage.getByText(/If you do not answer, v1 is approved on your behalf after \w+ \d+, \d{4}/),
  ).toBeVisible();
  const player = brandPage.getByLabel("Video v1 cut-v1.mp4");
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await player.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 1;
  });
  await brandPage.getByLabel("Your comment").fill("The logo comes in too late");
  await brandPage.getByRole("button", { name: "Comment at 0:01" }).click();
  await expect(brandPage.getByRole("list", { name: "Comments on this version" })).toContainText(
    "The logo comes in too late",
  );
  await expect(brandPage.getByRole("button", { name: "Comment 1 at 0:01" })).toBeVisible();
  for (const width of [320, 1280]) {
    await brandPage.setViewportSize({ width, height: 800 });
    expect(await seriousViolations(brandPage)).toEqual([]);
  }
  expect(await problemsAtEveryWidth(brandPage, [320])).toEqual({});
  await brandPage.getByRole("button", { name: "Request changes" }).click();
  await brandPage.getByRole("button", { name: "Send the request for changes" }).click();
  await expect(brandPage.getByText("Say what should change")).toBeVisible();
  await brandPage.getByLabel("What should change (required)").fill("Bring the logo in at the start");
  await brandPage.getByRole("button", { name: "Send the request for changes" }).click();
  await expect(
    brandPage.getByRole("status").filter({ hasText: "Your changes to v1 are with the team" }),
  ).toBeFocused();

  // the editor sees it live: Pending again, the brand's comment on v1; v2 goes up
  const status = staff.getByRole("heading", { level: 1 }).locator("xpath=..");
  await expect(status).toContainText("Pending");
  await staff
    .getByRole("region", { name: "Versions" })
    .getByRole("button", { name: "Open v1 · cut-v1.mp4" })
    .click();
  await expect(staff.getByRole("dialog").getByRole("list", { name: "Comments on this file" })).toContainText(
    "Bea Brand (brand)",
  );
  await staff.keyboard.press("Escape");
  const accept = staff.getByRole("button", { name: /^Accept / });
  if (await accept.isVisible()) await accept.click();
  await uploadVersion(staff, v2, "Logo at the start");
  await expect(
    staff.getByRole("region", { name: "Versions" }).getByRole("button", { name: "Open v2 · cut-v2.mp4" }),
  ).toBeVisible();

  // the creator follows their deal: its deliverable, with the details open
  const own = await signedInPage(browser, creator, "/creator-dashboard/deals");
  const article = own.getByRole("article", { name: `Spring ${tag}` });
  await article.getByRole("button", { name: `Details of Spring ${tag}` }).click();
  const ownRow = article
    .getByRole("region", { name: `Deliverables of Spring ${tag}` })
    .getByRole("row", { name: /Dedicated video/ });
  await expect(ownRow).toContainText("In progress");

  // the brand opens the link again: v2 first; approves it; the manager and the creator see it Approved live
  await brandPage.reload();
  await expect(brandPage.getByRole("combobox", { name: "Version" })).toHaveValue(/.+/);
  await expect(brandPage.getByLabel("Video v2 cut-v2.mp4")).toBeVisible();
  await expect(brandPage.getByRole("region", { name: "Verdicts so far" })).toContainText(
    "Changes requested on v1 by Bea Brand",
  );
  await brandPage.getByRole("button", { name: "Approve" }).click();
  await brandPage.getByRole("button", { name: "Confirm: approve v2" }).click();
  await expect(brandPage.getByRole("status").filter({ hasText: "You approved v2" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Deliverables" }).getByRole("row", { name: /Dedicated video/ }),
  ).toContainText("Approved");
  await expect(ownRow).toContainText("Approved");
  await own.context().close();

  // revoked: the link opens nothing
  await page.getByRole("button", { name: /^Revoke Review of the dedicated video/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke link" }).click();
  await expect(links.getByRole("listitem")).toContainText("Revoked");
  await brandPage.reload();
  await expect(brandPage.getByRole("heading", { name: "This review link does not open" })).toBeVisible();
  await brandPage.context().close();
  await staff.context().close();

  // the campaign report shared from the same dialog, after a deliverable left unchosen in review mode
  await page.getByRole("button", { name: "Share with the brand" }).click();
  const again = page.getByRole("dialog", { name: "Share with the brand" });
  await again.getByLabel("Deliverable").selectOption({ label: "Choose a deliverable" });
  await again.getByLabel("What to share").selectOption("report");
  await again
    .getByLabel("From the brand's contacts")
    .selectOption({ label: `Bea Brand · bea-${tag}@acme.test` });
  await again.getByRole("button", { name: "Email the link" }).click();
  await expect(page.getByRole("dialog", { name: "Link emailed" }).getByLabel("The link")).toHaveValue(
    /\/report\/[\w-]{43}$/,
  );
});
