import { readFileSync } from "node:fs";
import { expect, request, test } from "@playwright/test";
import {
  apiSession,
  baseURL,
  createStaffUser,
  problemsAtEveryWidth,
  seriousViolations,
  signIn,
  signUpCreator,
  toast,
} from "./fixtures";

/*
 * Issue 19, the work on a deal: a manager, on the deal's page (the pipeline's page, which renders these
 * panels), uploads a contract (and an internal invoice), adds a deliverable linked to the creator's editing
 * project; the creator, in another browser, sees the deal, its payout, the deliverable and the contract
 * appear live on their Deals page (never the agency's notes nor the internal invoice), downloads the
 * contract, marks the deliverable submitted with its link; the manager sees it live and approves it; the
 * creator's home shows the next due deliverable. The brand and the deal are made through the pipeline's
 * POST /api/brands and POST /api/deals.
 */

/** A calendar date `days` from today, as YYYY-MM-DD (a few days off: no time zone decides the test). */
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n");

test("a manager's contract and deliverable reach the creator live; the creator submits the deliverable", async ({
  browser,
  page,
}) => {
  // a story in several steps, live between two browsers or through a walk at every width: 20-40 s alone on
  // the two-core machine, so three times Playwright's 30 s (ADR 028, "Stories")
  test.slow();
  const [creator, manager] = await Promise.all([signUpCreator(), createStaffUser("manager")]);
  const boss = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await apiSession(boss, manager);

  // the creator's editing project, and their Deals page, empty at first
  await signIn(page, creator, "/creator-dashboard/deals");
  const me = await (await page.context().request.get("/api/me/profile")).json();
  const edit = await page.context().request.post("/api/editing-projects", {
    headers: { origin: baseURL },
    data: { title: "Sponsored unboxing cut", submittedFileUrl: "https://drive.example.com/raw.mp4" },
  });
  expect(edit.status()).toBe(201);
  await expect(page.getByText("No deals yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Deals", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // the manager signs a brand for them: the deal appears with its payout, without a reload
  const brand = await (await boss.post("/api/brands", { data: { name: "Acme Snacks" } })).json();
  const made = await boss.post("/api/deals", {
    data: {
      brandId: brand.id,
      creatorId: me.id,
      title: "Spring unboxing",
      valueMinor: 250_000,
      currency: "USD",
      commissionBps: 2000,
      notes: "Agency only: they opened at $3,000",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const deal = await made.json();
  // a compact list grouped by stage (issue 35): the deal in its stage, its payout; the rest on Details
  const stage = page.getByRole("list", { name: "Your deals: Lead" });
  const article = stage.getByRole("article", { name: "Spring unboxing" });
  await expect(article).toBeVisible();
  await expect(article).toContainText("Acme Snacks");
  await expect(article.getByText("$2,000.00")).toBeVisible();
  await article.getByRole("button", { name: "Details of Spring unboxing" }).click();
  await expect(article.getByRole("button", { name: "Hide the details of Spring unboxing" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(article).toContainText("20% · $500.00");
  await expect(page.getByText("Agency only")).toHaveCount(0);

  // the manager, on the deal's page in another browser: a contract PDF (its type told by its content, not
  // its name), an internal invoice, and a deliverable linked to the creator's editing project
  const office = await (await browser.newContext()).newPage();
  await signIn(office, manager, `/talent-dashboard/deals/${deal.id}`);
  const uploadForm = office.getByRole("form", { name: "Upload a document" });
  await uploadForm
    .getByLabel("File")
    .setInputFiles({ name: "Acme contract.pdf", mimeType: "application/octet-stream", buffer: PDF });
  await uploadForm.getByRole("button", { name: "Upload" }).click();
  await expect(toast(office)).toContainText("Document uploaded");
  const officeDocuments = office.getByRole("table", { name: "Documents" });
  await expect(officeDocuments.getByRole("row", { name: /Acme contract\.pdf/ })).toContainText("Can see it");
  await uploadForm
    .getByLabel("File")
    .setInputFiles({ name: "internal.pdf", mimeType: "application/pdf", buffer: PDF });
  await uploadForm.getByLabel("Kind").selectOption("Invoice");
  await uploadForm.getByLabel("Creator can see it").uncheck();
  await uploadForm.getByRole("button", { name: "Upload" }).click();
  await expect(officeDocuments.getByRole("row", { name: /internal\.pdf/ })).toContainText("Agency only");
  // a text file named .pdf is refused by its content, with the reason under the field
  await uploadForm
    .getByLabel("File")
    .setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf") });
  await uploadForm.getByRole("button", { name: "Upload" }).click();
  await expect(uploadForm).toContainText("Only PDF files and PNG, JPEG, WebP or GIF images can be uploaded.");

  await office.getByRole("button", { name: "Add deliverable" }).click();
  const addDialog = office.getByRole("dialog", { name: "Add a deliverable" });
  await addDialog.getByLabel("Kind").selectOption("Dedicated video");
  await addDialog.getByLabel("Platform").selectOption("YouTube");
  await addDialog.getByLabel("Due date").fill(dateIn(-3));
  await addDialog
    .getByLabel("Linked request")
    .selectOption({ label: "Editing: Sponsored unboxing cut (Pending)" });
  await addDialog.getByRole("button", { name: "Add deliverable" }).click();
  await expect(toast(office)).toContainText("Deliverable added");
  const officeRow = office
    .getByRole("table", { name: "Deliverables" })
    .getByRole("row", { name: /Dedicated video/ });
  await expect(officeRow).toContainText("Sponsored unboxing cut");
  await expect(officeRow).toContainText("Overdue");
  expect(await seriousViolations(office)).toEqual([]);

  const deliverables = article.getByRole("region", { name: "Deliverables of Spring unboxing" });
  const row = deliverables.getByRole("row", { name: /Dedicated video/ });
  await expect(row).toContainText("YouTube");
  await expect(row).toContainText("Overdue");
  await expect(row).toContainText("To do");
  await expect(row).toContainText("Sponsored unboxing cut");
  await expect(row).toContainText("Pending");
  const contract = article.getByRole("link", { name: "Acme contract.pdf" });
  await expect(contract).toBeVisible();
  await expect(article.getByText("internal.pdf")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // the deal, its table of deliverables and its documents fit every width from 320 px (cards on a phone)
  expect(await problemsAtEveryWidth(page)).toEqual({});
  await page.setViewportSize({ width: 1280, height: 800 });

  // the contract downloads as the file that was uploaded
  const downloading = page.waitForEvent("download");
  await contract.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Acme contract.pdf");
  expect(readFileSync((await download.path())!)).toEqual(PDF);

  // the creator marks it submitted, with the link
  await row.getByRole("button", { name: "Mark as submitted: Dedicated video on YouTube" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark as submitted" });
  await dialog.getByRole("button", { name: "Submit for approval" }).click();
  await expect(dialog).toContainText("Give the link of what you submit");
  await dialog.getByLabel("Link").fill("https://youtu.be/draft-cut");
  await dialog.getByRole("button", { name: "Submit for approval" }).click();
  await expect(toast(page)).toContainText("Submitted for approval");
  await expect(row).toContainText("Submitted for approval");
  await expect(row).toContainText("youtu.be/draft-cut");
  await expect(row.getByRole("button", { name: /Mark as submitted/ })).toHaveCount(0);

  // the manager (the deal's owner) heard of it
  const notices = await (await boss.get("/api/me/notifications")).json();
  expect(notices.items.map((n: { title: string }) => n.title)).toContain(
    `${creator.name} submitted Dedicated video for Spring unboxing`,
  );

  // the manager sees the submission live, and approves it in the edit dialog: the creator's page follows
  await expect(officeRow).toContainText("Submitted for approval");
  await officeRow.getByRole("button", { name: "Edit Dedicated video on YouTube" }).click();
  const editDialog = office.getByRole("dialog", { name: "Edit deliverable" });
  await editDialog.getByLabel("Status").selectOption("Approved");
  await editDialog.getByRole("button", { name: "Save deliverable" }).click();
  await expect(officeRow).toContainText("Approved");
  // and deletes the internal invoice after confirming
  await officeDocuments.getByRole("button", { name: "Delete internal.pdf" }).click();
  await office
    .getByRole("alertdialog", { name: "Delete internal.pdf?" })
    .getByRole("button", { name: "Delete document" })
    .click();
  await expect(officeDocuments.getByRole("row", { name: /internal\.pdf/ })).toHaveCount(0);
  await expect(row).toContainText("Approved");
  await expect(row).not.toContainText("Overdue");

  // the home card: the next due deliverable (a new one, due in a week)
  await boss.post(`/api/deals/${deal.id}/deliverables`, {
    data: { kind: "short", platform: "TikTok", dueDate: dateIn(7) },
  });
  await page.getByRole("link", { name: "Creator Dashboard" }).click();
  const card = page.getByRole("region", { name: "Brand deals" });
  await expect(card).toContainText("Short on TikTok");
  await expect(card).toContainText("Spring unboxing · Acme Snacks");
  await expect(card.getByText("Overdue")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole("link", { name: "View your deals" }).click();
  await expect(page).toHaveURL(/\/creator-dashboard\/deals$/);
  await boss.dispose();
});
