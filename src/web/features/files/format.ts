import type { ProjectFile } from "~/domain/files";
import type { ProjectKind } from "~/domain/projects";
import { normalizeRole } from "~/domain/roles";

/** "v2 · cut.mp4" for a version, the name for a raw file. */
export const fileLabel = (file: Pick<ProjectFile, "version" | "name">) =>
  file.version ? `v${file.version} · ${file.name}` : file.name;

/** An upload's speed: "3.2 MB/s". */
export function formatSpeed(bytesPerSecond: number): string {
  if (bytesPerSecond < 1024 * 1024) return `${Math.round(bytesPerSecond / 1024)} KB/s`;
  return `${(bytesPerSecond / (1024 * 1024)).toFixed(1)} MB/s`;
}

/**
 * The address of a project's page for whoever opens it: the kind's staff under their own dashboard, everyone
 * else (creators, managers) under the creator dashboard's management page of the kind.
 */
export function projectPagePath(kind: ProjectKind, role: unknown, id: string): string {
  const r = normalizeRole(role);
  if (kind === "editing" && r === "editor") return `/editor-dashboard/projects/${id}`;
  if (kind === "design" && r === "designer") return `/designer-dashboard/projects/${id}`;
  return `/creator-dashboard/${kind}-management/${id}`;
}

/** The list a project's page goes back to. */
export function projectListPath(kind: ProjectKind, role: unknown): string {
  const r = normalizeRole(role);
  if (kind === "editing" && r === "editor") return "/editor-dashboard";
  if (kind === "design" && r === "designer") return "/designer-dashboard";
  return `/creator-dashboard/${kind}-management`;
}

/** Projects with files: editing and design (a campaign has none). */
export const hasFiles = (kind: ProjectKind) => kind === "editing" || kind === "design";

/** "00:01:05:12": hours, minutes, seconds and the frame within the second, at `fps` (Frame.io's timecode). */
export function formatTimecode(ms: number, fps: number): string {
  const whole = Math.max(1, Math.round(fps));
  const frames = Math.floor((ms / 1000) * fps + 1e-6);
  const seconds = Math.floor(frames / fps + 1e-9);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}:${pad(
    Math.min(whole - 1, frames - Math.round(seconds * fps)),
  )}`;
}
