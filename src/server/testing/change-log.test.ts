import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todos } from "../db/schema";
import { seedUser } from "../features/accounts/seed-user";
import { watchChanges } from "./change-log";
import { createTestContext, type TestContext } from "./context";

describe("the fuzz walk's change log", () => {
  let ctx: TestContext;
  let last: () => Promise<string>;
  beforeAll(async () => {
    ctx = await createTestContext();
    last = await watchChanges(ctx.deps.db, new Set(["rate_limit"]));
  });
  afterAll(() => ctx.close());

  it("moves when a row is written, and only then", async () => {
    const start = await last();
    const owner = await seedUser(ctx.deps);
    const afterSeed = await last();
    expect(afterSeed).not.toBe(start);

    // a write rolled back leaves no row behind, and no trace
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await tx.insert(todos).values({ userId: owner.id, task: "Rolled back" });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await last()).toBe(afterSeed);

    // an update that changes no value, and a table left out, are not changes (a table with a cache
    // counter would be: its counter moves)
    await ctx.deps.db.execute(sql`update account set provider_id = provider_id where user_id = ${owner.id}`);
    await ctx.deps.db.execute(sql`delete from rate_limit`);
    expect(await last()).toBe(afterSeed);

    const [todo] = await ctx.deps.db.insert(todos).values({ userId: owner.id, task: "Kept" }).returning();
    const afterInsert = await last();
    expect(afterInsert).not.toBe(afterSeed);
    await ctx.deps.db.update(todos).set({ task: "Changed" }).where(eq(todos.id, todo!.id));
    expect(await last()).not.toBe(afterInsert);
  });
});
