import { expect, type Page, test } from "@playwright/test";
import { createStaffUser, seriousViolations, signIn, signUpCreator, toast } from "./fixtures";

/* The creator workspace (issue 8): the home and its to-do list, Script Studio, AI drafts and script requests. */

const tasks = (page: Page) => page.getByRole("list", { name: "Tasks" }).getByRole("listitem");

test("the creator home: greeting, stat cards, tools, resources, and the to-do list", async ({ page }) => {
  const creator = await signUpCreator("Robin Vlogs");
  await signIn(page, creator);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back, Robin Vlogs");
  await expect(page.getByRole("region", { name: "Overall Performance" })).toContainText("Awaiting data");
  await expect(page.getByRole("group", { name: "Active Promotions" })).toContainText("0");
  await expect(page.getByRole("group", { name: "Active Promotions" })).toContainText("No active campaigns");
  await expect(page.getByRole("group", { name: "Editing Queue" })).toContainText("0");
  await expect(page.getByRole("group", { name: "Design Requests" })).toContainText("0");
  await expect(page.getByRole("link", { name: "Manage: Script Studio" })).toHaveAttribute(
    "href",
    "/creator-dashboard/script-studio",
  );
  const autocut = page.getByRole("button", { name: "AutoCut AI: Coming Soon" });
  await expect(autocut).toBeDisabled();
  await autocut.click({ force: true });
  await expect(toast(page)).toContainText("This feature is not implemented yet.");
  await expect(page.getByRole("region", { name: "Creator Resources" }).getByRole("link")).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  // empty: the destructive toast, nothing saved
  const todo = page.getByRole("region", { name: "To-Do List" });
  await todo.getByRole("button", { name: "Add" }).click();
  await expect(toast(page)).toContainText("Task cannot be empty");
  await expect(todo).toContainText("No tasks yet");

  await todo.getByLabel("New task").fill("  Film the intro  ");
  await todo.getByLabel("Priority").selectOption("Low");
  await todo.getByRole("button", { name: "Add" }).click();
  await expect(toast(page)).toContainText("Task added to your list");
  await expect(tasks(page)).toHaveCount(1);
  await todo.getByLabel("New task").fill("Edit the vlog");
  await todo.getByLabel("Priority").selectOption("High");
  await todo.getByLabel("Due date").fill("2026-12-01");
  await todo.getByRole("button", { name: "Add" }).click();
  await expect(tasks(page)).toHaveCount(2);
  await todo.getByLabel("New task").fill("Reply to comments");
  await todo.getByRole("button", { name: "Add" }).click();
  await expect(tasks(page)).toHaveCount(3);
  // newest first; borders by priority
  await expect(tasks(page)).toHaveText([
    /Reply to comments/,
    /Edit the vlog.*Due Dec 1, 2026/,
    /Film the intro/,
  ]);
  await expect(tasks(page).nth(0)).toHaveClass(/border-l-yellow-500/);
  await expect(tasks(page).nth(1)).toHaveClass(/border-l-red-500/);
  await expect(tasks(page).nth(2)).toHaveClass(/border-l-blue-500/);

  // completed: after the incomplete ones, dimmed and struck through; and back
  await todo.getByRole("button", { name: "Done: Reply to comments" }).click();
  await expect(tasks(page)).toHaveText([/Edit the vlog/, /Film the intro/, /Reply to comments/]);
  const done = tasks(page).nth(2).getByText("Reply to comments");
  await expect(done).toHaveCSS("text-decoration-line", "line-through");
  // dimmed, yet every line of it still reads at 4.5:1 (axe's colour contrast)
  const colour = (text: string) =>
    tasks(page)
      .getByText(text)
      .evaluate((el) => getComputedStyle(el).color);
  expect(await colour("Reply to comments")).not.toBe(await colour("Edit the vlog"));
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await expect(tasks(page)).toHaveText([/Edit the vlog/, /Film the intro/, /Reply to comments/]);

  await todo.getByRole("button", { name: "Delete task: Film the intro" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page)).toContainText("Task deleted");
  await expect(tasks(page)).toHaveText([/Edit the vlog/, /Reply to comments/]);
  const box = await page
    .getByRole("list", { name: "Tasks" })
    .evaluate((el) => getComputedStyle(el).maxHeight);
  expect(box).toBe("256px");

  await page.getByRole("link", { name: "Choose Your Manager" }).first().click();
  await expect(page).toHaveURL(/\/creator-dashboard\/select-talent-manager$/);
  // issue 20: the managers come from the database (at least this one), each with 'Email Me'
  const manager = await createStaffUser("manager", `Aa Workspace Manager ${Date.now()}`);
  await page.reload();
  const emailMe = page.getByRole("link", { name: `Email Me: ${manager.name}` });
  await expect(emailMe).toHaveAttribute("href", /^mailto:.+\?subject=.+&body=.+/);
});

test("My Scripts: create, edit, filter, sort and delete; an AI draft from the offline writer", async ({
  page,
}) => {
  const creator = await signUpCreator();
  await signIn(page, creator, "/creator-dashboard/script-studio/my-scripts");
  await expect(page.getByText("No scripts yet")).toBeVisible();

  const create = async (title: string) => {
    await page.getByRole("button", { name: "New Script" }).click();
    const dialog = page.getByRole("dialog", { name: "New Script" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByRole("button", { name: "Create Script" }).click();
    await expect(toast(page)).toContainText("Script created successfully.");
    await expect(dialog).toBeHidden();
  };
  await page.getByRole("button", { name: "New Script" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Create Script" }).click();
  await expect(page.getByRole("dialog")).toContainText("Title is required");
  await page.keyboard.press("Escape");
  for (const title of ["banana bread", "Apple pie", "Cherry tart"]) await create(title);

  const table = page.getByRole("table", { name: "Scripts" });
  const titles = () => table.getByRole("row").locator("td:first-child");
  await expect(titles()).toHaveText(["Cherry tart", "Apple pie", "banana bread"]);
  await page.getByLabel("Sort").selectOption({ label: "Title A-Z" });
  await expect(titles()).toHaveText(["Apple pie", "banana bread", "Cherry tart"]);
  await expect(page).toHaveURL(/sort=title-asc/);
  await page.getByLabel("Sort").selectOption({ label: "Oldest first" });
  await expect(titles()).toHaveText(["banana bread", "Apple pie", "Cherry tart"]);
  await page.getByLabel("Status").selectOption("Completed");
  await expect(page.getByText("No Completed scripts")).toBeVisible();
  await page.getByLabel("Status").selectOption("Draft");
  await expect(titles()).toHaveCount(3);
  await page.getByLabel("Status").selectOption("All");

  // edit in the editor; leaving with unsaved changes asks first
  await table.getByRole("link", { name: "Edit Apple pie" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("Apple pie");
  await page.getByLabel("Title").fill("Apple crumble");
  await page.getByLabel("Content").fill("Hook: the crunchiest crumble you will ever bake.");
  await page.getByRole("link", { name: "My Scripts" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Leave without saving?");
  await page.getByRole("button", { name: "Keep editing" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Script saved.");
  await page.getByRole("link", { name: "My Scripts" }).click();
  await expect(titles()).toHaveText(["Cherry tart", "Apple crumble", "banana bread"]);

  await table.getByRole("button", { name: "Delete banana bread" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page)).toContainText("Script deleted.");
  await expect(titles()).toHaveText(["Cherry tart", "Apple crumble"]);

  // an unknown script: 'Could not load script.' and back to the hub
  await page.goto("/creator-dashboard/script-studio/00000000-0000-4000-8000-000000000000");
  await expect(toast(page)).toContainText("Could not load script.");
  await expect(page).toHaveURL(/\/creator-dashboard\/script-studio$/);

  // AI draft: no AI_API_KEY on the e2e server, so the offline template writer answers
  await page.getByRole("button", { name: "Generate with AI" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate with AI" });
  await dialog.getByRole("button", { name: "Generate" }).click();
  await expect(dialog).toContainText("Prompt is required");
  await dialog.getByLabel("Prompt").fill("Budget tips for new streamers. Upbeat.");
  await dialog.getByRole("button", { name: "Generate" }).click();
  await expect(toast(page)).toContainText("AI-generated script has been added to your drafts.");
  await page.getByRole("link", { name: "My Scripts" }).click();
  const row = table.getByRole("row", { name: /AI: Budget tips for new streamers/ });
  await expect(row).toContainText("Draft");
  await row.getByRole("link", { name: /Edit AI:/ }).click();
  await expect(page.getByLabel("Content")).toHaveValue(/template draft/);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a script request: the manager sees it live, manages it, and the creator sees the update live", async ({
  browser,
  page,
}) => {
  const creator = await signUpCreator();
  const manager = await createStaffUser("manager");
  const managerContext = await browser.newContext();
  const boss = await managerContext.newPage();
  await signIn(boss, manager, "/talent-dashboard");
  const queue = boss.getByRole("region", { name: "Script requests" });
  await expect(queue).toBeVisible();

  await signIn(page, creator, "/creator-dashboard/request-script");
  const form = page.getByRole("form", { name: "Request a script" });
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(form).toContainText("Title is required");
  const title = `Cooking vlog ${Date.now()}`;
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Details").fill("Ten minutes, one pan, lots of jokes");
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(toast(page)).toContainText("Your script request has been sent.");
  const mine = page.getByRole("table", { name: "Your script requests" });
  await expect(mine.getByRole("row", { name: new RegExp(title) })).toContainText("Pending");

  // the manager's queue shows it without a reload
  const item = queue.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText(creator.email);
  await expect(item).toContainText("Ten minutes, one pan, lots of jokes");
  await expect(item).toContainText("Pending");
  await item.getByRole("button", { name: `Manage ${title}` }).click();
  const manage = boss.getByRole("dialog", { name: title });
  await manage.getByLabel("Status").selectOption("In Progress");
  await manage.getByLabel("Expected finish date").fill("2026-12-24");
  await manage.getByLabel("Script content").fill("INT. KITCHEN - DAY. Robin cracks an egg.");
  await manage.getByLabel("Manager notes").fill("First draft by Friday");
  await manage.getByRole("button", { name: "Save" }).click();
  await expect(toast(boss)).toContainText("Assignment updated.");
  await expect(item).toContainText("In Progress");
  expect(await seriousViolations(boss)).toEqual([]);

  // the creator's open page changes without a reload
  await expect(mine.getByRole("row", { name: new RegExp(title) })).toContainText("In Progress");
  await mine.getByRole("button", { name: `View ${title}` }).click();
  const view = page.getByRole("dialog", { name: title });
  await expect(view).toContainText("INT. KITCHEN - DAY. Robin cracks an egg.");
  await expect(view).toContainText("First draft by Friday");
  await expect(view).toContainText("Dec 24, 2026");
  await view.getByLabel("Your notes").fill("Please add a dessert");
  await view.getByRole("button", { name: "Save Notes" }).click();
  await expect(toast(page)).toContainText("Your notes have been saved.");
  await expect(view).toBeHidden();

  await page.goto("/creator-dashboard/script-studio");
  await expect(page.getByRole("group", { name: "Request from Manager" })).toContainText("1 pending request");
  await managerContext.close();
});

test("a failed submit gives the button back, with the typed text kept", async ({ page }) => {
  const creator = await signUpCreator("Sam Shorts");
  await signIn(page, creator);
  const todo = page.getByRole("region", { name: "To-Do List" });
  const add = todo.getByRole("button", { name: "Add" });
  // the connection drops: the request throws instead of answering
  await page.route("**/api/me/todos", (route) =>
    route.request().method() === "POST" ? route.abort("connectionreset") : route.fallback(),
  );
  await todo.getByLabel("New task").fill("Plan the collab");
  await add.click();
  await expect(toast(page)).toContainText("Could not add task");
  await expect(add).not.toHaveAttribute("aria-disabled");
  await expect(todo.getByLabel("New task")).toHaveValue("Plan the collab");
  // and it works again once the server answers
  await page.unroute("**/api/me/todos");
  await add.click();
  await expect(toast(page)).toContainText("Task added to your list");
  await expect(tasks(page)).toHaveText([/Plan the collab/]);
});
