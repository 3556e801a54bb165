import {
  CsvImportError,
  type CsvProblem,
  type ParsedStats,
  parseStatsCsv,
} from "../features/performance/csv-import";

/*
 * What the CPU pool's threads run (lib/cpu-pool.ts): each task is a named function of plain, cloneable
 * input and output. Errors cross the thread boundary as values, not as classes.
 */

export type CpuTask = { name: "parseStatsCsv"; data: Uint8Array };

export type ParseStatsOutcome = { ok: true; parsed: ParsedStats } | { ok: false; problems: CsvProblem[] };

export default function run(task: CpuTask): ParseStatsOutcome {
  switch (task.name) {
    case "parseStatsCsv":
      try {
        const data = Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength);
        return { ok: true, parsed: parseStatsCsv(data) };
      } catch (error) {
        if (error instanceof CsvImportError) return { ok: false, problems: error.problems };
        throw error;
      }
  }
}
