import { FileText, UploadCloud } from "lucide-react";
import { type Ref, useState } from "react";
import { cn } from "~/web/lib/utils";

const size = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
/** "812 bytes", "3.2 KB", "4.5 MB". */
export function formatSize(bytes: number) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${size.format(bytes / 1024)} KB`;
  return `${size.format(bytes / (1024 * 1024))} MB`;
}

/**
 * A file field people can drop a file on or click (or press Space or Enter on) to choose one, which then
 * shows the chosen file's name and size. The real `<input type="file">` stays in the page, visually hidden
 * and focusable, so the FormField's label names it and tests can set its files; the zone shows its focus.
 */
export function FileDropZone({
  id,
  inputRef,
  name,
  accept,
  file,
  onFile,
  onBlur,
  prompt,
  invalid = false,
  describedBy,
}: {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  accept?: string;
  /** The chosen file, shown in the zone (a Blob as a form schema may type it; files have names). */
  file: Blob | undefined;
  onFile: (file: File | undefined) => void;
  onBlur?: () => void;
  /** What to drop, in a few words: "your CSV file". */
  prompt: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [over, setOver] = useState(false);
  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        className="peer sr-only"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {/* the zone is a bigger target for the same input; keyboard users reach the input itself */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer-only alias of the focusable input */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the input before it takes the keyboard */}
      <div
        data-drop-zone
        onClick={() => document.getElementById(id)?.click()}
        onDragEnter={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const dropped = event.dataTransfer.files[0];
          if (dropped) onFile(dropped);
        }}
        className={cn(
          "flex min-h-20 cursor-pointer items-center gap-3 rounded-md border border-dashed border-input bg-background px-4 py-3 text-sm transition-colors",
          // the zone's own children would end a drag over it when the pointer crosses them
          "[&>*]:pointer-events-none",
          "hover:bg-muted/50 peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
          "peer-aria-[invalid=true]:border-destructive",
          over && "border-primary bg-accent",
        )}
      >
        {file ? (
          <>
            <FileText aria-hidden className="size-5 shrink-0 text-primary" />
            <span className="grid min-w-0">
              <span className="truncate font-medium">
                {file instanceof File ? file.name : "The chosen file"}
              </span>
              <span className="text-xs text-muted-foreground">
                {formatSize(file.size)} · drop or click to choose another
              </span>
            </span>
          </>
        ) : (
          <>
            <UploadCloud aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            <span className="text-muted-foreground">
              Drop {prompt} here, or <span className="font-medium text-primary underline">choose a file</span>
            </span>
          </>
        )}
      </div>
    </div>
  );
}
