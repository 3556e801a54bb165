import { ApiError } from "~/web/lib/api";

/**
 * POST /api/me/avatar as multipart (field `file`) through XMLHttpRequest, because fetch() cannot report
 * upload progress. Resolves with the new image URL; rejects with ApiError carrying the server's message.
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/me/avatar");
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { image?: string | null; error?: string; code?: string } = {};
      try {
        body = JSON.parse(xhr.responseText || "{}");
      } catch {
        // A non-JSON answer (a proxy's error page): fall back to the status text below.
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body.image ?? null);
      reject(new ApiError(body.error || xhr.statusText || "Upload failed", xhr.status, body.code));
    };
    xhr.onerror = () => reject(new ApiError("Network error: please check your connection and try again.", 0));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
