import { PGlite } from "@electric-sql/pglite";

let t = Date.now();
const pg = new PGlite();
await pg.query("select 1");
console.log("memory init", Date.now() - t);
t = Date.now();
await pg.exec("create table a(id int); insert into a values (1)");
t = Date.now();
const c = await pg.clone();
const r = await c.query("select * from a");
console.log("clone", Date.now() - t, r.rows);
t = Date.now();
const d = await pg.dumpDataDir("none");
console.log("dump", Date.now() - t, d.size);
t = Date.now();
const p2 = new PGlite({ loadDataDir: d });
await p2.query("select 1");
console.log("load", Date.now() - t);
