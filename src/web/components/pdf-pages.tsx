import type { PDFDocumentProxy } from "pdfjs-dist";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "~/web/lib/utils";

/*
 * A PDF's pages drawn in the page (issue 37: the contract a signer reads, the page a manager places a
 * signature box on), by Mozilla's pdf.js in its worker (served from this origin: the CSP's worker-src 'self'). The browser's own PDF viewer cannot be framed here (frame-src 'none'), and a link opens it anyway.
 * pdf.js loads with the first PDF shown, never before.
 */

async function pdfjs() {
  const [lib, worker] = await Promise.all([
    import("pdfjs-dist"),
    import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
  ]);
  lib.GlobalWorkerOptions.workerSrc = worker.default;
  return lib;
}

type Loaded = { doc: PDFDocumentProxy; error?: undefined } | { doc?: undefined; error: string } | null;

/** The PDF at `url` (with the session's cookie), or why it could not be read; null while it loads. */
export function usePdf(url: string | undefined): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    let task: { destroy: () => Promise<void>; promise: Promise<PDFDocumentProxy> } | undefined;
    setLoaded(null);
    void (async () => {
      try {
        const lib = await pdfjs();
        task = lib.getDocument({ url, withCredentials: true });
        const doc = await task.promise;
        if (!cancelled) setLoaded({ doc });
      } catch (error) {
        if (!cancelled) setLoaded({ error: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [url]);
  return loaded;
}

/** One page, drawn to the width of its box (sharp on a dense screen); `children` lie over it. */
export function PdfPage({
  doc,
  page,
  label,
  className,
  children,
}: {
  doc: PDFDocumentProxy;
  page: number;
  label: string;
  className?: string;
  children?: ReactNode;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ratio, setRatio] = useState(297 / 210);
  useEffect(() => {
    let cancelled = false;
    let render: { cancel: () => void } | undefined;
    void (async () => {
      const number = Math.min(Math.max(page, 1), doc.numPages);
      const pdfPage = await doc.getPage(number);
      if (cancelled || !canvas.current || !box.current) return;
      const base = pdfPage.getViewport({ scale: 1 });
      setRatio(base.height / base.width);
      const scale = (box.current.clientWidth / base.width) * Math.min(window.devicePixelRatio || 1, 2);
      const viewport = pdfPage.getViewport({ scale });
      canvas.current.width = Math.floor(viewport.width);
      canvas.current.height = Math.floor(viewport.height);
      const task = pdfPage.render({ canvas: canvas.current, viewport });
      render = task;
      await task.promise.catch(() => undefined);
    })();
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [doc, page]);
  return (
    <div
      ref={box}
      className={cn("relative w-full bg-white shadow-sm", className)}
      style={{ aspectRatio: `1 / ${ratio}` }}
    >
      <canvas ref={canvas} role="img" aria-label={label} className="absolute inset-0 size-full" />
      {children}
    </div>
  );
}

/** Every page of the PDF at `url`, one under the other (the first 50), with its loading and failed states. */
export function PdfPages({ url, title, fallback }: { url: string; title: string; fallback: ReactNode }) {
  const loaded = usePdf(url);
  if (!loaded)
    return (
      <div
        role="status"
        aria-label={`Loading ${title}`}
        className="aspect-[210/297] w-full animate-pulse rounded-md bg-muted"
      />
    );
  const { doc } = loaded;
  if (!doc) return <div className="rounded-md border p-4 text-sm text-muted-foreground">{fallback}</div>;
  const pages = Array.from({ length: Math.min(doc.numPages, 50) }, (_, i) => i + 1);
  return (
    <div className="grid gap-3">
      {pages.map((page) => (
        <PdfPage key={page} doc={doc} page={page} label={`${title}, page ${page} of ${doc.numPages}`} />
      ))}
    </div>
  );
}
