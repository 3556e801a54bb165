import { zodResolver } from "@hookform/resolvers/zod";
import {
  Check,
  CheckCircle2,
  Columns2,
  Download,
  File as FileIcon,
  Info,
  MapPin,
  Pencil,
  RotateCcw,
  TriangleAlert,
  Undo2,
} from "lucide-react";
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import {
  createFileCommentSchema,
  type Drawing,
  type DrawingShape,
  type DrawingTool,
  FILE_COMMENT_MAX_LENGTH,
  type FileComment,
  formatMoment,
} from "~/domain/file-comments";
import { formatBytes, type ProjectFile } from "~/domain/files";
import { can, WHO_REVIEWS } from "~/domain/policy";
import type { Project, ProjectKind } from "~/domain/projects";
import { QueryState } from "~/web/components/query-state";
import { RelativeTime } from "~/web/components/relative-time";
import { useCurrentUser } from "~/web/components/session-guard";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/web/components/ui/dialog";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Label } from "~/web/components/ui/label";
import { NativeSelect } from "~/web/components/ui/native-select";
import { Skeleton } from "~/web/components/ui/skeleton";
import { Textarea } from "~/web/components/ui/textarea";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { focusWhenThere } from "~/web/lib/focus-keeper";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { cn } from "~/web/lib/utils";
import { type NewComment, useFile, useFileAction, useFileComments, useProjectFiles } from "./api";
import { CompareView } from "./compare-view";
import { DEFAULT_PICTURE, DrawingShapes, DrawingSurface, DrawingToolbar, type PictureSize } from "./drawing";
import { fileLabel, formatTimecode } from "./format";
import { ImagePins, type Pin, Timeline } from "./viewer";

/**
 * A file's review (issue 22): the video in the browser's own player with the comments as markers on a
 * timeline under it (a marker or a comment's time seeks the player), or the image at full size with its
 * comments as numbered pins (a click on the image places the next one); the comments, resolved and
 * reopened; a composer pinned to the current moment or the clicked spot; and, for the project's creator on
 * a version, Request changes and Approve.
 */
export function ReviewDialog({
  kind,
  project,
  fileId,
  onClose,
}: {
  kind: ProjectKind;
  project: Project;
  fileId: string | null;
  onClose: () => void;
}) {
  const file = useFile(project.id, fileId);
  return (
    <Dialog open={fileId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[94vh] w-[calc(100vw-1rem)] max-w-6xl overflow-y-auto p-4 sm:p-6">
        {file.data ? (
          <Review key={file.data.id} kind={kind} project={project} file={file.data} onClose={onClose} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Review</DialogTitle>
              <DialogDescription>The file and its comments</DialogDescription>
            </DialogHeader>
            <QueryState query={file} what="this file" skeleton={<Skeleton className="aspect-video w-full" />}>
              {() => null}
            </QueryState>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The versions a review may compare with: the newest 50 (a project has a handful). */
const COMPARE_VERSIONS = { page: 1, pageSize: 50, search: "", sort: "newest" } as const;

function Review({
  kind,
  project,
  file,
  onClose,
}: {
  kind: ProjectKind;
  project: Project;
  file: ProjectFile;
  onClose: () => void;
}) {
  const comments = useFileComments(project.id, file.id);
  const video = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(file.durationMs ?? 0);
  const [pin, setPin] = useState<Pin | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  // the new comment's drawing (issue 35): the tool while drawing, and the shapes drawn so far
  const [tool, setTool] = useState<DrawingTool | null>(null);
  const [drawing, setDrawing] = useState<Drawing>([]);
  const [size, setSize] = useState<PictureSize>(
    file.width && file.height ? { width: file.width, height: file.height } : DEFAULT_PICTURE,
  );
  const items = comments.data?.items ?? [];
  const open = items.filter((c) => !c.resolvedAt).length;
  // the project's other versions of this kind, to compare with (issue 35)
  const versions = useProjectFiles(kind, project.id, "version", COMPARE_VERSIONS);
  const others = (versions.data?.items ?? []).filter(
    (v) => v.id !== file.id && v.kind === file.kind && v.viewUrl,
  );
  const [comparing, setComparing] = useState(false);
  // the button that stops a mode gives the focus back to the one that started it
  const compareButton = useRef<HTMLButtonElement>(null);
  const drawButton = useRef<HTMLButtonElement>(null);
  // issue 35, as Frame.io: frame-accurate timecodes at the file's rate (30 when unknown)
  const fps = file.frameRate ?? 30;
  const [shown, setShown] = useState<"all" | "open" | "resolved">("all");
  const [author, setAuthor] = useState("");
  const authors = [...new Map(items.map((c) => [c.author?.id ?? "", c.author?.name ?? "Unknown user"]))];
  const filtered = items.filter(
    (c) =>
      (shown === "all" || (shown === "open" ? !c.resolvedAt : Boolean(c.resolvedAt))) &&
      (!author || (c.author?.id ?? "") === author),
  );

  /** J, K, L and the arrows, as editors know them: L plays (again: faster), K stops, J steps back a second,
   * the arrows step one frame (Shift: one second). */
  const keys = (event: KeyboardEvent<HTMLVideoElement>) => {
    const player = event.currentTarget;
    const step = (seconds: number) => {
      player.pause();
      player.currentTime = Math.min(player.duration || Infinity, Math.max(0, player.currentTime + seconds));
    };
    const frame = 1 / fps;
    const actions: Record<string, () => void> = {
      l: () => {
        player.playbackRate = player.paused ? 1 : Math.min(4, player.playbackRate * 2);
        void player.play();
      },
      k: () => {
        player.pause();
        player.playbackRate = 1;
      },
      j: () => step(-1),
      ArrowRight: () => step(event.shiftKey ? 1 : frame),
      ArrowLeft: () => step(event.shiftKey ? -1 : -frame),
    };
    const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    action();
  };

  const seek = (atMs: number) => {
    const player = video.current;
    if (!player) return;
    player.currentTime = atMs / 1000;
    setTime(atMs);
    player.focus();
  };
  const show = (comment: FileComment) => {
    setHighlight(comment.id);
    document.getElementById(`comment-${comment.id}`)?.focus();
  };
  const startDrawing = () => {
    video.current?.pause();
    setTool("arrow");
  };
  /** The drawings on the picture now: the comments at this frame of a video, and the one shown. */
  const frameMs = 1000 / fps;
  const shownDrawings: DrawingShape[] = items.flatMap((comment) =>
    comment.drawing &&
    (comment.id === highlight ||
      (file.kind === "video" && comment.atMs !== null && Math.abs(comment.atMs - time) < frameMs))
      ? comment.drawing
      : [],
  );
  const overlay = (
    <>
      {shownDrawings.length > 0 && <DrawingShapes drawing={shownDrawings} size={size} />}
      {tool ? (
        <DrawingSurface tool={tool} size={size} drawing={drawing} onChange={setDrawing} />
      ) : (
        drawing.length > 0 && <DrawingShapes drawing={drawing} size={size} dashed />
      )}
    </>
  );

  return (
    <>
      <DialogHeader className="pr-8">
        <DialogTitle className="flex flex-wrap items-center gap-2 wrap-anywhere">
          {fileLabel(file)}
          {file.approved && (
            <Badge className="gap-1 bg-emerald-700 text-white">
              <CheckCircle2 aria-hidden className="size-3.5" />
              Approved version
            </Badge>
          )}
        </DialogTitle>
        <DialogDescription>
          {formatBytes(file.size)} · uploaded by {file.uploader?.name ?? "an unknown user"}{" "}
          <RelativeTime value={file.createdAt} />
        </DialogDescription>
      </DialogHeader>
      {file.note && (
        <p className="rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap wrap-anywhere">
          {file.note}
        </p>
      )}
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-3">
          {comparing && others.length > 0 ? (
            <CompareView
              file={file}
              versions={others}
              fps={fps}
              onTime={setTime}
              onStop={() => {
                setComparing(false);
                focusWhenThere(() => compareButton.current);
              }}
            />
          ) : file.kind === "video" && file.viewUrl ? (
            <>
              {/* the picture's own shape, as high as the viewer allows: drawings lie on it exactly */}
              <div className="flex justify-center rounded-md bg-black">
                <div
                  className="relative"
                  style={{
                    aspectRatio: `${size.width} / ${size.height}`,
                    width: `min(100%, calc(60vh * ${size.width / size.height}))`,
                  }}
                >
                  {/* biome-ignore lint/a11y/useMediaCaption: the creator's own footage has no captions to offer */}
                  <video
                    ref={video}
                    src={file.viewUrl}
                    controls={!tool}
                    preload="metadata"
                    aria-label={`Video ${file.name}`}
                    className="absolute inset-0 size-full rounded-md"
                    aria-keyshortcuts="J K L ArrowLeft ArrowRight"
                    onKeyDown={keys}
                    onTimeUpdate={(event) => setTime(Math.round(event.currentTarget.currentTime * 1000))}
                    onSeeked={(event) => setTime(Math.round(event.currentTarget.currentTime * 1000))}
                    onLoadedMetadata={(event) => {
                      const player = event.currentTarget;
                      if (Number.isFinite(player.duration)) setDuration(Math.round(player.duration * 1000));
                      if (player.videoWidth && player.videoHeight)
                        setSize({ width: player.videoWidth, height: player.videoHeight });
                    }}
                  />
                  {overlay}
                </div>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                {/* not a live region: it changes every frame while the video plays */}
                <p className="text-sm text-foreground">
                  <span className="sr-only">Timecode </span>
                  <span className="font-mono tabular-nums">{formatTimecode(time, fps)}</span>
                </p>
                <span>
                  <kbd className="font-mono">J</kbd> <kbd className="font-mono">K</kbd>{" "}
                  <kbd className="font-mono">L</kbd> play · <kbd className="font-mono">←</kbd>{" "}
                  <kbd className="font-mono">→</kbd> one frame ({Math.round(fps * 100) / 100} fps)
                </span>
              </div>
              <Timeline comments={items} duration={duration} onSeek={seek} onShow={show} />
            </>
          ) : file.kind === "image" && file.viewUrl ? (
            <ImagePins
              file={file}
              comments={items}
              pin={pin}
              onPin={setPin}
              onShow={show}
              onSize={setSize}
              overlay={overlay}
            />
          ) : (
            <div className="flex flex-col items-center gap-3 rounded-md border bg-muted/40 px-6 py-12 text-center text-sm">
              <FileIcon aria-hidden className="size-8 text-muted-foreground" />
              <p>This file has no preview in the browser.</p>
              <Button asChild variant="outline">
                <a href={file.downloadUrl} download>
                  <Download aria-hidden className="size-4" />
                  Download {file.name}
                </a>
              </Button>
            </div>
          )}
          {(file.kind === "video" || file.kind === "image") && tool && !comparing && (
            <DrawingToolbar
              tool={tool}
              onTool={setTool}
              drawing={drawing}
              onChange={setDrawing}
              onDone={() => {
                setTool(null);
                focusWhenThere(() => drawButton.current);
              }}
            />
          )}
          {(file.kind === "video" || file.kind === "image") && (
            <div className="flex flex-wrap justify-end gap-2">
              {file.role === "version" && others.length > 0 && !comparing && !tool && (
                <Button ref={compareButton} size="sm" variant="outline" onClick={() => setComparing(true)}>
                  <Columns2 aria-hidden className="size-4" />
                  Compare with another version
                </Button>
              )}
              {!tool && !comparing && (
                <Button ref={drawButton} size="sm" variant="outline" onClick={startDrawing}>
                  <Pencil aria-hidden className="size-4" />
                  {drawing.length > 0
                    ? "Change the drawing"
                    : file.kind === "video"
                      ? "Draw on this frame"
                      : "Draw on the image"}
                </Button>
              )}
              <Button asChild size="sm" variant="outline">
                <a href={file.downloadUrl} download>
                  <Download aria-hidden className="size-4" />
                  Download
                </a>
              </Button>
            </div>
          )}
          <ReviewActions kind={kind} project={project} file={file} open={open} onDone={onClose} />
        </div>
        <section aria-label="Comments" className="grid min-w-0 content-start gap-3">
          <h3 className="text-sm font-semibold">
            Comments{" "}
            <span className="font-normal text-muted-foreground tabular-nums">
              {open} open{items.length > open && `, ${items.length - open} resolved`}
            </span>
          </h3>
          <QueryState
            query={comments}
            what="the comments"
            isEmpty={(data) => data.items.length === 0}
            empty={{
              icon: MapPin,
              title: "No comments yet",
              description:
                file.kind === "video"
                  ? "Pause the video where something should change and comment at that moment."
                  : file.kind === "image"
                    ? "Click the image where something should change and comment on that spot."
                    : "Say what should change.",
            }}
          >
            {() => (
              <>
                <div className="flex flex-wrap gap-2">
                  <Label htmlFor={`${file.id}-shown`} className="sr-only">
                    Show comments
                  </Label>
                  <NativeSelect
                    id={`${file.id}-shown`}
                    value={shown}
                    onChange={(event) => setShown(event.target.value as typeof shown)}
                    className="h-9 w-auto"
                  >
                    <option value="all">All comments</option>
                    <option value="open">Open</option>
                    <option value="resolved">Resolved</option>
                  </NativeSelect>
                  <Label htmlFor={`${file.id}-author`} className="sr-only">
                    Comments by
                  </Label>
                  <NativeSelect
                    id={`${file.id}-author`}
                    value={author}
                    onChange={(event) => setAuthor(event.target.value)}
                    className="h-9 w-auto min-w-0 flex-1"
                  >
                    <option value="">By everyone</option>
                    {authors.map(([id, name]) => (
                      <option key={id} value={id}>
                        By {name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                {filtered.length === 0 && (
                  <p className="text-sm text-muted-foreground">
                    No comments match. Show all comments to see them.
                  </p>
                )}
                <CommentList
                  kind={kind}
                  projectId={project.id}
                  comments={filtered}
                  highlight={highlight}
                  onSeek={file.kind === "video" ? seek : undefined}
                  onShowDrawing={(comment) => {
                    setHighlight(comment.id);
                    if (comment.atMs !== null) seek(comment.atMs);
                  }}
                />
              </>
            )}
          </QueryState>
          <Composer
            kind={kind}
            projectId={project.id}
            file={file}
            time={file.kind === "video" ? time : null}
            pin={file.kind === "image" ? pin : null}
            onPinClear={() => setPin(null)}
            drawing={drawing}
            onDrawingClear={() => {
              setDrawing([]);
              setTool(null);
            }}
          />
        </section>
      </div>
    </>
  );
}

function CommentList({
  kind,
  projectId,
  comments,
  highlight,
  onSeek,
  onShowDrawing,
}: {
  kind: ProjectKind;
  projectId: string;
  comments: readonly FileComment[];
  highlight: string | null;
  onSeek?: (atMs: number) => void;
  /** shows a comment's drawing on the picture (at its moment, on a video) */
  onShowDrawing: (comment: FileComment) => void;
}) {
  const action = useFileAction(kind, projectId, failureToast("The comment was not changed"));
  return (
    <ol aria-label="Comments on this file" className="grid max-h-[50vh] gap-2 overflow-y-auto">
      {comments.map((comment) => {
        const resolved = Boolean(comment.resolvedAt);
        return (
          <li
            key={comment.id}
            id={`comment-${comment.id}`}
            tabIndex={-1}
            className={cn(
              "grid gap-1 rounded-md border p-2.5 text-sm focus-visible:outline-2 focus-visible:outline-ring",
              resolved && "bg-muted/50 text-muted-foreground",
              highlight === comment.id && "border-primary",
            )}
          >
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
              <span className="inline-flex size-5 items-center justify-center rounded-full bg-muted font-semibold tabular-nums">
                {comment.number}
              </span>
              <span className="font-medium text-foreground">
                {comment.guestName
                  ? `${comment.guestName} (brand)`
                  : (comment.author?.name ?? "Unknown user")}
              </span>
              {comment.visibility === "shared" && <Badge variant="outline">Shared with the brand</Badge>}
              <RelativeTime value={comment.createdAt} className="text-muted-foreground" />
              {comment.atMs !== null &&
                (onSeek ? (
                  <button
                    type="button"
                    onClick={() => onSeek(comment.atMs ?? 0)}
                    aria-label={`Play from ${formatMoment(comment.atMs)}`}
                    className="rounded px-1 font-medium text-primary tabular-nums underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {formatMoment(comment.atMs)}
                  </button>
                ) : (
                  <span className="tabular-nums">{formatMoment(comment.atMs)}</span>
                ))}
              {resolved && (
                <span className="inline-flex items-center gap-1">
                  <Check aria-hidden className="size-3" />
                  Resolved{comment.resolvedBy && ` by ${comment.resolvedBy.name}`}
                </span>
              )}
            </div>
            <p className={cn("whitespace-pre-wrap wrap-anywhere", resolved && "line-through decoration-1")}>
              {comment.body}
            </p>
            <div className="flex flex-wrap justify-end gap-1">
              {comment.drawing && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-pressed={highlight === comment.id}
                  aria-label={`Show the drawing of comment ${comment.number}`}
                  onClick={() => onShowDrawing(comment)}
                  className="mr-auto"
                >
                  <Pencil aria-hidden className="size-4" />
                  Drawing
                </Button>
              )}
              {/* issue 36: a comment is the agency's unless shared with the brand (a brand's own stays shared) */}
              {!comment.guestName && (
                <Button
                  size="sm"
                  variant="ghost"
                  pending={
                    action.isPending &&
                    (action.variables as { type?: string; commentId?: string } | undefined)?.commentId ===
                      comment.id &&
                    /share/.test((action.variables as { type: string }).type)
                  }
                  pendingLabel="Changing who sees it"
                  aria-label={`${comment.visibility === "shared" ? "Make internal" : "Share with the brand"}: comment ${comment.number}`}
                  onClick={() =>
                    action.mutate({
                      type: comment.visibility === "shared" ? "unshare" : "share",
                      commentId: comment.id,
                    })
                  }
                >
                  {comment.visibility === "shared" ? "Make internal" : "Share with the brand"}
                </Button>
              )}
              {/* pending, not disabled: the pressed button keeps the focus, and becomes its opposite */}
              <Button
                size="sm"
                variant="ghost"
                pending={
                  action.isPending &&
                  (action.variables as { commentId?: string } | undefined)?.commentId === comment.id &&
                  !/share/.test((action.variables as { type: string }).type)
                }
                pendingLabel={resolved ? "Reopening" : "Resolving"}
                aria-label={`${resolved ? "Reopen" : "Resolve"} comment ${comment.number}`}
                onClick={() =>
                  action.mutate({ type: resolved ? "reopen" : "resolve", commentId: comment.id })
                }
              >
                {resolved ? (
                  <RotateCcw aria-hidden className="size-4" />
                ) : (
                  <Check aria-hidden className="size-4" />
                )}
                {resolved ? "Reopen" : "Resolve"}
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The new comment: at the player's moment (or without one) on a video, at the placed pin on an image. */
function Composer({
  kind,
  projectId,
  file,
  time,
  pin,
  onPinClear,
  drawing,
  onDrawingClear,
}: {
  kind: ProjectKind;
  projectId: string;
  file: ProjectFile;
  time: number | null;
  pin: Pin | null;
  onPinClear: () => void;
  /** the shapes drawn for this comment (a video's are at the current moment) */
  drawing: Drawing;
  onDrawingClear: () => void;
}) {
  const action = useFileAction(kind, projectId, failureToast("The comment was not added"));
  const form = useForm({ resolver: zodResolver(createFileCommentSchema), defaultValues: { body: "" } });
  const [atMoment, setAtMoment] = useState(true);
  const ids = useId();
  const error = form.formState.errors.body?.message;
  const drawn = drawing.length > 0;
  // a drawing on a video is on a frame: the comment is at that moment
  const timed = time !== null && (atMoment || drawn);
  const withDrawing = drawn ? " with the drawing" : "";
  const submitLabel = timed
    ? `Comment at ${formatMoment(time)}${withDrawing}`
    : pin
      ? `Comment at the pin${withDrawing}`
      : `Comment${withDrawing}`;

  const submit = form.handleSubmit(({ body }) => {
    const comment: NewComment = { body };
    if (timed) comment.atMs = time;
    if (pin) Object.assign(comment, pin);
    if (drawn) comment.drawing = drawing;
    action.mutate(
      { type: "comment", fileId: file.id, comment },
      {
        onSuccess: () => {
          // the lists may show the comment before this runs: what was typed since then stays
          if (form.getValues("body") === body) form.reset({ body: "" });
          onPinClear();
          onDrawingClear();
          form.setFocus("body");
        },
      },
    );
  });

  return (
    <form aria-label="Add a comment" className="grid gap-2 border-t pt-3" onSubmit={submit} noValidate>
      <FormField id={`${ids}-body`} label="New comment" error={error}>
        <Textarea
          rows={3}
          maxLength={FILE_COMMENT_MAX_LENGTH}
          {...controlProps(`${ids}-body`, error)}
          {...form.register("body")}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) void submit(event);
          }}
        />
      </FormField>
      {drawn && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Pencil aria-hidden className="size-4 text-amber-600" />
          {drawing.length} {drawing.length === 1 ? "shape" : "shapes"} drawn
          {time !== null && ` on the frame at ${formatMoment(time)}`}.
          <Button type="button" size="sm" variant="ghost" onClick={onDrawingClear}>
            <Undo2 aria-hidden className="size-4" />
            Remove the drawing
          </Button>
        </div>
      )}
      {time !== null && !drawn && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={atMoment}
            onChange={(event) => setAtMoment(event.target.checked)}
            className="size-6 shrink-0 accent-primary"
          />
          At the current moment ({formatMoment(time)})
        </label>
      )}
      {file.kind === "image" && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {pin ? (
            <>
              <MapPin aria-hidden className="size-4 text-amber-600" />
              Pinned to the spot you clicked.
              <Button type="button" size="sm" variant="ghost" onClick={onPinClear}>
                <Undo2 aria-hidden className="size-4" />
                Remove the pin
              </Button>
            </>
          ) : (
            "Click the image to pin this comment to a spot."
          )}
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="sm" pending={action.isPending} pendingLabel="Adding the comment">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The creator's review of a version: Request changes (back with the open comments) or Approve (completed),
 * each confirmed in place (a second dialog over the review would take the focus out of it when it closes).
 */
function ReviewActions({
  kind,
  project,
  file,
  open,
  onDone,
}: {
  kind: ProjectKind;
  project: Project;
  file: ProjectFile;
  open: number;
  onDone: () => void;
}) {
  const me = useCurrentUser();
  const action = useFileAction(kind, project.id);
  const [asking, setAsking] = useState<Review | null>(null);
  // said here as well as in the toast: the toast is outside the dialog, hidden from assistive tech meanwhile
  const [done, setDone] = useState<string | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);
  const doneNote = done ? <Done ref={status} text={done} /> : null;
  if (file.role !== "version" || file.approved) return doneNote;
  // the transitions table (src/domain/projects.ts): changes from In Progress or Completed, approval from In
  // Progress or from Pending after a request for changes (the assignee still on it)
  const mayRequest = project.status === "In Progress" || project.status === "Completed";
  const mayApprove = project.status === "In Progress" || (project.status === "Pending" && project.assignee);
  if (!mayRequest && !mayApprove) return doneNote;
  const label = `v${file.version}`;
  // the creator reviews; a manager may for them (recorded as such); anyone else is told who can
  if (!can.reviewVersion(me.role, { creatorId: project.creator?.id }, me.id))
    return (
      <p className="flex items-start gap-2 rounded-md border bg-muted/30 p-3 text-sm text-muted-foreground">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        {WHO_REVIEWS}
      </p>
    );
  const creator = project.creator?.name ?? "the creator";
  const forCreator = project.creator?.id !== me.id;
  const staff = kind === "design" ? "designer" : "editor";
  const run = (type: Review) =>
    action.mutate(
      { type, fileId: file.id },
      {
        onSuccess: () => {
          const title = type === "approve" ? `${label} approved` : "Changes requested";
          const description =
            type === "approve"
              ? "The project is completed."
              : `The ${staff} has the open comments; the project is Pending again.`;
          toast({ title, description });
          setAsking(null);
          setDone(`${title}: ${description}`);
          if (type === "approve") onDone();
        },
        onError: (error) =>
          apiErrorToast(
            type === "approve" ? "The version was not approved" : "The changes were not requested",
            error,
          ),
      },
    );
  const behalf = forCreator ? ` on behalf of ${creator}` : "";
  const stillOpen = `${open} ${open === 1 ? "comment is" : "comments are"} still open.`;
  const question =
    asking === "approve"
      ? `${open ? `${stillOpen} ` : ""}Approve ${label}${behalf}${open ? " all the same" : ""}? The project is completed with ${label} as its approved version.`
      : open
        ? `Request changes to ${label}${behalf}? The project goes back to Pending with the ${open} open ${open === 1 ? "comment" : "comments"} for the ${staff}.`
        : `Request changes to ${label}${behalf}? The project goes back to Pending for the ${staff}. There are no open comments: add some first to say what should change.`;
  return (
    <section
      aria-label={`Your review of ${label}`}
      className="flex flex-wrap items-center justify-end gap-2 rounded-md border bg-muted/30 p-3"
    >
      <p className="mr-auto text-sm text-muted-foreground">
        {forCreator
          ? `Your review of ${label} for ${creator}: the history records it as on their behalf`
          : `Your review of ${label}`}
      </p>
      {doneNote}
      {asking ? (
        <div className="grid basis-full gap-2">
          <p className="flex items-start gap-2 text-sm font-medium">
            {asking === "approve" && open > 0 && (
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
            )}
            {question}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setAsking(null)} disabled={action.isPending}>
              Cancel
            </Button>
            <Button
              ref={confirm}
              pending={action.isPending}
              pendingLabel={asking === "approve" ? "Approving" : "Requesting changes"}
              onClick={() => run(asking)}
            >
              {asking === "approve" ? `Confirm: approve ${label}` : "Confirm: request changes"}
            </Button>
          </div>
        </div>
      ) : (
        <>
          {mayRequest && (
            <Button variant="outline" onClick={() => setAsking("request-changes")}>
              <RotateCcw aria-hidden className="size-4" />
              Request changes
            </Button>
          )}
          {mayApprove && (
            <Button onClick={() => setAsking("approve")}>
              <CheckCircle2 aria-hidden className="size-4" />
              Approve
            </Button>
          )}
        </>
      )}
    </section>
  );
}

type Review = "request-changes" | "approve";

function Done({ text, ref }: { text: string; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className="flex basis-full items-center gap-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Check aria-hidden className="size-4 text-emerald-700" />
      {text}
    </p>
  );
}
