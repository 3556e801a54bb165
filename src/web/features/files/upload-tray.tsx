import { CheckCircle2, Upload as UploadIcon, X } from "lucide-react";
import { useRef } from "react";
import { Link, useLocation } from "react-router";
import { formatBytes } from "~/domain/files";
import { Button } from "~/web/components/ui/button";
import { cancelAllUploads, dismissUploads, useUploadQueue } from "./uploads";

/**
 * The dashboard's upload tray (issue 35): the one summary of every project's uploads, on every page of the
 * app, so that 300 files go on uploading while the person works elsewhere. "12 of 300 uploaded", the bytes
 * as a bar, Cancel all, and the way back to the project; once all are in, it says so until closed.
 */
export function UploadTray() {
  const { items, batch } = useUploadQueue();
  const { pathname } = useLocation();
  const close = useRef<HTMLButtonElement>(null);
  if (batch.total === 0 && !batch.cancelled) return null;
  const sentNow = items.reduce((sum, item) => sum + item.sent, 0);
  const bytes = Math.min(batch.bytesTotal, batch.bytesDone + sentNow);
  const percent = batch.bytesTotal ? Math.floor((bytes * 100) / batch.bytesTotal) : 100;
  const finished = items.length === 0;
  const stopped = items.filter((item) => item.status === "failed").length;
  const paths = [...new Set(items.map((item) => item.projectPath))];
  const elsewhere = paths.length === 1 && paths[0] !== pathname ? paths[0] : null;
  return (
    <section
      aria-label="Uploads"
      className="fixed inset-x-2 bottom-2 z-40 grid gap-2 rounded-lg border bg-background p-3 text-sm shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-80"
    >
      <div className="flex items-center gap-2">
        {finished ? (
          <CheckCircle2 aria-hidden className="size-4 shrink-0 text-emerald-700" />
        ) : (
          <UploadIcon aria-hidden className="size-4 shrink-0 text-primary" />
        )}
        <p role="status" className="min-w-0 flex-1 font-medium tabular-nums">
          {batch.done} of {batch.total} uploaded
          {stopped > 0 && `, ${stopped} stopped`}
          {batch.cancelled ? `, ${batch.cancelled} cancelled` : ""}
        </p>
        {finished ? (
          <Button
            ref={close}
            size="icon"
            variant="ghost"
            className="size-8"
            aria-label="Close the uploads"
            onClick={dismissUploads}
          >
            <X aria-hidden className="size-4" />
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              cancelAllUploads();
              // the button goes: the focus to Close, which takes its place
              requestAnimationFrame(() => close.current?.focus());
            }}
          >
            Cancel all
          </Button>
        )}
      </div>
      <progress
        className="h-2 w-full overflow-hidden rounded-full accent-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
        max={100}
        value={percent}
        aria-label="All uploads"
        aria-valuetext={`${percent}%`}
      />
      <p className="text-xs text-muted-foreground tabular-nums">
        {formatBytes(bytes)} of {formatBytes(batch.bytesTotal)}
        {!finished && " · they go on while you use the rest of the dashboard"}
        {elsewhere && (
          <>
            {" · "}
            <Link to={elsewhere} className="font-medium text-primary underline-offset-4 hover:underline">
              Open the project
            </Link>
          </>
        )}
      </p>
    </section>
  );
}
