import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { apiAs, signIn, signUpCreator, toast } from "./fixtures";

/*
 * Issue 31: the browser suite runs against `npm start` (playwright.config.ts), the server as it ships, with its
 * heap cap. The work that server hands to its worker threads is done there: a CSV import is parsed, an
 * image's thumbnail and a video's poster are made (the threads once refused to start under the cap:
 * ERR_WORKER_INVALID_EXEC_ARGV).
 */

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-shipped-e2e-"));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file made by ffmpeg from its test source: a one-second video, or one frame of it as a PNG. */
function ffmpegFile(name: string, output: string[]) {
  const file = path.join(dir, name);
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc=duration=1:size=160x120:rate=10"],
    ...output,
    file,
  ]);
  return file;
}

test("under npm start: a CSV import's figures, an image's thumbnail, a video's poster and duration", async ({
  page,
}) => {
  const image = ffmpegFile("still.png", ["-frames:v", "1"]);
  const video = ffmpegFile("clip.mp4", ["-pix_fmt", "yuv420p", "-movflags", "+faststart"]);
  const creator = await signUpCreator("Shipped Creator");
  const api = await apiAs(creator);
  const channel = await api.post("/api/me/channels", {
    data: { name: "Shipped Plays", platform: "youtube", url: "https://www.youtube.com/@shipped" },
  });
  expect(channel.ok(), await channel.text()).toBe(true);
  const project = await api.post("/api/editing-projects", {
    data: {
      title: "Shipped files",
      submittedFileUrl: "https://drive.example.com/raw.mp4",
      description: "Cut",
    },
  });
  expect(project.ok(), await project.text()).toBe(true);
  const { id } = (await project.json()) as { id: string };

  // the CSV, parsed in a worker thread: previewed, imported, its figures shown
  await signIn(page, creator, "/creator-dashboard/performance");
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const importCard = page.locator("#import");
  await importCard.getByLabel("CSV file").setInputFiles({
    name: "export.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Date,Views\n${yesterday},1200\n${today},1300\n`),
  });
  await importCard.getByRole("button", { name: "Preview" }).click();
  await importCard.getByRole("button", { name: "Import 2 days into Shipped Plays" }).click();
  await expect(toast(page)).toContainText("Figures imported.");
  await expect(page.getByRole("table", { name: "Channels" })).toContainText("2 days");
  await expect(page.getByRole("button", { name: /^Views/ })).toContainText("2,500");

  // an image and a video: the image's thumbnail and the video's poster made in a worker thread
  await page.goto(`/creator-dashboard/editing-management/${id}`);
  const raw = page.getByRole("region", { name: "Raw files" });
  const chooser = page.waitForEvent("filechooser");
  await raw.getByRole("button", { name: "Upload raw files" }).first().click();
  await (await chooser).setFiles([image, video]);
  for (const name of ["still.png", "clip.mp4"]) {
    const preview = raw.getByRole("button", { name: `Open ${name}` }).locator("img");
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  const files = await api.get(`/api/editing-projects/${id}/files`);
  expect(files.ok()).toBe(true);
  const items = (
    (await files.json()) as { items: { name: string; previewStatus: string; durationMs: number | null }[] }
  ).items;
  expect(items.find((file) => file.name === "still.png")).toMatchObject({ previewStatus: "ready" });
  const clip = items.find((file) => file.name === "clip.mp4");
  expect(clip).toMatchObject({ previewStatus: "ready" });
  expect(clip?.durationMs).toBeGreaterThanOrEqual(900);
  expect(clip?.durationMs).toBeLessThanOrEqual(1100);
  await api.dispose();
});
