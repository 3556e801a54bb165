import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

export interface ProjectTiming {
  files: number;
  tests: number;
  /** Wall-clock milliseconds from the project's first file starting to its last file ending. */
  span: number;
  /** Milliseconds of all its files added up (import, setup and tests). */
  summed: number;
}

/**
 * Writes each Vitest project's share of the run to `VITEST_PROJECTS_FILE` (read by scripts/test.ts): both
 * projects share one pool of workers, so their files interleave and only the spans tell them apart.
 */
export default class ProjectTimingReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly timings = new Map<string, ProjectTiming & { first: number; last: number }>();

  onTestModuleStart(module: TestModule) {
    this.started.set(module.id, performance.now());
  }

  onTestModuleEnd(module: TestModule) {
    const end = performance.now();
    const start = this.started.get(module.id) ?? end;
    const name = module.project.name || "tests";
    const timing = this.timings.get(name) ?? {
      files: 0,
      tests: 0,
      span: 0,
      summed: 0,
      first: start,
      last: end,
    };
    timing.files++;
    timing.tests += [...module.children.allTests()].length;
    timing.summed += end - start;
    timing.first = Math.min(timing.first, start);
    timing.last = Math.max(timing.last, end);
    timing.span = timing.last - timing.first;
    this.timings.set(name, timing);
  }

  onTestRunEnd() {
    const file = process.env.VITEST_PROJECTS_FILE;
    if (!file) return;
    const out = Object.fromEntries(
      [...this.timings].map(([name, { first: _f, last: _l, ...timing }]) => [name, timing]),
    );
    writeFileSync(file, JSON.stringify(out, null, 2));
  }
}
