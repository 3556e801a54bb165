import { useRef } from "react";
import type { SignatureField } from "~/domain/contracts";
import { PdfPage, usePdf } from "~/web/components/pdf-pages";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { cn } from "~/web/lib/utils";

/*
 * Issue 37: where a signer signs an uploaded PDF. The chosen page, drawn, with the signer's box on it: dragged
 * with a pointer, or moved with the arrow keys (Shift: bigger steps) once focused; its page number beside.
 * Positions are fractions of the page, as the server keeps them.
 */

const LINES = ["l1", "l2", "l3", "l4", "l5", "l6", "l7", "l8"];
const DEFAULT_FIELD: SignatureField = { page: 1, x: 0.1, y: 0.75, width: 0.4, height: 0.08 };
const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
const percent = (value: number) => `${Math.round(value * 100)}%`;

export function FieldPlacer({
  id,
  who,
  value,
  error,
  documentUrl,
  onChange,
}: {
  id: string;
  who: string;
  value: SignatureField | undefined;
  error?: string;
  documentUrl?: string;
  onChange: (field: SignatureField) => void;
}) {
  const field = value ?? DEFAULT_FIELD;
  const pdf = usePdf(documentUrl);
  const pages = pdf?.doc?.numPages;
  const page = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const place = (x: number, y: number) =>
    onChange({ ...field, x: clamp(x, 1 - field.width), y: clamp(y, 1 - field.height) });
  const fraction = (event: React.PointerEvent) => {
    const box = page.current!.getBoundingClientRect();
    return { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height };
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <FormField id={`${id}-page`} label={`Page of ${who}'s signature`} className="w-40" error={error}>
          <Input
            type="number"
            min={1}
            max={pages}
            value={field.page}
            onChange={(event) =>
              onChange({
                ...field,
                page: Math.min(Math.max(1, Number(event.target.value) || 1), pages ?? 500),
              })
            }
            {...controlProps(`${id}-page`, error)}
          />
        </FormField>
        {pages !== undefined && <p className="pb-2 text-sm text-muted-foreground">of {pages}</p>}
      </div>
      <div
        ref={page}
        className="relative mx-auto w-full max-w-xs touch-none rounded-sm border bg-white shadow-sm"
        onPointerMove={(event) => {
          if (!drag.current) return;
          const at = fraction(event);
          place(at.x - drag.current.dx, at.y - drag.current.dy);
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        {pdf?.doc ? (
          <PdfPage doc={pdf.doc} page={field.page} label={`Page ${field.page} of the PDF`} />
        ) : (
          // the page's shape while the PDF loads (or when none is chosen yet)
          <div aria-hidden className="aspect-[210/297] w-full">
            <div className="absolute inset-x-[12%] top-[10%] grid gap-[6%] opacity-40">
              {LINES.map((line) => (
                <div key={line} className="h-1 rounded bg-muted-foreground/40" />
              ))}
            </div>
          </div>
        )}
        <div
          role="slider"
          tabIndex={0}
          aria-label={`Signature box of ${who}`}
          aria-valuetext={`Page ${field.page}, ${percent(field.x)} from the left, ${percent(field.y)} from the top`}
          aria-valuenow={Math.round(field.y * 100)}
          aria-valuemin={0}
          aria-valuemax={100}
          className={cn(
            "absolute flex cursor-move items-center justify-center rounded-sm border-2 border-dashed border-primary bg-primary/10 text-[10px] font-medium text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring",
            error && "border-destructive",
          )}
          style={{
            left: percent(field.x),
            top: percent(field.y),
            width: percent(field.width),
            height: percent(field.height),
          }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            const at = fraction(event);
            drag.current = { dx: at.x - field.x, dy: at.y - field.y };
          }}
          onPointerMove={(event) => {
            if (!drag.current) return;
            const at = fraction(event);
            place(at.x - drag.current.dx, at.y - drag.current.dy);
          }}
          onPointerUp={() => {
            drag.current = null;
          }}
          onKeyDown={(event) => {
            const step = event.shiftKey ? 0.1 : 0.02;
            const moves: Record<string, [number, number]> = {
              ArrowLeft: [-step, 0],
              ArrowRight: [step, 0],
              ArrowUp: [0, -step],
              ArrowDown: [0, step],
            };
            const move = moves[event.key];
            if (!move) return;
            event.preventDefault();
            place(field.x + move[0], field.y + move[1]);
          }}
        >
          Sign here
        </div>
      </div>
      <p className="text-center text-xs text-muted-foreground">
        Drag the box, or focus it and use the arrow keys (Shift for bigger steps).
      </p>
    </div>
  );
}
