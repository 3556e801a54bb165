import { ArrowUpRight, Check, Pencil, Square, Trash2, Undo2 } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import type { Drawing, DrawingShape, DrawingTool } from "~/domain/file-comments";
import { DRAWING_MAX_POINTS, DRAWING_MAX_SHAPES, pointsOf } from "~/domain/moments";
import { Button } from "~/web/components/ui/button";
import { PressedChoice } from "~/web/components/ui/pressed-choice";
import { cn } from "~/web/lib/utils";
import { arrowStep, type PictureSize } from "./viewer";

export type { PictureSize };

/*
 * Drawing on a frame or an image (issue 35, as Frame.io): arrows, boxes and free-hand strokes over the
 * picture, kept with a comment. Points are fractions of the picture (the domain's `Drawing`), drawn here in
 * the picture's own pixels so an arrow's head keeps its shape at any size. The surface takes a pointer, and
 * the keyboard as well: the arrows move a cross, Enter starts a shape and Enter again ends it.
 */

export interface Point {
  x: number;
  y: number;
}

export const DEFAULT_PICTURE: PictureSize = { width: 1600, height: 900 };

const STROKE = "#f59e0b";

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(clamp(value) * 10_000) / 10_000;

/** The shapes of a drawing, in the picture's pixels, filling the element they are laid over. */
export function DrawingShapes({
  drawing,
  size,
  className,
  dashed = false,
}: {
  drawing: readonly DrawingShape[];
  size: PictureSize;
  className?: string;
  dashed?: boolean;
}) {
  const width = Math.max(2, Math.round(Math.max(size.width, size.height) / 250));
  return (
    <svg
      aria-hidden
      viewBox={`0 0 ${size.width} ${size.height}`}
      preserveAspectRatio="none"
      className={cn("pointer-events-none absolute inset-0 size-full", className)}
      data-drawing-shapes={drawing.length}
    >
      {drawing.map((shape, index) => (
        <Shape
          // biome-ignore lint/suspicious/noArrayIndexKey: shapes have no ids; their order is their identity
          key={index}
          shape={shape}
          size={size}
          width={width}
          dashed={dashed}
        />
      ))}
    </svg>
  );
}

function Shape({
  shape,
  size,
  width,
  dashed,
}: {
  shape: DrawingShape;
  size: PictureSize;
  width: number;
  dashed: boolean;
}) {
  const px = pointsOf(shape).map(([x, y]) => [x * size.width, y * size.height] as const);
  const common = {
    stroke: STROKE,
    strokeWidth: width,
    fill: "none",
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
    strokeDasharray: dashed ? `${width * 2} ${width * 2}` : undefined,
    // a dark edge under the colour, so the shape reads on light and dark frames alike
    style: { filter: "drop-shadow(0 0 1px rgb(0 0 0 / 0.8))" },
  };
  const [a, b] = [px[0]!, px.at(-1)!];
  if (shape.tool === "box")
    return (
      <rect
        x={Math.min(a[0], b[0])}
        y={Math.min(a[1], b[1])}
        width={Math.abs(b[0] - a[0])}
        height={Math.abs(b[1] - a[1])}
        {...common}
      />
    );
  if (shape.tool === "pen") return <polyline points={px.map((p) => p.join(",")).join(" ")} {...common} />;
  // an arrow: the line, and a head of two strokes at its end
  const angle = Math.atan2(b[1] - a[1], b[0] - a[0]);
  const head = width * 5;
  const wing = (turn: number) =>
    `${b[0] - head * Math.cos(angle + turn)},${b[1] - head * Math.sin(angle + turn)}`;
  return (
    <g>
      <line x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} {...common} />
      <polyline points={`${wing(0.5)} ${b[0]},${b[1]} ${wing(-0.5)}`} {...common} />
    </g>
  );
}

const TOOLS: { value: DrawingTool; label: string; icon: typeof Pencil }[] = [
  { value: "arrow", label: "Arrow", icon: ArrowUpRight },
  { value: "box", label: "Box", icon: Square },
  { value: "pen", label: "Free hand", icon: Pencil },
];

/** The drawing's tools: one pressed at a time, Undo, Clear and Done. */
export function DrawingToolbar({
  tool,
  onTool,
  drawing,
  onChange,
  onDone,
}: {
  tool: DrawingTool;
  onTool: (tool: DrawingTool) => void;
  drawing: Drawing;
  onChange: (drawing: Drawing) => void;
  onDone: () => void;
}) {
  return (
    <fieldset
      aria-label="Drawing tools"
      className="m-0 flex min-w-0 flex-wrap items-center gap-1 rounded-md border bg-muted/40 p-1"
    >
      <PressedChoice legend="Tool" value={tool} onChange={onTool} options={TOOLS} className="border-0" />
      <span className="mx-1 h-6 w-px bg-border" aria-hidden />
      {(
        [
          ["Undo", Undo2, drawing.slice(0, -1)],
          ["Clear", Trash2, []],
        ] as const
      ).map(([label, Icon, next]) => (
        <Button
          key={label}
          type="button"
          size="sm"
          variant="ghost"
          disabled={drawing.length === 0}
          onClick={() => onChange([...next])}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </Button>
      ))}
      <Button type="button" size="sm" variant="outline" className="ml-auto" onClick={onDone}>
        <Check aria-hidden className="size-4" />
        Done drawing
      </Button>
    </fieldset>
  );
}

/** A stroke's points, each far enough from the last to count (a free hand's jitter would fill the limit). */
function addPoint(points: number[], point: Point): number[] {
  const [x, y] = [round(point.x), round(point.y)];
  const n = points.length;
  if (n >= 2 && Math.hypot(x - points[n - 2]!, y - points[n - 1]!) < 0.004) return points;
  return n >= DRAWING_MAX_POINTS * 2 ? points : [...points, x, y];
}

const TOOL_NAMES: Record<DrawingTool, string> = { arrow: "an arrow", box: "a box", pen: "a free-hand line" };

/**
 * The surface the new comment's drawing is made on, laid over the picture: a pointer draws with the chosen
 * tool; by keyboard, the arrows move a cross, Enter starts a shape there and Enter again ends it (a free
 * hand follows the cross), Escape drops the shape under way.
 */
export function DrawingSurface({
  tool,
  size,
  drawing,
  onChange,
}: {
  tool: DrawingTool;
  size: PictureSize;
  drawing: Drawing;
  onChange: (drawing: Drawing) => void;
}) {
  const [current, setCurrent] = useState<DrawingShape | null>(null);
  const [cross, setCross] = useState<Point | null>(null);
  const [said, setSaid] = useState("");
  const surface = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const full = drawing.length >= DRAWING_MAX_SHAPES;
  // the surface takes the place (and the focus) of the button that opened it
  useEffect(() => surface.current?.focus(), []);

  const at = (event: PointerEvent<HTMLButtonElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
  };
  const start = (point: Point): DrawingShape => ({ tool, points: addPoint([], point) });
  const extend = (shape: DrawingShape, point: Point): DrawingShape => {
    if (shape.tool === "pen") return { ...shape, points: addPoint(shape.points, point) };
    return { ...shape, points: [shape.points[0]!, shape.points[1]!, round(point.x), round(point.y)] };
  };
  const finish = (shape: DrawingShape | null) => {
    setCurrent(null);
    if (!shape || shape.points.length < 4 || full) return;
    const [x1, y1, x2, y2] = shape.points as [number, number, number, number];
    // a click without a drag draws nothing (an arrow or a box needs some length)
    if (shape.tool !== "pen" && Math.hypot(x2 - x1, y2 - y1) < 0.01) return;
    onChange([...drawing, shape]);
    setSaid(`Drew ${TOOL_NAMES[shape.tool]}. ${drawing.length + 1} of ${DRAWING_MAX_SHAPES} shapes.`);
  };

  const keys = (event: KeyboardEvent<HTMLButtonElement>) => {
    const from = cross ?? { x: 0.5, y: 0.5 };
    const moved = arrowStep(event, from);
    if (moved) {
      setCross(moved);
      if (current) setCurrent(extend(current, moved));
      setSaid(`${Math.round(moved.x * 100)}% across, ${Math.round(moved.y * 100)}% down`);
      return;
    }
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (current) finish(current);
      else if (!full) {
        setCross(from);
        setCurrent(start(from));
        setSaid(`Started ${TOOL_NAMES[tool]}; move with the arrows, Enter to end it.`);
      }
    } else if (event.key === "Escape" && current) {
      // the shape under way goes; the dialog stays open
      event.preventDefault();
      event.stopPropagation();
      setCurrent(null);
      setSaid("Shape dropped.");
    }
  };

  return (
    <>
      {/* a button, as the image's pin is: its own keys (arrows, Enter, Escape) draw */}
      <button
        ref={surface}
        type="button"
        aria-label={`Draw ${TOOL_NAMES[tool]} on the picture. ${drawing.length} ${drawing.length === 1 ? "shape" : "shapes"} drawn.`}
        aria-describedby={`${ids}-hint`}
        className="absolute inset-0 z-10 cursor-crosshair touch-none focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
        onPointerDown={(event) => {
          if (full || event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          setCurrent(start(at(event)));
        }}
        onPointerMove={(event) => {
          if (current) setCurrent(extend(current, at(event)));
        }}
        onPointerUp={(event) => {
          if (current) finish(extend(current, at(event)));
        }}
        onPointerCancel={() => setCurrent(null)}
        onKeyDown={keys}
      >
        <DrawingShapes drawing={current ? [...drawing, current] : drawing} size={size} />
        {cross && (
          <span
            aria-hidden
            style={{ left: `${cross.x * 100}%`, top: `${cross.y * 100}%` }}
            className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 before:absolute before:top-1/2 before:left-0 before:h-0.5 before:w-full before:bg-amber-500 after:absolute after:top-0 after:left-1/2 after:h-full after:w-0.5 after:bg-amber-500"
          />
        )}
      </button>
      <span id={`${ids}-hint`} className="sr-only">
        {full
          ? `A drawing has at most ${DRAWING_MAX_SHAPES} shapes: undo one to draw another.`
          : "Drag on the picture, or move the cross with the arrow keys (Shift for smaller steps) and press Enter to start and Enter to end a shape."}
      </span>
      <span className="sr-only" aria-live="polite">
        {said}
      </span>
    </>
  );
}
