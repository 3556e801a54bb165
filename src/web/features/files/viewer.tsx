import { clsx } from "clsx";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import type { FileComment } from "~/domain/file-comments";
import type { ProjectFile } from "~/domain/files";
import { formatMoment } from "~/domain/moments";

/*
 * The review's viewers (issue 22), shared by the project's review and a brand's review link (issue 36): the
 * comment markers under a video, and an image with its numbered pins.
 */

/** A picture's size in pixels (its natural size; 16:9 until it is known). */
export interface PictureSize {
  width: number;
  height: number;
}

export interface Pin {
  x: number;
  y: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The arrow keys' step from `from`: 5% of the picture a press, 1% with Shift; null for another key. */
export function arrowStep(event: KeyboardEvent, from: Pin): Pin | null {
  const steps: Record<string, [number, number]> = {
    ArrowLeft: [-1, 0],
    ArrowRight: [1, 0],
    ArrowUp: [0, -1],
    ArrowDown: [0, 1],
  };
  const step = steps[event.key];
  if (!step) return null;
  event.preventDefault();
  const size = event.shiftKey ? 0.01 : 0.05;
  return {
    x: Math.round(clamp01(from.x + step[0] * size) * 100) / 100,
    y: Math.round(clamp01(from.y + step[1] * size) * 100) / 100,
  };
}

/** The comment markers under the player: a button each, placed at its moment; a click seeks there. */
export function Timeline({
  comments,
  duration,
  onSeek,
  onShow,
}: {
  comments: readonly FileComment[];
  duration: number;
  onSeek: (atMs: number) => void;
  onShow: (comment: FileComment) => void;
}) {
  // comments at one moment (closer than a marker's width) are one marker with their count (issue 35)
  const clusters: FileComment[][] = [];
  if (duration > 0)
    for (const comment of [...comments.filter((c) => c.atMs !== null)].sort((a, b) => a.atMs! - b.atMs!)) {
      const last = clusters.at(-1);
      if (last && ((comment.atMs! - last[0]!.atMs!) / duration) * 100 < CLUSTER_PERCENT) last.push(comment);
      else clusters.push([comment]);
    }
  return (
    <fieldset
      aria-label="Comment markers"
      className="relative m-0 h-7 min-w-0 rounded-md border-0 bg-muted p-0"
    >
      {clusters.map((cluster) => {
        const first = cluster[0]!;
        const at = first.atMs ?? 0;
        const left = Math.min(100, Math.max(0, (at / duration) * 100));
        const many = cluster.length > 1;
        const open = cluster.some((comment) => !comment.resolvedAt);
        return (
          <button
            key={first.id}
            type="button"
            title={cluster.map((comment) => `${formatMoment(comment.atMs ?? 0)} ${comment.body}`).join("\n")}
            aria-label={
              many
                ? `${cluster.length} comments at ${formatMoment(at)}: ${cluster.map((c) => c.number).join(", ")}`
                : `Comment ${first.number} at ${formatMoment(at)}`
            }
            onClick={() => {
              onSeek(at);
              onShow(first);
            }}
            style={{ left: `${left}%` }}
            className={clsx(
              "absolute top-1/2 flex h-6 min-w-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-background px-1 text-[10px] font-semibold text-primary-foreground tabular-nums shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              open ? "bg-primary" : "bg-muted-foreground",
              many && "ring-2 ring-primary/40",
            )}
          >
            {many ? `×${cluster.length}` : first.number}
          </button>
        );
      })}
    </fieldset>
  );
}

/** How close (in % of the video) two comments' markers may be before they are one marker. */
const CLUSTER_PERCENT = 3;

/** The image at full size with its pins; a click (or Enter: the middle) places the next comment's pin. */
export function ImagePins({
  file,
  comments,
  pin,
  onPin,
  onShow,
  onSize,
  overlay,
}: {
  /** the image: its id (for the hints' ids), name and inline address */
  file: Pick<ProjectFile, "id" | "name" | "viewUrl">;
  comments: readonly FileComment[];
  pin: Pin | null;
  onPin: (pin: Pin) => void;
  onShow: (comment: FileComment) => void;
  onSize: (size: PictureSize) => void;
  /** the drawings over the image, and the surface of a new one */
  overlay: ReactNode;
}) {
  const place = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // a click by keyboard has no pointer position: where the arrows put the pin, else the middle
    if (event.detail === 0 || box.width === 0) return onPin(pin ?? { x: 0.5, y: 0.5 });
    const x = (event.clientX - box.left) / box.width;
    const y = (event.clientY - box.top) / box.height;
    onPin({ x: Math.min(1, Math.max(0, x)), y: Math.min(1, Math.max(0, y)) });
  };
  /** The arrow keys move the new comment's pin anywhere: 5% a press, 1% with Shift (issue 35). */
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moved = arrowStep(event, pin ?? { x: 0.5, y: 0.5 });
    if (moved) onPin(moved);
  };
  const pinned = comments.filter((c) => c.x !== null && c.y !== null);
  const where = pin
    ? `The new pin is ${Math.round(pin.x * 100)}% across and ${Math.round(pin.y * 100)}% down.`
    : "";
  return (
    // the whole image in the viewer: as high as the viewer allows, never wider than it
    <div className="flex justify-center rounded-md border bg-muted/40">
      <div className="relative w-fit">
        <img
          src={file.viewUrl ?? ""}
          alt={file.name}
          className="block h-auto max-h-[60vh] w-auto max-w-full object-contain"
          onLoad={(event) => {
            const image = event.currentTarget;
            if (image.naturalWidth && image.naturalHeight)
              onSize({ width: image.naturalWidth, height: image.naturalHeight });
          }}
        />
        <span id={`pin-where-${file.id}`} className="sr-only" aria-live="polite">
          {where}
        </span>
        <button
          type="button"
          aria-label="Place a pin on the image for a new comment"
          aria-describedby={`pin-hint-${file.id} pin-where-${file.id}`}
          onKeyDown={nudge}
          onClick={place}
          className="absolute inset-0 cursor-crosshair focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
        />
        <span id={`pin-hint-${file.id}`} className="sr-only">
          Arrow keys move the pin, Shift for smaller steps; Enter places it.
        </span>
        {pinned.map((comment) => (
          <button
            key={comment.id}
            type="button"
            aria-label={`Pin ${comment.number}: ${comment.body.slice(0, 60)}`}
            onClick={() => onShow(comment)}
            style={{ left: `${(comment.x ?? 0) * 100}%`, top: `${(comment.y ?? 0) * 100}%` }}
            className={clsx(
              "absolute flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white text-xs font-semibold text-white tabular-nums shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              comment.resolvedAt ? "bg-neutral-500" : "bg-primary",
            )}
          >
            {comment.number}
          </button>
        ))}
        {pin && (
          <span
            aria-hidden
            style={{ left: `${pin.x * 100}%`, top: `${pin.y * 100}%` }}
            className="pointer-events-none absolute flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-dashed border-white bg-amber-500 text-xs font-semibold text-white shadow-md"
          >
            +
          </span>
        )}
        {overlay}
      </div>
    </div>
  );
}
