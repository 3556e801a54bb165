import { afterEach, describe, expect, it } from "vitest";
import type { CpuTask, ParseStatsOutcome, ThumbnailOutcome } from "../cpu-tasks";
import { tinyPng } from "../testing/images";
import { closeCpuPool, cpuPool } from "./cpu-pool";

const execArgv = process.execArgv;

afterEach(async () => {
  process.execArgv = execArgv;
  await closeCpuPool();
});

/*
 * The server runs with V8's heap capped (`--max-old-space-size`, ADR 066). Node refuses that flag in a worker
 * thread's execArgv (ERR_WORKER_INVALID_EXEC_ARGV): the pool's threads take only the loader flags.
 */
describe("the CPU pool under the server's heap cap", () => {
  it("parses a CSV and makes a thumbnail when the process runs with --max-old-space-size", async () => {
    await closeCpuPool();
    process.execArgv = ["--max-old-space-size=256", ...execArgv];
    const csv = new TextEncoder().encode("Date,Views\n2024-03-01,10\n2024-03-02,12\n");
    const parsed: ParseStatsOutcome = await cpuPool().run({
      name: "parseStatsCsv",
      data: csv,
    } satisfies CpuTask);
    expect(parsed.ok && parsed.parsed.rows.map((row) => row.date)).toEqual(["2024-03-01", "2024-03-02"]);

    const png = new Uint8Array(tinyPng(40, 20));
    const thumb: ThumbnailOutcome = await cpuPool().run({
      name: "thumbnail",
      data: png,
      width: 20,
    } satisfies CpuTask);
    expect(thumb).toMatchObject({ ok: true, width: 40, height: 20 });
  });
});
