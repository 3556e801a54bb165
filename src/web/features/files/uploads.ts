import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { DetailedError, defaultOptions, Upload } from "tus-js-client";
import type { FileRole } from "~/domain/files";
import { checkReach, onServerBack } from "~/web/lib/server-reach";
import { uploadErrorText, uploadOptions, withCredentials } from "~/web/lib/uploads";

/*
 * Resumable uploads of a project's files with tus (issue 22; the one upload path, web/lib/uploads.ts): 8 MB
 * chunks to POST /api/uploads with the session cookie, retried after a dropped connection, paused and
 * resumed, cancelled (the server forgets the bytes), and resumable after a page reload: tus-js-client keeps
 * each unfinished upload's address in localStorage under a fingerprint of the file and the project, so
 * choosing the same file again continues where it stopped.
 *
 * Many files (issue 35): one queue for the whole app, outside any screen, so it runs on while the person
 * moves inside the app (the dashboard's upload tray shows it everywhere). At most the server's number of
 * uploads run at once (FILES_MAX_CONCURRENT_UPLOADS: 3 unless the server says fewer with a 429, when the
 * refused one waits its turn again), the next starting when one ends. An upload stopped by a lost
 * connection or server starts again by itself when the browser is online again or the server answers.
 */

type UploadStatus = "queued" | "uploading" | "paused" | "failed";

export interface UploadItem {
  key: string;
  projectId: string;
  /** where the project's page is, for the tray's link */
  projectPath: string;
  name: string;
  size: number;
  role: FileRole;
  sent: number;
  status: UploadStatus;
  /** bytes a second, smoothed; 0 until measured */
  speed: number;
  error?: string;
}

/** An upload of this project and role that a previous page left unfinished. */
export interface UnfinishedUpload {
  key: string;
  name: string;
  size: number;
  note: string;
  createdAt: string;
  /** bytes the server holds (asked of it), null until known */
  sent: number | null;
}

/** The fingerprint tus-js-client stores an upload's address under: the file, the project and the role. */
const fingerprintOf = (projectId: string, role: FileRole) => (file: File) =>
  Promise.resolve(
    ["creatordesk", projectId, role, file.name, file.type, file.size, file.lastModified].join(":"),
  );

/** What went wrong with a project's upload: the server's text first, else what this screen can do about it. */
const errorText = (error: unknown) =>
  uploadErrorText(error, {
    resumable: true,
    byStatus: {
      403: "You may not upload files of this kind to this project.",
      404: "This project is gone, or you may no longer see it.",
    },
  });

const statusOf = (error: unknown) =>
  error instanceof DetailedError ? (error.originalResponse?.getStatus() ?? 0) : 0;

type PreviousUpload = Awaited<ReturnType<Upload["findPreviousUploads"]>>[number];

interface Entry {
  item: UploadItem;
  file: File;
  note: string;
  upload: Upload | null;
  last: { at: number; sent: number } | null;
  /** stopped by the connection or the server (not by a refusal): started again when they come back */
  retryable: boolean;
  onUploaded?: (name: string) => void;
}

/** The queue's figures since it last stood empty: "12 of 300 uploaded". */
interface UploadBatch {
  done: number;
  total: number;
  bytesDone: number;
  bytesTotal: number;
  /** stopped with Cancel all */
  cancelled?: number;
}

/** tus's own quick tries after a dropped request, then the queue's: when back, or a while later. */
const RETRY_DELAYS = [0, 1000, 3000];
const RETRY_LATER_MS = 15_000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** The server's default number of uploads at once; a 429 "too many" lowers it to what runs. */
const DEFAULT_AT_ONCE = 3;

const entries = new Map<string, Entry>();
let atOnce = DEFAULT_AT_ONCE;
let batch: UploadBatch = { done: 0, total: 0, bytesDone: 0, bytesTotal: 0 };
/** Counts the changes to what tus keeps for resuming (an upload done or cancelled): the prompts read it again. */
let stored = 0;
let snapshot: { items: UploadItem[]; batch: UploadBatch; stored: number } = { items: [], batch, stored };
const listeners = new Set<() => void>();
const finishedListeners = new Set<(projectId: string) => void>();

/** The screens hear of the uploads' own progress at most this often: 301 small files changed it over 1,000 times. */
const EMIT_MS = 100;
let emitting: ReturnType<typeof setTimeout> | undefined;

/**
 * Tells the screens: `soon` (within EMIT_MS, with whatever else changes meanwhile) for the uploads' own
 * progress, `now` for what a person just did (queued, paused, cancelled, closed), whose buttons and focus follow.
 */
function emit(when: "soon" | "now" = "soon") {
  if (when === "soon") {
    emitting ??= setTimeout(flush, EMIT_MS);
    return;
  }
  clearTimeout(emitting);
  flush();
}

function flush() {
  emitting = undefined;
  snapshot = { items: [...entries.values()].map((entry) => entry.item), batch, stored };
  for (const listener of listeners) listener();
}

function change(key: string, patch: Partial<UploadItem>) {
  const entry = entries.get(key);
  if (!entry) return;
  entry.item = { ...entry.item, ...patch };
  emit();
}

const running = () => [...entries.values()].filter((entry) => entry.item.status === "uploading").length;

/** Starts what waits, in order, while fewer than `atOnce` run. */
function pump() {
  for (const entry of entries.values()) {
    if (running() >= atOnce) return;
    if (entry.item.status === "queued") begin(entry);
  }
}

function settle(key: string) {
  entries.delete(key);
  stored++;
  if (entries.size === 0) atOnce = DEFAULT_AT_ONCE;
  emit();
  pump();
}

function begin(entry: Entry) {
  const { item, file } = entry;
  const key = item.key;
  entry.last = null;
  entry.retryable = false;
  change(key, { status: "uploading", error: undefined });
  if (entry.upload) {
    entry.upload.start();
    return;
  }
  const upload = new Upload(file, {
    ...uploadOptions(file, "file", {
      projectId: item.projectId,
      role: item.role,
      ...(entry.note.trim() && { note: entry.note.trim() }),
    }),
    // a few quick tries; after them the queue starts it again itself (below)
    retryDelays: RETRY_DELAYS,
    fingerprint: fingerprintOf(item.projectId, item.role),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onProgress: (sent) => {
      const now = performance.now();
      const last = entry.last;
      entry.last = { at: now, sent };
      let speed = entry.item.speed;
      if (last && now - last.at > 0 && sent >= last.sent) {
        const instant = ((sent - last.sent) * 1000) / (now - last.at);
        speed = speed ? speed * 0.8 + instant * 0.2 : instant;
      }
      change(key, { sent, speed, status: "uploading", error: undefined });
    },
    onSuccess: () => {
      if (!entries.has(key)) return;
      batch = { ...batch, done: batch.done + 1, bytesDone: batch.bytesDone + file.size };
      // a limit lowered by a 429 creeps back up as uploads end
      atOnce = Math.min(DEFAULT_AT_ONCE, atOnce + 1);
      entry.onUploaded?.(file.name);
      for (const listener of finishedListeners) listener(item.projectId);
      settle(key);
    },
    onError: (error) => {
      if (!entries.has(key)) return;
      entry.last = null;
      const status = statusOf(error);
      // the server's limit of uploads at once: wait for a turn, with the limit at what runs now
      if (status === 429 && /under way/.test(errorText(error))) {
        atOnce = Math.max(1, running() - 1);
        change(key, { status: "queued", speed: 0 });
        return;
      }
      entry.retryable = status === 0 || status >= 500;
      change(key, { status: "failed", error: errorText(error), speed: 0 });
      if (entry.retryable) {
        // the banner, if the server is down; a try again later in any case (a flaky connection)
        void checkReach();
        clearTimeout(retryTimer);
        retryTimer = setTimeout(resumeStopped, RETRY_LATER_MS);
      }
      pump();
    },
  });
  entry.upload = upload;
  // an unfinished upload of the same file (a reload, a dropped connection) continues where it stopped
  void upload
    .findPreviousUploads()
    .then((previous) => {
      const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (last) upload.resumeFromPreviousUpload(last);
    })
    .catch(() => undefined)
    .finally(() => {
      if (entries.get(key) === entry && entry.item.status === "uploading") upload.start();
    });
}

/** Every upload stopped by the connection or the server starts again (the outage banner promises it). */
function resumeStopped() {
  for (const entry of entries.values()) {
    if (entry.item.status === "failed" && entry.retryable) change(entry.item.key, { status: "queued" });
  }
  pump();
}

if (typeof window !== "undefined") {
  window.addEventListener("online", resumeStopped);
  onServerBack(resumeStopped);
}

/** Queues files of a project's group; each starts when a place is free. Returns their keys. */
export function enqueueUploads(
  target: { projectId: string; projectPath: string; role: FileRole },
  files: File[],
  { note = "", onUploaded }: { note?: string; onUploaded?: (name: string) => void } = {},
): string[] {
  if (entries.size === 0) batch = { done: 0, total: 0, bytesDone: 0, bytesTotal: 0 };
  const keys = files.map((file) => {
    const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    entries.set(key, {
      item: { key, ...target, name: file.name, size: file.size, sent: 0, status: "queued", speed: 0 },
      file,
      note,
      upload: null,
      last: null,
      retryable: false,
      onUploaded,
    });
    return key;
  });
  batch = {
    ...batch,
    total: batch.total + files.length,
    bytesTotal: batch.bytesTotal + files.reduce((sum, file) => sum + file.size, 0),
  };
  emit("now");
  pump();
  return keys;
}

export function pauseUpload(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  if (entry.item.status === "uploading") void entry.upload?.abort();
  entry.last = null;
  change(key, { status: "paused", speed: 0 });
  emit("now");
  pump();
}

export function resumeUpload(key: string) {
  if (!entries.has(key)) return;
  change(key, { status: "queued", error: undefined });
  emit("now");
  pump();
}

/**
 * Stops an upload and has the server forget its bytes; the next waiting one starts once the server has
 * (it counts the cancelled one as under way until then).
 */
export function cancelUpload(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  batch = { ...batch, total: batch.total - 1, bytesTotal: batch.bytesTotal - entry.file.size };
  entries.delete(key);
  emit("now");
  const upload = entry.upload;
  if (!upload) return pump();
  void upload
    .abort(true)
    .catch(() => upload.abort())
    .finally(() => {
      stored++;
      emit();
      pump();
    });
}

/**
 * Stops every upload (those waiting never start) and has the server forget their bytes. The figures keep
 * what was uploaded and say how many were cancelled, until the tray is closed.
 */
export function cancelAllUploads() {
  const all = [...entries.values()];
  entries.clear();
  batch = {
    done: batch.done,
    total: batch.done,
    bytesDone: batch.bytesDone,
    bytesTotal: batch.bytesDone,
    cancelled: (batch.cancelled ?? 0) + all.length,
  };
  emit("now");
  const aborted = all.map(({ upload }) => upload?.abort(true).catch(() => upload.abort()));
  void Promise.allSettled(aborted).then(() => {
    stored++;
    emit();
  });
}

/** Clears the figures of a finished queue (the tray's Close). */
export function dismissUploads() {
  if (entries.size > 0) return;
  batch = { done: 0, total: 0, bytesDone: 0, bytesTotal: 0 };
  emit("now");
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => snapshot;

/** The queue as a screen shows it: every upload under way or waiting, and the batch's figures. */
export function useUploadQueue() {
  return useSyncExternalStore(subscribe, read, read);
}

/** Uploads that end within this of the first are answered with one `onFinished` (a batch of small files). */
const FINISHED_BURST_MS = 250;

/**
 * Calls `onFinished` when an upload of `projectId` ends (the project's lists read their files again), once for
 * the uploads that end in one burst: 301 small files ended about fifteen a second, each a refetch of the lists.
 */
export function useUploadFinished(projectId: string, onFinished: () => void) {
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const listener = (id: string) => {
      if (id !== projectId || pending !== undefined) return;
      pending = setTimeout(() => {
        pending = undefined;
        onFinished();
      }, FINISHED_BURST_MS);
    };
    finishedListeners.add(listener);
    return () => {
      clearTimeout(pending);
      finishedListeners.delete(listener);
    };
  }, [projectId, onFinished]);
}

/** How much of an unfinished upload the server holds: tus's HEAD answers its offset. */
async function offsetOf(uploadUrl: string): Promise<number | null> {
  try {
    const res = await fetch(uploadUrl, {
      method: "HEAD",
      credentials: "same-origin",
      headers: { "Tus-Resumable": "1.0.0" },
      cache: "no-store",
    });
    const offset = Number(res.headers.get("Upload-Offset"));
    return res.ok && Number.isFinite(offset) ? offset : null;
  } catch {
    return null;
  }
}

/**
 * The uploads a previous page left unfinished for one group of a project (to resume by choosing the file
 * again), each with how much the server holds of it.
 */
export function useUnfinishedUploads(projectId: string, role: FileRole) {
  const [unfinished, setUnfinished] = useState<UnfinishedUpload[]>([]);
  const { items, stored: revision } = useUploadQueue();
  const busy = items.filter((item) => item.projectId === projectId && item.role === role);
  const busyKey = busy.map((item) => `${item.name}:${item.size}`).join("|");

  const refresh = useCallback(async () => {
    const storage = defaultOptions.urlStorage;
    const previous: PreviousUpload[] = await storage.findAllUploads().catch(() => []);
    const taken = new Set(busyKey.split("|"));
    const mine = previous
      .filter((p) => p.metadata.projectId === projectId && p.metadata.role === role && p.uploadUrl)
      .filter((p) => !taken.has(`${p.metadata.filename}:${p.size}`));
    const rows = mine.map((p) => ({
      key: p.urlStorageKey,
      name: p.metadata.filename ?? "a file",
      size: p.size ?? 0,
      note: p.metadata.note ?? "",
      createdAt: p.creationTime,
      sent: null as number | null,
    }));
    setUnfinished(rows);
    const offsets = await Promise.all(mine.map((p) => offsetOf(p.uploadUrl!)));
    setUnfinished(rows.map((row, i) => ({ ...row, sent: offsets[i] ?? null })));
  }, [projectId, role, busyKey]);

  // read again whenever an upload ends or is cancelled (tus's storage changed)
  useEffect(() => {
    if (revision >= 0) void refresh();
  }, [refresh, revision]);

  /** Forgets an unfinished upload of a previous page (and asks the server to drop its bytes). */
  const forget = useCallback(
    async (key: string) => {
      const storage = defaultOptions.urlStorage;
      const previous = (await storage.findAllUploads().catch(() => [])).find((p) => p.urlStorageKey === key);
      if (previous?.uploadUrl)
        await Upload.terminate(previous.uploadUrl, { onBeforeRequest: withCredentials }).catch(
          () => undefined,
        );
      await storage.removeUpload(key).catch(() => undefined);
      await refresh();
    },
    [refresh],
  );

  return { unfinished, forget };
}

/** Time left of an upload, "2 min 10 s left", or null while unknown. */
export function timeLeft(item: Pick<UploadItem, "size" | "sent" | "speed">): string | null {
  if (!item.speed || item.speed < 1) return null;
  const seconds = Math.max(0, Math.round((item.size - item.sent) / item.speed));
  if (seconds < 60) return `${seconds} s left`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s left`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}
