import type { AppDeps } from "../../context";

// F2 replaces this: a stub until the previews (thumbnails, poster frames, video metadata) are merged.
/**
 * Starts making the preview of a registered file in the background (never awaited by the upload): sets its
 * preview_status, preview_key, width, height and duration, and publishes the change.
 */
export function startPreview(_deps: AppDeps, _fileId: string): void {}
