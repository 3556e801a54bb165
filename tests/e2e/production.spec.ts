import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  createStaffUser,
  pickUp,
  seriousViolations,
  signIn,
  signUpCreator,
  type TestUser,
  toast,
} from "./fixtures";

/* Issue 9: editing, design and promotion requests from the creator to the staff and back, live. */

async function signedInPage(browser: Browser, user: TestUser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user, path);
  return page;
}

const row = (page: Page, title: string) => page.getByRole("row", { name: new RegExp(title) });

async function submitEditing(page: Page, title: string) {
  const form = page.getByRole("form", { name: "Submit a project" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("File URL").fill("https://drive.example.com/raw.mp4");
  await form.getByLabel("Description").fill("Cut it to ten minutes");
  await form.getByRole("button", { name: "Submit project" }).click();
  await expect(toast(page)).toContainText("Project submitted!");
  await expect(row(page, title)).toContainText("Pending");
}

test("a creator submits an editing project; an editor accepts and completes it; the creator sees it live", async ({
  browser,
  page,
}) => {
  const [creator, editor] = await Promise.all([signUpCreator(), createStaffUser("editor")]);
  await signIn(page, creator, "/creator-dashboard/editing-management");
  // a first-time creator is told what to do first, not that they are all caught up
  await expect(page.getByText("No editing projects yet")).toBeVisible();
  await expect(page.getByText("All Caught Up!")).toHaveCount(0);
  await page.getByRole("button", { name: "Submit a project" }).click();
  const form = page.getByRole("form", { name: "Submit a project" });
  await expect(form.getByLabel("Title")).toBeFocused();
  await expect(form.getByLabel("File URL")).toHaveAttribute(
    "placeholder",
    /^e\.g\. https:\/\/drive\.google\.com\/\S+$/,
  );
  // the spec's validation message
  await page.getByRole("button", { name: "Submit project" }).click();
  await expect(page.getByText("Title and file URL are required.").first()).toBeVisible();
  const title = `Vlog ${Date.now()}`;
  await submitEditing(page, title);

  const staff = await signedInPage(browser, editor, "/editor-dashboard");
  const staffRow = row(staff, title);
  await expect(staffRow).toContainText("Pending");
  expect(await seriousViolations(staff)).toEqual([]);
  await staffRow.getByRole("button", { name: `Accept ${title}` }).click();
  await expect(staffRow).toContainText("In Progress");
  await expect(staffRow).toContainText(`Managed by ${editor.name}`);
  await expect(row(page, title)).toContainText("In Progress");
  expect(await seriousViolations(staff)).toEqual([]);

  await staffRow.getByRole("button", { name: `Mark as Completed: ${title}` }).click();
  const dialog = staff.getByRole("dialog", { name: "Mark as Completed" });
  await dialog.getByRole("button", { name: "Mark as Completed" }).click();
  await expect(dialog).toContainText("Please provide a link to the completed file.");
  await dialog.getByLabel("Completed file link").fill("https://drive.example.com/final.mp4");
  await dialog.getByRole("button", { name: "Mark as Completed" }).click();
  await expect(staffRow).toContainText("Completed");
  // the creator's page, without a reload
  await expect(row(page, title)).toContainText("Completed");
  await expect(row(page, title).getByRole("button", { name: /Delete/ })).toHaveCount(0);

  // issue 10: the creator's bell heard of both changes, live; the timeline shows who changed what
  const bell = page.getByRole("button", { name: "Notifications, 2 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(
    page.getByRole("menuitem", { name: new RegExp(`Your editing project '${title}' is now Completed`) }),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await row(page, title)
    .getByRole("button", { name: `View details of ${title}` })
    .click();
  const history = page.getByRole("dialog").getByRole("list", { name: "History" }).getByRole("listitem");
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText(`${creator.name} created it`);
  await expect(history.nth(1)).toContainText(`${editor.name} changed the status`);
  await expect(history.nth(2)).toContainText("Completed");
  await staff.context().close();
});

test("project chat: the creator and the editor talk in View Details, live", async ({ browser, page }) => {
  const [creator, editor] = await Promise.all([
    signUpCreator("Casey Creator"),
    createStaffUser("editor", "Eddie Editor"),
  ]);
  await signIn(page, creator, "/creator-dashboard/editing-management");
  const title = `Chat ${Date.now()}`;
  await submitEditing(page, title);
  await row(page, title)
    .getByRole("button", { name: `View details of ${title}` })
    .click();
  const creatorChat = page.getByRole("dialog").getByRole("region", { name: "Project chat" });
  await expect(creatorChat).toContainText("No messages yet");
  expect(await seriousViolations(page)).toEqual([]);

  const staff = await signedInPage(browser, editor, "/editor-dashboard");
  await row(staff, title)
    .getByRole("button", { name: `View details of ${title}` })
    .click();
  const editorChat = staff.getByRole("dialog").getByRole("region", { name: "Project chat" });
  await editorChat.getByLabel("Write a message").fill("Got it, starting today");
  await editorChat.getByRole("button", { name: "Send message" }).click();
  await expect(editorChat.getByRole("log")).toContainText("Got it, starting today");

  await expect(creatorChat.getByRole("log")).toContainText("Eddie Editor");
  await expect(creatorChat.getByRole("log")).toContainText("Got it, starting today");
  await creatorChat.getByLabel("Write a message").fill("Thanks!");
  await creatorChat.getByRole("button", { name: "Send message" }).click();
  await expect(editorChat.getByRole("log")).toContainText("Casey Creator");
  await expect(editorChat.getByRole("log")).toContainText("Thanks!");
  await staff.context().close();
});

test("design review loop: the designer delivers, the creator asks for changes, it is Pending again", async ({
  browser,
  page,
}) => {
  const [creator, designer] = await Promise.all([signUpCreator(), createStaffUser("designer")]);
  await signIn(page, creator, "/creator-dashboard/design-management");
  const form = page.getByRole("form", { name: "Request a design" });
  await form.getByRole("button", { name: "Submit request" }).click();
  await expect(form.getByText("Title and description are required.").first()).toBeVisible();
  const name = `Logo ${Date.now()}`;
  await form.getByLabel("Design type").selectOption("Logo");
  await form.getByLabel("Title").fill(name);
  await form.getByLabel("Description", { exact: true }).fill("Minimal and purple");
  await form.getByLabel("Brand colours").fill("#6d28d9");
  await form.getByRole("button", { name: "Submit request" }).click();
  await expect(toast(page)).toContainText("Design request submitted!");
  const title = `[Logo] ${name}`;
  await expect(row(page, name)).toContainText(title);
  // the creator deletes their request; only a designer declines one
  await expect(row(page, name).getByRole("button", { name: `Delete ${title}` })).toBeVisible();
  await expect(row(page, name).getByRole("button", { name: /Decline/ })).toHaveCount(0);

  const staff = await signedInPage(browser, designer, "/designer-dashboard");
  await expect(row(staff, name).getByRole("button", { name: `Decline ${title}` })).toBeVisible();
  await row(staff, name)
    .getByRole("button", { name: `Accept ${title}` })
    .click();
  await row(staff, name)
    .getByRole("button", { name: `Mark as Completed: ${title}` })
    .click();
  const dialog = staff.getByRole("dialog", { name: "Mark as Completed" });
  await dialog.getByLabel("Completed file link").fill("https://files.example.com/logo.png");
  await dialog.getByRole("button", { name: "Mark as Completed" }).click();
  await expect(row(page, name)).toContainText("Completed");

  await row(page, name)
    .getByRole("button", { name: `View details of ${title}` })
    .click();
  const details = page.getByRole("dialog");
  await expect(details).toContainText("https://files.example.com/logo.png");
  await details.getByLabel("Your notes for the designer").fill("Bigger letters, please");
  await details.getByRole("button", { name: "Save notes and request review" }).click();
  await expect(details.getByText("Pending", { exact: true }).first()).toBeVisible();
  // the toast shows over the open dialog (which hides the rest of the page from the accessibility tree)
  await expect(
    page.getByText("Notes saved and request has been set to Pending for review.", { exact: true }),
  ).toBeVisible();
  await details.getByRole("button", { name: "Close" }).click();
  await expect(row(page, name)).toContainText("Pending");

  // the designer sees it Pending again, with the notes, and takes it back (ADR 022: it stays theirs)
  await expect(row(page, name)).toContainText(`Changes requested: back with ${designer.name}`);
  await expect(row(staff, name)).toContainText("Pending");
  await expect(row(staff, name)).toContainText("Changes requested: accept it to take it back");
  await row(staff, name)
    .getByRole("button", { name: `View details of ${title}` })
    .click();
  await expect(staff.getByRole("dialog")).toContainText("Bigger letters, please");
  await staff.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await row(staff, name)
    .getByRole("button", { name: `Accept ${title}` })
    .click();
  await expect(row(page, name)).toContainText("In Progress");
  await staff.context().close();
});

test("a creator requests a campaign; a promoter manages it; the creator sees it Active, live", async ({
  browser,
  page,
}) => {
  const [creator, promoter] = await Promise.all([signUpCreator(), createStaffUser("promoter")]);
  await signIn(page, creator, "/creator-dashboard/promotion-management");
  const form = page.getByRole("form", { name: "Request a campaign" });
  await form.getByLabel("Campaign type").selectOption("Brand Awareness");
  const details = `Launch week ${Date.now()}`;
  await form.getByLabel("Details").fill(details);
  await form.getByRole("button", { name: "Request campaign" }).click();
  await expect(row(page, "Brand Awareness")).toContainText("Pending");

  const staff = await signedInPage(browser, promoter, "/promoter-dashboard");
  await staff.getByLabel("Search").fill("Brand Awareness");
  const staffRow = row(staff, creator.name).first();
  await staffRow.getByRole("button", { name: "Manage Brand Awareness" }).click();
  const dialog = staff.getByRole("dialog", { name: "Manage campaign" });
  await expect(dialog.getByLabel("Details")).toHaveValue(details);
  await dialog.getByLabel("Status").selectOption("Active");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(staff)).toContainText("Campaign updated.");
  await expect(staffRow).toContainText("Active");
  await expect(staffRow).toContainText(`Managed by ${promoter.name}`);
  await expect(row(page, "Brand Awareness")).toContainText("Active");

  // any status may follow any other (spec section 4): back to Pending; the history keeps both moves
  await staffRow.getByRole("button", { name: "Manage Brand Awareness" }).click();
  await dialog.getByLabel("Status").selectOption("Pending");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(staffRow).toContainText("Pending");
  await expect(row(page, "Brand Awareness")).toContainText("Pending");
  await row(page, "Brand Awareness").getByRole("button", { name: "View details of Brand Awareness" }).click();
  const history = page.getByRole("dialog").getByRole("list", { name: "History" }).getByRole("listitem");
  await expect(history).toHaveCount(3);
  await expect(history.nth(2)).toContainText("Pending");
  await staff.context().close();
});

test("the editor's board: a card moves by keyboard, and a refused move goes back with the reason", async ({
  browser,
  page,
}) => {
  const [creator, editor] = await Promise.all([signUpCreator(), createStaffUser("editor")]);
  await signIn(page, creator, "/creator-dashboard/editing-management");
  const title = `Board ${Date.now()}`;
  const other = `Taken ${Date.now()}`;
  await submitEditing(page, other);
  await submitEditing(page, title);

  // a card already In Progress: the arrows move between columns, not onto the cards in them
  const staff = await signedInPage(browser, editor, "/editor-dashboard");
  await row(staff, other)
    .getByRole("button", { name: `Accept ${other}` })
    .click();
  await expect(row(staff, other)).toContainText("In Progress");
  await staff.getByRole("tab", { name: "Board" }).click();
  await expect(staff).toHaveURL(/view=board/);
  const pending = staff.getByRole("region", { name: "Pending column" });
  const inProgress = staff.getByRole("region", { name: "In Progress column" });
  const card = (where = staff.locator("main")) => where.getByRole("button", { name: new RegExp(title) });
  await expect(card(pending)).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);

  // a refused move: Pending straight to Completed
  await pickUp(card(pending));
  await staff.keyboard.press("ArrowRight");
  await expect(staff.getByText(`${title} is over In Progress.`)).toBeAttached();
  await staff.keyboard.press("ArrowRight");
  await expect(staff.getByText(`${title} is over Completed.`)).toBeAttached();
  await staff.keyboard.press("Space");
  await expect(toast(staff)).toContainText("Only a project In Progress can be marked as completed.");
  await expect(card(pending)).toBeVisible();

  // Pending to In Progress: the same transition as Accept
  await pickUp(card(pending));
  await staff.keyboard.press("ArrowRight");
  await expect(staff.getByText(`${title} is over In Progress.`)).toBeAttached();
  await staff.keyboard.press("Space");
  await expect(card(inProgress)).toBeVisible();
  await expect(card(inProgress)).toContainText(`Managed by ${editor.name}`);
  await expect(row(page, title)).toContainText("In Progress");

  // the card's page (files and reviews, issue 22) is a link of its own beside the handle, a 24 px target
  const open = inProgress.getByRole("link", { name: `Open ${title}` });
  const box = await open.boundingBox();
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);
  await open.click();
  await expect(staff).toHaveURL(/\/editor-dashboard\/projects\/[^/?]+$/);
  await expect(staff.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await staff.context().close();
});

test("a request takes its raw files instead of a link: they upload with it, and its file link leads to them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const creator = await signUpCreator();
  await signIn(page, creator, "/creator-dashboard/editing-management");
  await page.getByRole("button", { name: "Submit a project" }).click();
  const form = page.getByRole("form", { name: "Submit a project" });
  const title = `Shoot ${Date.now()}`;
  await form.getByLabel("Title").fill(title);
  // neither files nor a link: the spec's rule and words
  await form.getByRole("button", { name: "Submit project" }).click();
  await expect(form.getByText("Title and file URL are required.")).toBeVisible();
  // the files themselves, before any link
  const chooser = page.waitForEvent("filechooser");
  await form.getByRole("button", { name: "Choose files" }).click();
  await (await chooser).setFiles(
    ["a-roll.bin", "b-roll.bin", "c-roll.bin"].map((name) => ({
      name,
      mimeType: "application/octet-stream",
      buffer: Buffer.alloc(4096, name),
    })),
  );
  const chosen = form.getByRole("list", { name: "Files to upload with the request" });
  await expect(chosen.getByRole("listitem")).toHaveCount(3);
  await chosen.getByRole("button", { name: "Remove c-roll.bin" }).click();
  await expect(form.getByRole("button", { name: "Add more files" })).toBeFocused();
  await expect(form.getByText("Title and file URL are required.")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Submit project and upload 2 files" }).click();
  await expect(toast(page)).toContainText("Project submitted!");
  const tray = page.getByRole("region", { name: "Uploads" });
  await expect(tray.getByRole("status")).toHaveText("2 of 2 uploaded");

  // the project's page: its two raw files, and its file link leads to them
  await page.getByRole("link", { name: title, exact: true }).click();
  const raws = page.getByRole("region", { name: "Raw files" });
  await expect(raws.getByRole("button", { name: "Open a-roll.bin" })).toBeVisible();
  await expect(raws.getByRole("button", { name: "Open b-roll.bin" })).toBeVisible();
  const link = page.getByRole("link", { name: "The raw files uploaded with the request" });
  await expect(link).toHaveAttribute("href", /#raw-files$/);
});
