import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The Node flags the server runs with, as `npm start` and `npm run serve` give them (package.json is the one
 * place they are written): the benches start their servers with these, so they measure the server as it runs.
 * V8's old space is capped at SERVER_HEAP_MB (ADR 064): without a cap V8 sizes the heap for the machine's
 * memory and lets garbage reach three or four times the live set before it collects.
 */
export function serverNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
    .scripts.start!;
  const match = /--max-old-space-size=\$\{SERVER_HEAP_MB:-(\d+)\}/.exec(start);
  if (!match) throw new Error("package.json's start script does not set --max-old-space-size");
  return [`--max-old-space-size=${env.SERVER_HEAP_MB || match[1]}`];
}
