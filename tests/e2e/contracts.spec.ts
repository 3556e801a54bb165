import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type Browser, expect, test } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
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
import { readable, waitForMail } from "./mailbox";

/*
 * Issue 37: a deal's contract signed inside CreatorDesk. The manager prepares it from the template; the brand
 * signs from the emailed link (a fresh browser, no account); the creator signs from their dashboard (a drawn
 * signature); the manager signs last; the deal shows Contracted and the sealed PDF downloads, and poppler's
 * pdfsig verifies its signature.
 */

const run = promisify(execFile);
let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-contract-e2e-"));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function signedInPage(browser: Browser, user: TestUser, where: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user, where);
  return page;
}

test("a contract prepared from the template is signed by the brand, the creator and the agency in order, sealed, and the deal is Contracted", async ({
  browser,
  page,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const brandEmail = `bea-${tag}@acme.test`;
  const [manager, creator] = await Promise.all([createStaffUser("manager"), signUpCreator(`Cora ${tag}`)]);

  const boss = await apiAs(manager);
  const brand = await (
    await boss.post("/api/brands", {
      data: { name: `Acme ${tag}`, contacts: [{ name: "Bea Brand", email: brandEmail }] },
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
        stage: "Negotiating",
      },
    })
  ).json();
  await boss.post(`/api/deals/${deal.id}/deliverables`, {
    data: { kind: "dedicated_video", platform: "YouTube", dueDate: "2030-01-01" },
  });
  await boss.dispose();

  // the manager prepares it from the template: the brand's contact, the creator, then themself
  await signIn(page, manager, `/talent-dashboard/deals/${deal.id}`);
  await page.getByRole("button", { name: "Prepare a contract" }).click();
  const dialog = page.getByRole("dialog", { name: "Prepare a contract" });
  await expect(dialog.getByLabel("Their email")).toHaveValue(brandEmail);
  await expect(dialog.getByLabel("The manager who signs")).toHaveValue(/.+/);
  await expect(dialog.getByText(`${creator.name} signs from their dashboard.`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Send for signature" }).click();
  await expect(toast(page)).toContainText("Contract sent for signature");
  const contracts = page.getByRole("list", { name: "Contracts" });
  await expect(contracts).toContainText("Out for signature");
  await expect(contracts).toContainText("Bea Brand");

  // the brand, from the emailed link, without an account
  const mail = await waitForMail(brandEmail);
  const link = /https?:\/\/[^\s"<]+\/sign\/[\w-]{43}/.exec(readable(mail.body))?.[0];
  expect(link).toBeTruthy();
  const brandPage = await (await browser.newContext()).newPage();
  const response = await brandPage.goto(new URL(link!).pathname);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(
    brandPage.getByRole("heading", { level: 1, name: `Sponsorship agreement: Spring ${tag}` }),
  ).toBeVisible();
  await expect(brandPage.getByRole("list", { name: "Signers, in order" })).toContainText("To sign now");
  for (const width of [375, 1280]) {
    await brandPage.setViewportSize({ width, height: 800 });
    expect(await seriousViolations(brandPage)).toEqual([]);
  }
  expect(await problemsAtEveryWidth(brandPage, [375])).toEqual({});
  const form = brandPage.getByRole("form", { name: "Sign the contract" });
  await form.getByRole("button", { name: "Sign the contract" }).click();
  await expect(form.getByText("Type your full name")).toBeVisible();
  await form.getByLabel("Your full name").fill("Someone Else");
  await form.getByLabel("Type your signature").fill("Bea Brand");
  await form.getByLabel(/I agree to sign this contract electronically/).check();
  await form.getByRole("button", { name: "Sign the contract" }).click();
  await expect(form.getByText("Type your name exactly as the contract has it.")).toBeVisible();
  await form.getByLabel("Your full name").fill("Bea Brand");
  await form.getByRole("button", { name: "Sign the contract" }).click();
  await expect(brandPage.getByRole("heading", { name: "You signed" })).toBeVisible();

  // the creator, from their deals: a drawn signature
  const creatorPage = await signedInPage(browser, creator, "/creator-dashboard/deals");
  const toSign = creatorPage.getByRole("region", { name: /Contracts to sign/ });
  await toSign
    .getByRole("link", { name: `Review and sign Sponsorship agreement: Spring ${tag} for Spring ${tag}` })
    .click();
  await expect(
    creatorPage.getByRole("heading", { level: 1, name: `Sponsorship agreement: Spring ${tag}` }),
  ).toBeVisible();
  const creatorForm = creatorPage.getByRole("form", { name: "Sign the contract" });
  await creatorForm.getByLabel("Your full name").fill(creator.name);
  await creatorForm.getByRole("button", { name: "Draw" }).click();
  const pad = creatorForm.getByRole("img", { name: "Draw your signature" });
  const box = (await pad.boundingBox())!;
  await creatorPage.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await creatorPage.mouse.down();
  await creatorPage.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.2, { steps: 8 });
  await creatorPage.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.6, { steps: 8 });
  await creatorPage.mouse.up();
  await creatorForm.getByLabel(/I agree to sign this contract electronically/).check();
  await creatorForm.getByRole("button", { name: "Sign the contract" }).click();
  await expect(creatorPage.getByRole("heading", { name: "You signed" })).toBeVisible();
  await expect(creatorPage.getByRole("list", { name: "Signers, in order" })).toContainText("To sign now");

  // the manager signs last, from the deal: sealed, and the deal is Contracted
  await page.reload();
  await page.getByRole("link", { name: "Sign now" }).click();
  const managerForm = page.getByRole("form", { name: "Sign the contract" });
  await managerForm.getByLabel("Your full name").fill(manager.name);
  await managerForm.getByLabel("Type your signature").fill(manager.name);
  await managerForm.getByLabel(/I agree to sign this contract electronically/).check();
  await managerForm.getByRole("button", { name: "Sign the contract" }).click();
  await expect(page.getByRole("heading", { name: "Signed by everyone and sealed" })).toBeVisible();

  await page.goto(`/talent-dashboard/deals/${deal.id}`);
  await expect(page.getByRole("list", { name: "Contracts" })).toContainText("Signed and sealed");
  await expect(page.getByText("Contracted").first()).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the signed PDF" }).click();
  const file = path.join(dir, "sealed.pdf");
  await (await download).saveAs(file);
  const { stdout } = await run("pdfsig", [file]);
  expect(stdout).toContain("Signature Validation: Signature is Valid.");

  // the brand's link now shows it sealed, and the creator sees it among the deal's documents
  await brandPage.reload();
  await expect(brandPage.getByRole("heading", { name: "Signed by everyone and sealed" })).toBeVisible();
});

test("a contract from the deal's own PDF: the signature box placed on its drawn page by keyboard, signed where it was put", async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const [manager, creator] = await Promise.all([createStaffUser("manager"), signUpCreator(`Uma ${tag}`)]);
  const boss = await apiAs(manager);
  const brand = await (await boss.post("/api/brands", { data: { name: `Bolt ${tag}` } })).json();
  const people = await (
    await boss.get(`/api/deal-people?role=creator&search=${encodeURIComponent(creator.name)}`)
  ).json();
  const deal = await (
    await boss.post("/api/deals", {
      data: {
        brandId: brand.id,
        creatorId: people.items[0].id,
        title: `Paper ${tag}`,
        valueMinor: 1000,
        currency: "EUR",
      },
    })
  ).json();
  await boss.dispose();

  // the brand's own paper, two pages, uploaded to the deal's documents
  const paper = await PDFDocument.create();
  const font = await paper.embedFont(StandardFonts.Helvetica);
  for (const text of ["Their terms", "Sign below"])
    paper.addPage([595, 842]).drawText(text, { x: 60, y: 760, size: 24, font });
  await signIn(page, manager, `/talent-dashboard/deals/${deal.id}`);
  const uploadForm = page.getByRole("form", { name: "Upload a document" });
  await uploadForm.getByLabel("File").setInputFiles({
    name: "their-paper.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await paper.save()),
  });
  await uploadForm.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("row", { name: /their-paper\.pdf/ })).toBeVisible();

  await page.getByRole("button", { name: "Prepare a contract" }).click();
  const dialog = page.getByRole("dialog", { name: "Prepare a contract" });
  await dialog.getByLabel("One of the deal's PDFs").check();
  await dialog.getByLabel("The PDF to sign").selectOption({ label: "their-paper.pdf" });
  // only the agency signs this one
  await dialog.getByRole("button", { name: "Remove signer 1" }).click();
  await dialog.getByRole("button", { name: "Remove signer 1" }).click();
  // the second page, drawn; the box moved down by keyboard
  await dialog.getByLabel(/^Page of .+'s signature$/).fill("2");
  await expect(dialog.getByRole("img", { name: "Page 2 of the PDF" })).toBeVisible();
  await expect(dialog.getByText("of 2")).toBeVisible();
  const box = dialog.getByRole("slider", { name: /^Signature box of / });
  await box.focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Shift+ArrowUp");
  await expect(box).toHaveAttribute("aria-valuetext", "Page 2, 8% from the left, 65% from the top");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Send for signature" }).click();
  await expect(toast(page)).toContainText("Contract sent for signature");

  await page.getByRole("link", { name: "Sign now" }).click();
  const form = page.getByRole("form", { name: "Sign the contract" });
  await expect(page.getByRole("img", { name: /page 2 of 2$/ })).toBeVisible();
  await form.getByLabel("Your full name").fill(manager.name);
  await form.getByLabel("Type your signature").fill(manager.name);
  await form.getByLabel(/I agree to sign this contract electronically/).check();
  await form.getByRole("button", { name: "Sign the contract" }).click();
  await expect(page.getByRole("heading", { name: "Signed by everyone and sealed" })).toBeVisible();

  // the sealed PDF: the signature on page 2 where the box was, then the certificate page
  await page.goto(`/talent-dashboard/deals/${deal.id}`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the signed PDF" }).click();
  const file = path.join(dir, "sealed-upload.pdf");
  await (await download).saveAs(file);
  expect((await run("pdfsig", [file])).stdout).toContain("Signature Validation: Signature is Valid.");
  const secondPage = (await run("pdftotext", ["-f", "2", "-l", "2", file, "-"])).stdout;
  expect(secondPage).toContain(`${manager.name}, signed`);
  expect((await run("pdftotext", ["-f", "3", "-l", "3", file, "-"])).stdout).toContain(
    "Certificate of signing",
  );
});
