import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/*
 * PGlite is single-process: the CLI must never open the data directory while the server has it open.
 * The server announces itself in DATA_DIR/server.json (pid, port and a random admin token, mode 0600);
 * the CLI then talks to it. A CLI working on the database directly holds DATA_DIR/cli.lock, and a
 * server starting meanwhile waits for it.
 */
export interface ServerInfo {
  pid: number;
  port: number;
  token: string;
}

const serverFile = (dataDir: string) => path.resolve(dataDir, "server.json");
const cliLock = (dataDir: string) => path.resolve(dataDir, "cli.lock");

export const newAdminToken = () => randomBytes(32).toString("base64url");

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function writePrivate(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content, { mode: 0o600 });
  chmodSync(file, 0o600); // the mode above only applies when the file is new
}

export function writeServerFile(dataDir: string, info: ServerInfo) {
  writePrivate(serverFile(dataDir), `${JSON.stringify(info)}\n`);
}

/** The running server of this data directory, or null (none, or a stale file of a dead process). */
export function readServerFile(dataDir: string): ServerInfo | null {
  try {
    const info = JSON.parse(readFileSync(serverFile(dataDir), "utf8")) as ServerInfo;
    return Number.isInteger(info.pid) && isAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/** Removes the server file if it is still ours (a newer server may have replaced it). */
export function removeServerFile(dataDir: string, pid = process.pid) {
  try {
    const info = JSON.parse(readFileSync(serverFile(dataDir), "utf8")) as ServerInfo;
    if (info.pid === pid) rmSync(serverFile(dataDir), { force: true });
  } catch {}
}

function liveCliLock(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(cliLock(dataDir), "utf8"));
    return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Server start: waits (up to `timeoutMs`) while a CLI works on the embedded database directly. */
export async function waitForCliLock(dataDir: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (liveCliLock(dataDir) !== null) {
    if (Date.now() > until) throw new Error(`${cliLock(dataDir)} is held by a running command; try again`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Runs `work` holding the CLI lock; refused while a server or another CLI uses the data directory. */
export async function withCliLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const other = liveCliLock(dataDir);
  if (other !== null) throw new Error(`another command (pid ${other}) is using ${dataDir}`);
  writePrivate(cliLock(dataDir), String(process.pid));
  try {
    if (readServerFile(dataDir)) throw new Error("the server started meanwhile; run the command again");
    return await work();
  } finally {
    rmSync(cliLock(dataDir), { force: true });
  }
}
