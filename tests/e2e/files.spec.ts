import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  apiAs,
  createStaffUser,
  seriousViolations,
  signIn,
  signUpCreator,
  type TestUser,
  toast,
} from "./fixtures";

/*
 * Issue 22: files on an editing project, end to end in two browsers. The creator uploads raw footage (a real
 * two-second video made by ffmpeg), the editor uploads v1, the creator comments at 0:01 and requests changes,
 * the editor uploads v2, the creator approves it; each side sees every step live.
 */

let dir: string;

/** A small real video (H.264 in MP4, 320x240, 25 fps): the `pattern` of ffmpeg's test sources. */
function makeVideo(name: string, pattern: "testsrc" | "testsrc2" | "smptebars") {
  const file = path.join(dir, name);
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", `${pattern}=duration=2:size=320x240:rate=25`],
    ...["-pix_fmt", "yuv420p", "-movflags", "+faststart", file],
  ]);
  return file;
}

test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-files-e2e-"));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function signedInPage(browser: Browser, user: TestUser, where: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user, where);
  return page;
}

/** A new editing project of `creator`, made through the API as the form would; its id. */
async function newEditingProject(creator: TestUser, title: string): Promise<string> {
  const api = await apiAs(creator);
  const res = await api.post("/api/editing-projects", {
    data: { title, submittedFileUrl: "https://drive.example.com/raw.mp4", description: "Cut it short" },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  await api.dispose();
  return id;
}

/**
 * Each chunk's PATCH waits at a gate the test opens itself (never a delay): the progress bar is seen before the
 * upload is done, and an upload stops between two chunks where the test wants it to. `allow(n)` lets the next n
 * chunks through, `open()` all of them, `drop()` those waiting now (a paused upload's, which it has given up);
 * `asked` counts the chunks the page has sent.
 */
async function gateUploads(page: Page) {
  const waiting: (() => void)[] = [];
  const gate = {
    asked: 0,
    allowed: 0,
    opened: false,
    allow(n = 1) {
      for (let i = 0; i < n; i++) {
        const next = waiting.shift();
        if (next) next();
        else gate.allowed++;
      }
    },
    open() {
      gate.opened = true;
      gate.drop();
    },
    drop() {
      for (const next of waiting.splice(0)) next();
    },
  };
  await page.route("**/api/uploads/**", async (route) => {
    if (route.request().method() === "PATCH") {
      gate.asked++;
      if (gate.allowed > 0) gate.allowed--;
      else if (!gate.opened) await new Promise<void>((resolve) => waiting.push(resolve));
    }
    // a paused or cancelled upload's request is gone by then
    await route.continue().catch(() => undefined);
  });
  return gate;
}

const group = (page: Page, name: "Raw files" | "Versions") => page.getByRole("region", { name });
const status = (page: Page) => page.getByRole("heading", { level: 1 }).locator("xpath=..");

async function uploadVersion(page: Page, file: string, note: string) {
  await group(page, "Versions").getByRole("button", { name: "Upload a version" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Upload a version" });
  await dialog.getByLabel("File").setInputFiles(file);
  await dialog.getByLabel("Note").fill(note);
  await dialog.getByRole("button", { name: "Upload version" }).click();
  await expect(dialog).toHaveCount(0);
}

/** Opens a file's review and plays nothing: the player's metadata is loaded, the time at `seconds`. */
async function seekTo(page: Page, seconds: number) {
  const video = page.getByRole("dialog").locator("video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await video.evaluate((v: HTMLVideoElement, at) => {
    v.currentTime = at;
  }, seconds);
}

test("raw footage, v1, a comment at 0:01, changes requested, v2 approved: both sides live", async ({
  browser,
  page,
}) => {
  // a story in several steps, live between two browsers or through a walk at every width: 20-40 s alone on
  // the two-core machine, so three times Playwright's 30 s (ADR 028, "Stories")
  test.slow();
  const raw = makeVideo("raw-footage.mp4", "testsrc");
  const v1 = makeVideo("cut-v1.mp4", "testsrc2");
  const v2 = makeVideo("cut-v2.mp4", "smptebars");
  const [creator, editor] = await Promise.all([
    signUpCreator("Casey Files"),
    createStaffUser("editor", "Eddie Files"),
  ]);
  const title = `Vlog files ${Date.now()}`;
  const id = await newEditingProject(creator, title);

  // the creator opens the project from the list (a real link), and uploads the raw footage
  await signIn(page, creator, "/creator-dashboard/editing-management");
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/creator-dashboard/editing-management/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(group(page, "Raw files").getByText("No raw files yet")).toBeVisible();
  await expect(group(page, "Versions").getByText("No versions yet")).toBeVisible();
  // only the editor working on it uploads versions
  await expect(group(page, "Versions").getByRole("button", { name: "Upload a version" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const gate = await gateUploads(page);
  const chooser = page.waitForEvent("filechooser");
  await group(page, "Raw files").getByRole("button", { name: "Upload raw files" }).first().click();
  await (await chooser).setFiles(raw);
  await expect(page.getByRole("progressbar", { name: "Upload of raw-footage.mp4" })).toBeVisible();
  gate.open();
  await expect(group(page, "Raw files").getByRole("button", { name: "Open raw-footage.mp4" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Upload of raw-footage.mp4" })).toHaveCount(0);

  // the editor: the raw file is there; accepts, uploads v1; the creator sees it arrive
  const staff = await signedInPage(browser, editor, `/editor-dashboard/projects/${id}`);
  await expect(group(staff, "Raw files").getByRole("button", { name: "Open raw-footage.mp4" })).toBeVisible();
  await staff.getByRole("button", { name: `Accept ${title}` }).click();
  await expect(status(staff)).toContainText("In Progress");
  await expect(status(page)).toContainText("In Progress");
  await uploadVersion(staff, v1, "First cut");
  await expect(group(staff, "Versions").getByRole("button", { name: "Open v1 · cut-v1.mp4" })).toBeVisible();
  const creatorV1 = group(page, "Versions").getByRole("button", { name: "Open v1 · cut-v1.mp4" });
  await expect(creatorV1).toBeVisible();

  // the creator reviews v1: a comment at 0:01, then Request changes
  await creatorV1.click();
  const review = page.getByRole("dialog", { name: /v1 · cut-v1\.mp4/ });
  // Escape closes it, and the focus goes back to the file
  await expect(review).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(review).toHaveCount(0);
  await expect(creatorV1).toBeFocused();
  await creatorV1.click();
  await expect(review.getByRole("button", { name: "Comment at 0:00" })).toBeVisible();
  await seekTo(page, 1);
  await review.getByLabel("New comment").fill("Trim the intro");
  await review.getByRole("button", { name: "Comment at 0:01" }).click();
  const comments = review.getByRole("list", { name: "Comments on this file" });
  await expect(comments).toContainText("Trim the intro");
  await expect(comments.getByRole("button", { name: "Play from 0:01" })).toBeVisible();
  await expect(review.getByRole("button", { name: "Comment 1 at 0:01" })).toBeVisible();
  // a second comment at the same moment: one marker with the count (issue 35); resolved, it leaves one open
  await review.getByLabel("New comment").fill("And the logo is late");
  await review.getByRole("button", { name: "Comment at 0:01" }).click();
  await expect(review.getByRole("button", { name: "2 comments at 0:01: 1, 2" })).toBeVisible();
  await expect(review.getByRole("button", { name: "Comment 1 at 0:01" })).toHaveCount(0);
  await review.getByRole("button", { name: "Resolve comment 2" }).click();
  await expect(review.getByRole("button", { name: "Reopen comment 2" })).toBeVisible();
  // as Frame.io: the comments by state and author, the timecode to the frame (ffprobe's 25 fps), the
  // arrows one frame at a time
  const list = review.getByRole("list", { name: "Comments on this file" });
  await review.getByLabel("Show comments").selectOption("resolved");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("And the logo is late");
  await review.getByLabel("Show comments").selectOption("open");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Trim the intro");
  await review.getByLabel("Show comments").selectOption("all");
  await review.getByLabel("Comments by").selectOption({ label: `By ${creator.name}` });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await review.getByLabel("Comments by").selectOption({ label: "By everyone" });
  await expect(review.getByText("(25 fps)")).toBeVisible();
  const timecode = (text: string) => review.getByText(text, { exact: true });
  await expect(timecode("00:00:01:00")).toBeVisible();
  await review.locator("video").focus();
  await page.keyboard.press("ArrowRight");
  await expect(timecode("00:00:01:01")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(timecode("00:00:01:00")).toBeVisible();

  // a drawing on this frame, kept with a comment at its moment (issue 35): an arrow by pointer, a box by keys
  await review.getByRole("button", { name: "Draw on this frame" }).click();
  const surface = review.getByRole("button", { name: /^Draw an arrow on the picture\. 0 shapes/ });
  await expect(surface).toBeFocused();
  const area = (await surface.boundingBox())!;
  await page.mouse.move(area.x + area.width * 0.2, area.y + area.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width * 0.5, area.y + area.height * 0.6, { steps: 5 });
  await page.mouse.up();
  await review.getByRole("button", { name: "Box", exact: true }).click();
  await expect(review.getByRole("button", { name: "Box", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await review.getByRole("button", { name: /^Draw a box on the picture\. 1 shape drawn/ }).focus();
  for (const key of ["Enter", "ArrowRight", "ArrowRight", "ArrowDown", "Enter"])
    await page.keyboard.press(key);
  await expect(
    review.getByRole("button", { name: /^Draw a box on the picture\. 2 shapes drawn/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await review.getByRole("button", { name: "Done drawing" }).click();
  await expect(review.getByRole("button", { name: "Change the drawing" })).toBeFocused();
  await expect(review.getByText("2 shapes drawn on the frame at 0:01.")).toBeVisible();
  await review.getByLabel("New comment").fill("Blur this corner");
  await review.getByRole("button", { name: "Comment at 0:01 with the drawing" }).click();
  await expect(comments.getByRole("button", { name: "Show the drawing of comment 3" })).toBeVisible();
  // kept as drawn: an arrow and a box on the frame at 0:01
  const fileId = /\/api\/files\/([\w-]+)\//.exec(
    (await review.locator("video").getAttribute("src")) ?? "",
  )?.[1];
  const saved = await (await page.request.get(`/api/files/${fileId}/comments`)).json();
  const drawn = saved.items.find((c: { body: string }) => c.body === "Blur this corner");
  expect(drawn).toMatchObject({ atMs: 1000, drawing: [{ tool: "arrow" }, { tool: "box" }] });
  // the box went from the middle 10% right and 5% down
  expect(drawn.drawing[1].points).toEqual([0.5, 0.5, 0.6, 0.55]);
  expect(await seriousViolations(page)).toEqual([]);
  await review.getByRole("button", { name: "Request changes" }).click();
  await review.getByRole("button", { name: "Confirm: request changes" }).click();
  // said in the dialog (the toast outside it is hidden from assistive tech while it is open)
  await expect(review.getByRole("status")).toContainText("Changes requested");
  await expect(review.getByRole("button", { name: "Request changes" })).toHaveCount(0);
  await expect(review.getByRole("status")).toBeFocused();
  // (Escape would close the toast first: it is the top layer)
  await review.getByRole("button", { name: "Close" }).click();
  await expect(review).toHaveCount(0);
  await expect(status(page)).toContainText("Pending");

  // the editor sees it live: Pending again, and the open comment on v1
  await expect(status(staff)).toContainText("Pending");
  const staffV1Card = group(staff, "Versions").getByRole("listitem").filter({ hasText: "cut-v1.mp4" });
  await expect(staffV1Card).toContainText("2 open comments");
  await group(staff, "Versions").getByRole("button", { name: "Open v1 · cut-v1.mp4" }).click();
  await expect(staff.getByRole("dialog").getByRole("list", { name: "Comments on this file" })).toContainText(
    "Trim the intro",
  );
  await staff.keyboard.press("Escape");

  // the editor takes it back if the page asks for it, and uploads v2
  const accept = staff.getByRole("button", { name: `Accept ${title}` });
  if (await accept.isVisible()) await accept.click();
  await uploadVersion(staff, v2, "Shorter intro");
  await expect(group(staff, "Versions").getByRole("button", { name: "Open v2 · cut-v2.mp4" })).toBeVisible();

  // the creator sees v2 live and approves it
  const creatorV2 = group(page, "Versions").getByRole("button", { name: "Open v2 · cut-v2.mp4" });
  await expect(creatorV2).toBeVisible();
  await creatorV2.click();
  const review2 = page.getByRole("dialog", { name: /v2 · cut-v2\.mp4/ });
  // v2 beside v1, then over it with a wipe (issue 35): they play and seek as one
  await review2.getByRole("button", { name: "Compare with another version" }).click();
  const compare = review2.getByRole("region", { name: "Compare v2 with v1" });
  await expect(compare.getByLabel("Compare with")).toBeFocused();
  const [lead, other] = [
    compare.getByLabel("Video v2 cut-v2.mp4"),
    compare.getByLabel("Video v1 cut-v1.mp4"),
  ];
  await expect(lead).toBeVisible();
  await expect(other).toBeVisible();
  const at = (video: typeof lead) => video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => lead.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await compare.getByLabel("Position of both").fill("1000");
  await expect.poll(() => at(other)).toBeCloseTo(1, 1);
  await expect(compare.getByText("00:00:01:00", { exact: true })).toBeVisible();
  await compare.getByRole("button", { name: "Wipe" }).click();
  await compare.getByLabel("Wipe position").fill("30");
  await expect(lead.locator("..")).toHaveAttribute("style", /inset\(0px 70% 0px 0px\)|inset\(0 70% 0 0\)/);
  await expect.poll(() => at(lead)).toBeCloseTo(1, 1);
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await compare.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await compare.getByRole("button", { name: "Stop comparing" }).click();
  await expect(review2.getByRole("button", { name: "Compare with another version" })).toBeFocused();
  await review2.getByRole("button", { name: "Approve" }).click();
  await review2.getByRole("button", { name: "Confirm: approve v2" }).click();
  await expect(toast(page)).toContainText("v2 approved");
  await expect(status(page)).toContainText("Completed");
  await expect(page.getByText("Approved version:")).toContainText("v2 · cut-v2.mp4");

  // and the editor sees the project completed with v2 approved, live
  await expect(status(staff)).toContainText("Completed");
  await expect(staff.getByText("Approved version:")).toContainText("v2 · cut-v2.mp4");
  await expect(
    group(staff, "Versions").getByRole("listitem").filter({ hasText: "cut-v2.mp4" }).getByText("Approved"),
  ).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.context().close();
});

test("an upload pauses, resumes, and continues after a page reload", async ({ page }) => {
  const big = path.join(dir, "big-footage.bin");
  // three chunks (the page sends 8 MB a chunk): the smallest file that pauses after one chunk, resumes for the
  // second and is reloaded before the last. The bytes are random (the server keeps them as a file of type 'other')
  const size = 16 * 1024 * 1024 + 1024;
  writeFileSync(big, randomBytes(size));
  const creator = await signUpCreator();
  const id = await newEditingProject(creator, `Big upload ${Date.now()}`);
  await signIn(page, creator, `/creator-dashboard/editing-management/${id}`);
  const gate = await gateUploads(page);

  const raws = group(page, "Raw files");
  let chooser = page.waitForEvent("filechooser");
  await raws.getByRole("button", { name: "Upload raw files" }).first().click();
  await (await chooser).setFiles(big);
  const bar = page.getByRole("progressbar", { name: "Upload of big-footage.bin" });
  await expect(bar).toBeVisible();
  // pause once the first chunk is in (the second waits at the gate)
  gate.allow(1);
  await expect.poll(() => bar.evaluate((p: HTMLProgressElement) => p.value)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Pause upload of big-footage.bin" }).click();
  await expect(raws).toContainText("Paused");
  const paused = await bar.evaluate((p: HTMLProgressElement) => p.value);
  const asked = gate.asked;
  expect(paused).toBeLessThan(size);
  // paused, it gives up the chunk it had sent and asks nothing more: the bar stays where it was
  gate.drop();
  await expect(raws).toContainText("Paused");
  expect(await bar.evaluate((p: HTMLProgressElement) => p.value)).toBe(paused);
  expect(gate.asked).toBe(asked);
  await page.getByRole("button", { name: "Resume upload of big-footage.bin" }).click();
  gate.allow(1);
  await expect.poll(() => bar.evaluate((p: HTMLProgressElement) => p.value)).toBeGreaterThan(paused);

  // a reload in the middle (the last chunk waits at the gate): the page offers to resume, and the same file
  // continues where it stopped
  await page.reload();
  await expect(raws.getByRole("button", { name: "Resume upload of big-footage.bin" })).toBeVisible();
  // the prompt says how much the server holds
  // (at least the first chunk; a paused chunk may have left part of itself)
  await expect(raws).toContainText(
    /big-footage\.bin \(16 MB\) did not finish uploading: (8|9|1\d)(\.\d)? MB of 16 MB \(\d+%\) is on the server/,
  );
  gate.open();
  await page.unroute("**/api/uploads/**");
  chooser = page.waitForEvent("filechooser");
  await raws.getByRole("button", { name: "Resume upload of big-footage.bin" }).click();
  await (await chooser).setFiles(big);
  await expect(raws.getByRole("button", { name: "Open big-footage.bin" })).toBeVisible();
  await expect(raws.getByRole("button", { name: "Resume upload of big-footage.bin" })).toHaveCount(0);
});

test("a manager approves a version on the creator's behalf, warned of its open comment; the editor is told who may", async ({
  browser,
  page,
}) => {
  test.slow();
  const creator = await signUpCreator(`Rita Review ${Date.now()}`);
  const editor = await createStaffUser("editor");
  const manager = await createStaffUser("manager");
  const title = `Behalf ${Date.now()}`;
  const id = await newEditingProject(creator, title);
  const editorApi = await apiAs(editor);
  expect((await editorApi.post(`/api/editing-projects/${id}/accept`)).ok()).toBe(true);
  await editorApi.dispose();
  const image = path.join(dir, "cut-still.png");
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc=size=320x240", "-frames:v", "1", image],
  ]);

  // the editor uploads v1; opened, it offers them no review, and says who may
  const staff = await signedInPage(browser, editor, `/editor-dashboard/projects/${id}`);
  await uploadVersion(staff, image, "First cut");
  await group(staff, "Versions").getByRole("button", { name: "Open v1 · cut-still.png" }).click();
  const staffReview = staff.getByRole("dialog", { name: /v1 · cut-still\.png/ });
  await expect(staffReview).toContainText(
    "Only the creator of the project, or a manager on their behalf, can approve a version or request changes.",
  );
  await expect(staffReview.getByRole("button", { name: "Approve" })).toHaveCount(0);
  // a pin placed by keyboard anywhere: the arrows move it (announced), Enter keeps it
  const placer = staffReview.getByRole("button", { name: "Place a pin on the image for a new comment" });
  await placer.focus();
  for (const key of ["ArrowRight", "ArrowRight", "ArrowDown", "Shift+ArrowDown"])
    await staff.keyboard.press(key);
  await expect(staffReview.getByText("The new pin is 60% across and 56% down.")).toBeAttached();
  await staff.keyboard.press("Enter");
  await staffReview.getByRole("textbox", { name: "New comment" }).fill("Colour check pending");
  await staffReview.getByRole("button", { name: "Comment at the pin" }).click();
  await expect(staffReview.getByRole("list", { name: "Comments on this file" })).toContainText(
    "Colour check",
  );
  const pin1 = staffReview.getByRole("button", { name: /^Pin 1: Colour check/ });
  await expect(pin1).toHaveAttribute("style", /left: 60%; top: 56%/);
  // the image fits the viewer, whole
  const shown = await staffReview.getByRole("img", { name: "cut-still.png" }).boundingBox();
  expect(shown!.height).toBeLessThanOrEqual((staff.viewportSize()?.height ?? 720) * 0.6 + 1);
  // Resolve: the focus stays on the button, which now reopens
  await staffReview.getByRole("button", { name: "Resolve comment 1" }).click();
  await expect(staffReview.getByRole("button", { name: "Reopen comment 1" })).toBeFocused();
  await staffReview.getByRole("button", { name: "Reopen comment 1" }).click();
  await expect(staffReview.getByRole("button", { name: "Resolve comment 1" })).toBeFocused();
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.context().close();

  // the manager, on a phone: the review is theirs to give for the creator, and warns of the open comment
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, manager, `/creator-dashboard/editing-management/${id}`);
  await group(page, "Versions").getByRole("button", { name: "Open v1 · cut-still.png" }).click();
  const review = page.getByRole("dialog", { name: /v1 · cut-still\.png/ });
  const mine = review.getByRole("region", { name: "Your review of v1" });
  await expect(mine).toContainText(`for ${creator.name}: the history records it as on their behalf`);
  await mine.getByRole("button", { name: "Approve" }).click();
  await expect(mine).toContainText(
    `1 comment is still open. Approve v1 on behalf of ${creator.name} all the same?`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await mine.getByRole("button", { name: "Confirm: approve v1" }).click();
  await expect(toast(page)).toContainText("v1 approved");
  await expect(review).toHaveCount(0);
  await expect(status(page)).toContainText("Completed");
  await expect(page.getByText("Approved version:")).toContainText("v1 · cut-still.png");
  // the history names the manager and the creator they approved for
  await expect(page.getByText(`Approved v1 on behalf of ${creator.name}`)).toBeVisible();
});

/** `n` small files of random bytes, as a file chooser takes them. */
const smallFiles = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({
    name: `${prefix}-${String(i + 1).padStart(2, "0")}.bin`,
    mimeType: "application/octet-stream",
    buffer: randomBytes(20_000 + i),
  }));

test("twelve files at once: three at a time, one summary, Cancel moves the focus on, and they upload on while the person works elsewhere", async ({
  page,
}) => {
  test.slow();
  const creator = await signUpCreator();
  const id = await newEditingProject(creator, `Many files ${Date.now()}`);
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, creator, `/creator-dashboard/editing-management/${id}`);
  const refused: string[] = [];
  page.on("response", (res) => {
    if (res.status() === 429) refused.push(res.url());
  });
  const gate = await gateUploads(page);
  const raws = group(page, "Raw files");
  const chooser = page.waitForEvent("filechooser");
  await raws.getByRole("button", { name: "Upload raw files" }).first().click();
  await (await chooser).setFiles(smallFiles(12, "clip"));

  // the server's three at once, the others waiting their turn; no error, one summary
  const tray = page.getByRole("region", { name: "Uploads" });
  await expect(tray.getByRole("status")).toHaveText("0 of 12 uploaded");
  await expect.poll(() => gate.asked).toBe(3);
  const rows = raws.getByRole("list", { name: "Uploads of raw files" });
  await expect(rows).toContainText("7 more files wait their turn");
  await expect(rows).toContainText("Waiting");
  await expect(raws.getByText(/under way/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // a Cancel: the focus goes to the next row's Cancel, not to the page
  await rows.getByRole("button", { name: "Cancel upload of clip-01.bin" }).click();
  await expect(
    rows.getByRole("button", { name: /^Cancel upload of clip-0[2-4]\.bin$/ }).first(),
  ).toBeFocused();
  await expect(tray.getByRole("status")).toHaveText("0 of 11 uploaded");

  // the creator goes on to their dashboard: the tray goes with them, and the uploads finish there
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Creator Dashboard" })
    .click();
  await expect(page).toHaveURL(/\/creator-dashboard$/);
  await expect(tray.getByRole("link", { name: "Open the project" })).toBeVisible();
  gate.open();
  await expect(tray.getByRole("status")).toHaveText("11 of 11 uploaded");
  expect(refused).toEqual([]);
  await page.goBack();
  await expect(raws).toContainText("11 files");
  await tray.getByRole("button", { name: "Close the uploads" }).click();
  await expect(tray).toHaveCount(0);

  // another batch, cancelled all at once: nothing more arrives, and the focus stays in the tray
  const gateAgain = await gateUploads(page);
  const again = page.waitForEvent("filechooser");
  await raws.getByRole("button", { name: "Upload raw files" }).first().click();
  await (await again).setFiles(smallFiles(5, "take"));
  await expect(tray.getByRole("status")).toHaveText("0 of 5 uploaded");
  await tray.getByRole("button", { name: "Cancel all" }).click();
  await expect(tray.getByRole("status")).toHaveText("0 of 0 uploaded, 5 cancelled");
  await expect(tray.getByRole("button", { name: "Close the uploads" })).toBeFocused();
  gateAgain.open();
  await expect(raws.getByRole("list", { name: "Uploads of raw files" })).toHaveCount(0);
  await page.reload();
  await expect(raws).toContainText("11 files");
});

test("uploads stopped by a lost connection start again by themselves when it comes back", async ({
  page,
  context,
}) => {
  test.slow();
  const creator = await signUpCreator();
  const id = await newEditingProject(creator, `Offline ${Date.now()}`);
  await signIn(page, creator, `/creator-dashboard/editing-management/${id}`);
  const raws = group(page, "Raw files");
  await expect(raws.getByRole("button", { name: "Upload raw files" }).first()).toBeVisible();
  await context.setOffline(true);
  const chooser = page.waitForEvent("filechooser");
  await raws.getByRole("button", { name: "Upload raw files" }).first().click();
  await (await chooser).setFiles(smallFiles(2, "offline"));
  const tray = page.getByRole("region", { name: "Uploads" });
  await expect(tray.getByRole("status")).toHaveText("0 of 2 uploaded, 2 stopped", { timeout: 15_000 });
  await context.setOffline(false);
  await expect(tray.getByRole("status")).toHaveText("2 of 2 uploaded", { timeout: 15_000 });
  await expect(raws.getByRole("button", { name: "Open offline-02.bin" })).toBeVisible();
});

test("301 raw files upload without a step each, and every one is reachable: the newest, all of them by page, by name, as a list", async ({
  page,
}) => {
  // 301 uploads through the queue, three at a time: the run's longest wait is the uploads themselves
  test.setTimeout(180_000);
  const creator = await signUpCreator();
  const id = await newEditingProject(creator, `Three hundred ${Date.now()}`);
  await signIn(page, creator, `/creator-dashboard/editing-management/${id}`);
  const raws = group(page, "Raw files");
  const chooser = page.waitForEvent("filechooser");
  await raws.getByRole("button", { name: "Upload raw files" }).first().click();
  const files = Array.from({ length: 301 }, (_, i) => ({
    name: `take-${String(i + 1).padStart(3, "0")}.bin`,
    mimeType: "application/octet-stream",
    buffer: randomBytes(512 + i),
  }));
  await (await chooser).setFiles(files);
  const tray = page.getByRole("region", { name: "Uploads" });
  await expect(tray.getByRole("status")).toHaveText("301 of 301 uploaded", { timeout: 150_000 });
  await expect(raws).toContainText("301 files");

  // the newest six, and the way to all of them
  const grid = raws.getByRole("list", { name: "Raw files" });
  await expect(grid.getByRole("listitem")).toHaveCount(6);
  await raws.getByRole("button", { name: "Show all 301 raw files" }).click();
  await expect(grid.getByRole("listitem")).toHaveCount(24);
  const pager = raws.getByRole("navigation", { name: "Raw files pages" });
  await expect(pager).toContainText("Page 1 of 13");
  await pager.getByRole("button", { name: /Next/ }).click();
  await expect(pager).toContainText("Page 2 of 13");

  // by name, in order, and as a list
  await raws.getByLabel("Sort raw files").selectOption("name");
  await expect(grid.getByRole("listitem").first()).toContainText("take-001.bin");
  await raws.getByRole("searchbox", { name: "Search raw files by name" }).fill("take-29");
  await expect(raws).toContainText("10 matches");
  await raws.getByRole("button", { name: "List" }).click();
  await expect(raws.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await expect(grid.getByRole("listitem")).toHaveCount(10);
  await expect(grid.getByRole("listitem").first()).toContainText("take-290.bin");
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await seriousViolations(page)).toEqual([]);
  await grid.getByRole("button", { name: "Open take-295.bin" }).click();
  await expect(page.getByRole("dialog", { name: /take-295\.bin/ })).toBeVisible();
});
