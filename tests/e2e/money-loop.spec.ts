import { expect, type Page } from "@playwright/test";
import {
  apiAs,
  createStaffUser,
  problemsAtEveryWidth,
  recordDeal,
  seriousViolations,
  signIn,
  signUpCreator,
  test,
  toast,
} from "./fixtures";

/*
 * The money loop (issue 38): a manager invoices a contracted deal, downloads the PDF, records a partial then
 * a final payment; the deal is Paid; the creator sees what is owed on their statement live; the manager pays
 * the creator out; the statement shows it paid. In EUR, for this creator alone on the shared server.
 */

const owed = (page: Page) => page.getByRole("definition").filter({ hasText: /^€/ }).first();

async function recordPayment(page: Page, amount: string) {
  await page.getByRole("button", { name: "Record payment" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Amount (EUR)").fill(amount);
  await dialog.getByLabel("Reference (optional)").fill(`TX ${amount}`);
  await dialog.getByRole("button", { name: "Record payment" }).click();
  await expect(dialog).toBeHidden();
}

test("a manager invoices a deal, is paid in two payments, and pays the creator from their statement", async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const [manager, creator] = await Promise.all([
    createStaffUser("manager", `Mona Money ${tag}`),
    signUpCreator(`Cora Cash ${tag}`),
  ]);
  // the creator's talent manager: a share of the commission is theirs
  const managerApi = await apiAs(manager);
  const creatorApi = await apiAs(creator);
  const creatorId = (await (await creatorApi.get("/api/me/profile")).json()).id;
  const managerId = (await (await managerApi.get("/api/me/profile")).json()).id;
  const assigned = await managerApi.put(`/api/admin/roster/${creatorId}/manager`, { data: { managerId } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const title = `Summer video ${tag}`;
  const dealId = await recordDeal({
    creator,
    title,
    valueMinor: 100_000,
    currency: "EUR",
    stage: "Contracted",
    brandName: `Brand ${tag}`,
  });

  // on this deal the manager's share is 25% of the commission (their default: 20%)
  await signIn(page, manager, `/talent-dashboard/deals/${dealId}`);
  const split = page.getByRole("definition");
  await expect(split.filter({ hasText: "€40.00" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Manager's share on this deal" }).click();
  await page.getByRole("dialog").getByLabel("Share of the commission %").fill("25");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Share set to 25%");
  await expect(split.filter({ hasText: "€50.00" }).first()).toBeVisible();

  // the manager drafts and issues the invoice: the deal's fee, 20% tax, Net 15
  const invoices = page.getByRole("table", { name: "The deal's invoices" });
  await page.getByRole("button", { name: "New invoice" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Line 1: description")).toHaveValue(title);
  await expect(dialog.getByLabel("Unit price (EUR)")).toHaveValue("1000.00");
  await dialog.getByLabel("Tax rate %").fill("20");
  await dialog.getByLabel("Payment terms").selectOption("Net 15");
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expect(invoices.getByRole("row").filter({ hasText: "Draft" })).toContainText("€1,200.00");
  await page.getByRole("button", { name: "Issue invoice" }).click();
  await expect(toast(page)).toContainText(/Invoice \d{4}-\d{4} issued/);
  const row = invoices.getByRole("row").filter({ hasText: "Issued" });
  await expect(row).toContainText(/\d{4}-\d{4}/);
  // issuing took the deal to Invoiced
  await expect(page.getByText("Invoiced", { exact: true }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // its PDF downloads
  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: /Download PDF of invoice/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoice-\d{4}-\d{4}\.pdf$/);
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe("%PDF-");

  // the creator watches their statement meanwhile
  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  await signIn(creatorPage, creator, "/creator-dashboard/deals");
  const statement = creatorPage.locator("#statement");
  await expect(statement.getByText("Nothing earned or owed yet.")).toBeVisible();

  // the revenue page, open beside: what the brand owes
  const revenue = await page.context().newPage();
  await revenue.goto("/talent-dashboard/revenue?currency=EUR");
  const figure = (label: string) =>
    revenue.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(figure("Due on issued invoices")).toHaveText("€1,200.00");

  // a partial payment, then more than is due is refused, then the rest
  await recordPayment(page, "500");
  await expect(invoices.getByRole("row").filter({ hasText: "Partially paid" })).toContainText("€700.00");
  await expect(figure("Due on issued invoices")).toHaveText("€700.00");
  await page.getByRole("button", { name: "Record payment" }).click();
  await page.getByRole("dialog").getByLabel("Amount (EUR)").fill("700.01");
  await page.getByRole("dialog").getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("dialog").getByText("That is more than is due: €700.00.")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  // a credit note is never more than is due: €600 taxed at 20% is €720
  await page.getByRole("button", { name: "Credit note" }).click();
  const creditDialog = page.getByRole("dialog");
  await creditDialog.getByLabel("What is taken off").fill("One short dropped");
  await creditDialog.getByLabel("Amount before tax (EUR)").fill("600");
  await creditDialog.getByRole("button", { name: "Issue credit note" }).click();
  await expect(creditDialog.getByText("A credit note cannot be more than is still due.")).toBeVisible();
  await creditDialog.getByRole("button", { name: "Cancel" }).click();
  await recordPayment(page, "700");
  await expect(invoices.getByRole("row").filter({ hasText: "Paid" })).toContainText("€0.00");
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();
  // the split: €1,000 at 20% = €200; the manager's 25% of it €50, the agency €150, the creator €800
  await expect(split.filter({ hasText: "€800.00" }).first()).toBeVisible();
  await expect(split.filter({ hasText: "€50.00" }).first()).toBeVisible();
  await expect(split.filter({ hasText: "€150.00" }).first()).toBeVisible();

  expect(await problemsAtEveryWidth(page, [375, 1280])).toEqual({});

  // the revenue page: nothing due any more, and the commission's split
  await expect(figure("Due on issued invoices")).toHaveText("€0.00");
  await expect(figure(`${manager.name}'s share`)).toHaveText("€50.00");
  await expect(figure("Agency's commission")).toHaveText("€150.00");
  await expect(figure("Payable to creators")).toHaveText("€800.00");
  expect(await seriousViolations(revenue)).toEqual([]);

  // live, the creator sees the €800 owed to them
  const line = statement.getByRole("list", { name: /^Deals paid in/ }).getByRole("listitem");
  await expect(line).toContainText(title);
  await expect(owed(creatorPage)).toHaveText("€800.00");
  await expect(line.getByText("Owed", { exact: true })).toBeVisible();

  // the manager pays the creator out from the statements page
  await page.goto("/talent-dashboard/statements");
  await page.getByLabel("Statement of").selectOption("creator");
  await page.getByRole("searchbox", { name: "Search creator" }).fill(creator.name);
  await expect(page.getByLabel(/^Creator/).getByRole("option", { name: creator.name })).toBeAttached();
  await page.getByLabel(/^Creator/).selectOption({ label: creator.name });
  await page.getByRole("button", { name: "Record payout of €800.00" }).click();
  await page.getByRole("dialog").getByLabel("Reference (optional)").fill(`PAYOUT ${tag}`);
  await page.getByRole("dialog").getByRole("button", { name: "Record payout" }).click();
  await expect(toast(page)).toContainText(`Payout of €800.00 to ${creator.name} recorded`);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await problemsAtEveryWidth(page, [375, 1280])).toEqual({});

  await revenue.reload();
  await expect(figure("Payable to creators")).toHaveText("€0.00");
  await expect(figure("Payable to managers")).toHaveText("€50.00");
  await revenue.close();

  // the creator's statement: the line paid, the payout listed, nothing owed
  await expect(line.getByText("Paid", { exact: true })).toBeVisible();
  await expect(owed(creatorPage)).toHaveText("€0.00");
  await expect(statement.getByText(/€800\.00 by Bank transfer/)).toBeVisible();
  expect(await seriousViolations(creatorPage)).toEqual([]);
  expect(await problemsAtEveryWidth(creatorPage, [375, 1280])).toEqual({});
  await creatorContext.close();
  await managerApi.dispose();
  await creatorApi.dispose();
});
