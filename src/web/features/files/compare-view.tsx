import { Columns2, Pause, Play, SquareSplitHorizontal, X } from "lucide-react";
import { type PointerEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import type { ProjectFile } from "~/domain/files";
import { Button } from "~/web/components/ui/button";
import { Label } from "~/web/components/ui/label";
import { NativeSelect } from "~/web/components/ui/native-select";
import { PressedChoice } from "~/web/components/ui/pressed-choice";
import { cn } from "~/web/lib/utils";
import { formatTimecode } from "./format";

/*
 * Two versions of a project compared (issue 35, as Frame.io): side by side, or one over the other with a
 * wipe between them. Videos play as one: the version under review leads (its sound), the other follows its
 * play, pause and position. The version under review is always on the left.
 */

const MODES = [
  { value: "side", label: "Side by side", icon: Columns2 },
  { value: "wipe", label: "Wipe", icon: SquareSplitHorizontal },
] as const;
type CompareMode = (typeof MODES)[number]["value"];

/** A video or an image of a version, filling its box. */
function Picture({
  file,
  videoRef,
  onTime,
  onDuration,
  onPlaying,
  startAt,
  lead,
}: {
  file: ProjectFile;
  videoRef?: RefObject<HTMLVideoElement | null>;
  onTime?: (ms: number) => void;
  onDuration?: (ms: number) => void;
  onPlaying?: (playing: boolean) => void;
  /** where a new player starts, in milliseconds (the moment the last one was at) */
  startAt?: RefObject<number>;
  lead: boolean;
}) {
  if (file.kind === "video")
    return (
      <video
        ref={videoRef}
        src={file.viewUrl ?? ""}
        preload="metadata"
        muted={!lead}
        playsInline
        aria-label={`Video v${file.version} ${file.name}`}
        className="absolute inset-0 size-full object-contain"
        onTimeUpdate={(event) => onTime?.(Math.round(event.currentTarget.currentTime * 1000))}
        onSeeked={(event) => onTime?.(Math.round(event.currentTarget.currentTime * 1000))}
        onPlay={() => onPlaying?.(true)}
        onPause={() => onPlaying?.(false)}
        onLoadedMetadata={(event) => {
          const seconds = event.currentTarget.duration;
          if (Number.isFinite(seconds)) onDuration?.(Math.round(seconds * 1000));
          if (startAt?.current) event.currentTarget.currentTime = startAt.current / 1000;
        }}
      />
    );
  return (
    <img
      src={file.viewUrl ?? ""}
      alt={`v${file.version} ${file.name}`}
      className="absolute inset-0 size-full object-contain"
    />
  );
}

function Tag({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "pointer-events-none absolute top-2 rounded bg-black/70 px-1.5 py-0.5 text-xs font-medium text-white",
        className,
      )}
    >
      {children}
    </span>
  );
}

export function CompareView({
  file,
  versions,
  fps,
  onTime,
  onStop,
}: {
  /** the version under review */
  file: ProjectFile;
  /** the project's other versions of the same kind, newest first */
  versions: readonly ProjectFile[];
  fps: number;
  /** the lead video's moment, for a comment made while comparing */
  onTime: (ms: number) => void;
  onStop: () => void;
}) {
  const ids = useId();
  const earlier = versions.find((v) => (v.version ?? 0) < (file.version ?? 0)) ?? versions[0];
  const [otherId, setOtherId] = useState(earlier?.id ?? "");
  const other = versions.find((v) => v.id === otherId) ?? earlier;
  const [mode, setMode] = useState<CompareMode>("side");
  const [wipe, setWipe] = useState(50);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(file.durationMs ?? 0);
  const [playing, setPlaying] = useState(false);
  const lead = useRef<HTMLVideoElement | null>(null);
  const follower = useRef<HTMLVideoElement | null>(null);
  const dragging = useRef(false);
  // the moment both are at: a new player (the mode or the other version changed) starts there
  const at = useRef(0);
  // the view takes the place (and the focus) of the button that opened it
  const choose = useRef<HTMLSelectElement>(null);
  useEffect(() => choose.current?.focus(), []);
  if (!other) return null;
  const sized = [file, other].find((v) => v.width && v.height);
  const aspect = sized ? `${sized.width} / ${sized.height}` : "16 / 9";
  const video = file.kind === "video";

  const follow = (ms: number) => {
    at.current = ms;
    setTime(ms);
    onTime(ms);
    const next = follower.current;
    // the follower keeps to the leader's moment (a tenth of a second's drift at most)
    if (next && Math.abs(next.currentTime * 1000 - ms) > 100) next.currentTime = ms / 1000;
  };
  const toggle = () => {
    const [a, b] = [lead.current, follower.current];
    if (!a) return;
    if (a.paused) {
      void a.play();
      void b?.play();
    } else {
      a.pause();
      b?.pause();
      if (b) b.currentTime = a.currentTime;
    }
  };
  const seek = (ms: number) => {
    for (const player of [lead.current, follower.current]) if (player) player.currentTime = ms / 1000;
    follow(ms);
  };
  const wipeAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0)
      setWipe(Math.round(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * 100));
  };
  const thisLabel = `v${file.version} (this version)`;
  const otherLabel = `v${other.version}`;
  const leadPicture = (
    <Picture
      file={file}
      lead
      videoRef={lead}
      startAt={at}
      onTime={follow}
      onDuration={setDuration}
      onPlaying={setPlaying}
    />
  );
  const otherPicture = <Picture key={other.id} file={other} lead={false} videoRef={follower} startAt={at} />;

  return (
    <section aria-label={`Compare v${file.version} with v${other.version}`} className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={`${ids}-other`} className="text-sm">
          Compare with
        </Label>
        <NativeSelect
          ref={choose}
          id={`${ids}-other`}
          value={other.id}
          onChange={(event) => setOtherId(event.target.value)}
          className="h-9 w-auto"
        >
          {versions.map((v) => (
            <option key={v.id} value={v.id}>
              v{v.version} · {v.name}
            </option>
          ))}
        </NativeSelect>
        <PressedChoice legend="How to compare" value={mode} onChange={setMode} options={MODES} />
        <Button type="button" size="sm" variant="ghost" className="ml-auto" onClick={onStop}>
          <X aria-hidden className="size-4" />
          Stop comparing
        </Button>
      </div>

      {mode === "side" ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {[
            [thisLabel, leadPicture],
            [otherLabel, otherPicture],
          ].map(([label, picture]) => (
            <figure key={String(label)} className="m-0 grid gap-1">
              <div className="relative overflow-hidden rounded-md bg-black" style={{ aspectRatio: aspect }}>
                {picture}
              </div>
              <figcaption className="text-center text-xs text-muted-foreground">{label}</figcaption>
            </figure>
          ))}
        </div>
      ) : (
        <div className="grid gap-2">
          <div
            data-testid="wipe"
            className="relative mx-auto w-full cursor-ew-resize touch-none overflow-hidden rounded-md bg-black"
            style={{ aspectRatio: aspect, maxWidth: `calc(60vh * (${aspect}))` }}
            onPointerDown={(event) => {
              dragging.current = true;
              event.currentTarget.setPointerCapture(event.pointerId);
              wipeAt(event);
            }}
            onPointerMove={(event) => dragging.current && wipeAt(event)}
            onPointerUp={() => {
              dragging.current = false;
            }}
          >
            {otherPicture}
            <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - wipe}% 0 0)` }}>
              {leadPicture}
            </div>
            <span
              aria-hidden
              className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow"
              style={{ left: `${wipe}%` }}
            />
            <Tag className="left-2">{thisLabel}</Tag>
            <Tag className="right-2">{otherLabel}</Tag>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <span className="shrink-0">Wipe position</span>
            <input
              type="range"
              min={0}
              max={100}
              value={wipe}
              aria-valuetext={`${wipe}% ${thisLabel}, ${100 - wipe}% ${otherLabel}`}
              onChange={(event) => setWipe(Number(event.target.value))}
              className="h-6 min-w-0 flex-1 accent-primary"
            />
          </label>
        </div>
      )}

      {video && (
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" size="sm" variant="outline" onClick={toggle}>
            {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
            {playing ? "Pause both" : "Play both"}
          </Button>
          <label className="flex min-w-40 flex-1 items-center gap-2 text-sm">
            <span className="sr-only">Position of both</span>
            <input
              type="range"
              min={0}
              max={Math.max(duration, 1)}
              // a frame a step (not rounded: a rounded step would snap a typed moment to another frame)
              step={1000 / fps}
              value={time}
              aria-valuetext={formatTimecode(time, fps)}
              onChange={(event) => seek(Math.round(Number(event.target.value)))}
              className="h-6 min-w-0 flex-1 accent-primary"
            />
          </label>
          <span className="font-mono text-sm tabular-nums">{formatTimecode(time, fps)}</span>
        </div>
      )}
    </section>
  );
}
