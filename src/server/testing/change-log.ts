import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client";

/*
 * "Did anything change?" in O(1), for the fuzz walk: a row-level trigger on every table (but those named)
 * appends to a test-only log, and the question is the log's highest id. It is transactional: a write that
 * was rolled back left no row behind and is not counted; an UPDATE that changed no value is not counted
 * either. Append-only, so concurrent writers never wait on one another.
 */
export async function watchChanges(db: Db, except: ReadonlySet<string>): Promise<() => Promise<string>> {
  await db.execute(
    sql`create table if not exists test_change_log (id bigserial primary key, table_name text not null)`,
  );
  await db.execute(sql`
    create or replace function test_log_change() returns trigger language plpgsql as $$
    begin
      insert into test_change_log (table_name) values (tg_table_name);
      return null;
    end $$`);
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'test_change_log'`,
  );
  await db.transaction(async (tx) => {
    for (const { name } of tables.filter((t) => !except.has(t.name))) {
      await tx.execute(
        sql.raw(`create trigger test_log_write after insert or delete on "${name}"
                 for each row execute function test_log_change()`),
      );
      await tx.execute(
        sql.raw(`create trigger test_log_update after update on "${name}"
                 for each row when (old.* is distinct from new.*) execute function test_log_change()`),
      );
      await tx.execute(
        sql.raw(`create trigger test_log_truncate after truncate on "${name}"
                 for each statement execute function test_log_change()`),
      );
    }
  });
  return async () =>
    (
      await queryRows<{ last: string }>(
        db,
        sql`select coalesce(max(id), 0)::text as last from test_change_log`,
      )
    )[0]!.last;
}
