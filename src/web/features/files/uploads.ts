import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { defaultOptions, Upload } from "tus-js-client";
import type { FileRole } from "~/domain/files";
import { uploadErrorText, uploadOptions, withCredentials } from "~/web/lib/uploads";
import { fileKeys } from "./api";

/*
 * Resumable uploads of a project's files with tus (issue 22; the one upload path, web/lib/uploads.ts): 8 MB
 * chunks to POST /api/uploads with the session cookie, retried
 * after a dropped connection, paused and resumed, cancelled (the server forgets the bytes), and resumable
 * after a page reload: tus-js-client keeps each unfinished upload's address in localStorage under a
 * fingerprint of the file and the project, so choosing the same file again continues where it stopped.
 */

type UploadStatus = "uploading" | "paused" | "failed";

export interface UploadItem {
  key: string;
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

type PreviousUpload = Awaited<ReturnType<Upload["findPreviousUploads"]>>[number];

interface Running {
  upload: Upload;
  last: { at: number; sent: number } | null;
}

/**
 * The uploads of one group of a project's files: those under way on this page, and those a previous page
 * left unfinished (to resume by choosing the file again). `onUploaded` hears of each finished one.
 */
export function useUploads(projectId: string, role: FileRole, onUploaded?: (name: string) => void) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [unfinished, setUnfinished] = useState<UnfinishedUpload[]>([]);
  const running = useRef(new Map<string, Running>());
  const latest = useRef(onUploaded);
  latest.current = onUploaded;

  const update = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const refreshUnfinished = useCallback(async () => {
    const storage = defaultOptions.urlStorage;
    const previous: PreviousUpload[] = await storage.findAllUploads().catch(() => []);
    const busy = new Set([...running.current.values()].map((r) => r.upload.file as File));
    setUnfinished(
      previous
        .filter((p) => p.metadata.projectId === projectId && p.metadata.role === role && p.uploadUrl)
        .filter((p) => ![...busy].some((file) => file.name === p.metadata.filename && file.size === p.size))
        .map((p) => ({
          key: p.urlStorageKey,
          name: p.metadata.filename ?? "a file",
          size: p.size ?? 0,
          note: p.metadata.note ?? "",
          createdAt: p.creationTime,
        })),
    );
  }, [projectId, role]);

  useEffect(() => {
    void refreshUnfinished();
  }, [refreshUnfinished]);

  // leaving the page stops the uploads (they stay resumable); nothing runs for a page no longer shown
  useEffect(() => {
    const all = running.current;
    return () => {
      for (const { upload } of all.values()) void upload.abort();
      all.clear();
    };
  }, []);

  const start = useCallback(
    (file: File, note = "") => {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const entry: Running = { upload: null as unknown as Upload, last: null };
      const upload = new Upload(file, {
        ...uploadOptions(file, "file", { projectId, role, ...(note.trim() && { note: note.trim() }) }),
        fingerprint: fingerprintOf(projectId, role),
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onProgress: (sent) => {
          const now = performance.now();
          const last = entry.last;
          entry.last = { at: now, sent };
          setItems((all) =>
            all.map((item) => {
              if (item.key !== key) return item;
              let speed = item.speed;
              if (last && now - last.at > 0 && sent >= last.sent) {
                const instant = ((sent - last.sent) * 1000) / (now - last.at);
                speed = speed ? speed * 0.8 + instant * 0.2 : instant;
              }
              return { ...item, sent, speed, status: "uploading", error: undefined };
            }),
          );
        },
        onSuccess: () => {
          running.current.delete(key);
          setItems((all) => all.filter((item) => item.key !== key));
          void queryClient.invalidateQueries({ queryKey: fileKeys.project(projectId) });
          void refreshUnfinished();
          latest.current?.(file.name);
        },
        onError: (error) => {
          entry.last = null;
          update(key, { status: "failed", error: errorText(error), speed: 0 });
        },
      });
      entry.upload = upload;
      running.current.set(key, entry);
      setItems((all) => [
        ...all,
        { key, name: file.name, size: file.size, role, sent: 0, status: "uploading", speed: 0 },
      ]);
      // an unfinished upload of the same file (a reload, a dropped connection) continues where it stopped
      void upload
        .findPreviousUploads()
        .then((previous) => {
          const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
          if (last) upload.resumeFromPreviousUpload(last);
        })
        .catch(() => undefined)
        .finally(() => {
          if (running.current.get(key) === entry) upload.start();
          setUnfinished((all) => all.filter((u) => !(u.name === file.name && u.size === file.size)));
        });
      return key;
    },
    [projectId, role, queryClient, refreshUnfinished, update],
  );

  const pause = useCallback(
    (key: string) => {
      const entry = running.current.get(key);
      if (!entry) return;
      void entry.upload.abort();
      entry.last = null;
      update(key, { status: "paused", speed: 0 });
    },
    [update],
  );

  const resume = useCallback(
    (key: string) => {
      const entry = running.current.get(key);
      if (!entry) return;
      entry.last = null;
      update(key, { status: "uploading", error: undefined });
      entry.upload.start();
    },
    [update],
  );

  /** Stops the upload and has the server forget its bytes. */
  const cancel = useCallback(async (key: string) => {
    const entry = running.current.get(key);
    running.current.delete(key);
    setItems((all) => all.filter((item) => item.key !== key));
    if (!entry) return;
    await entry.upload.abort(true).catch(() => entry.upload.abort());
  }, []);

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
      await refreshUnfinished();
    },
    [refreshUnfinished],
  );

  return { items, unfinished, start, pause, resume, cancel, forget };
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
