import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import {
  CheckCircle2,
  Download,
  File as FileIcon,
  FileImage,
  FileVideo,
  FolderOpen,
  Layers,
  LayoutGrid,
  List,
  Loader2,
  MessageSquare,
  Pause,
  Play,
  RotateCcw,
  Search,
  Trash2,
  Upload as UploadIcon,
  X,
} from "lucide-react";
import { type DragEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  FILE_NOTE_MAX,
  FILE_SORTS,
  type FileKind,
  type FileRole,
  type FileSort,
  formatBytes,
  type ProjectFile,
  type VersionUploadForm,
  versionUploadFormSchema,
} from "~/domain/files";
import { can } from "~/domain/policy";
import type { Project, ProjectKind } from "~/domain/projects";
import { normalizeRole } from "~/domain/roles";
import { PagedList } from "~/web/components/paged-list";
import { RelativeTime } from "~/web/components/relative-time";
import { SearchBox } from "~/web/components/search-box";
import { useCurrentUser } from "~/web/components/session-guard";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/web/components/ui/dialog";
import { FileDropZone } from "~/web/components/ui/file-drop-zone";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Label } from "~/web/components/ui/label";
import { NativeSelect } from "~/web/components/ui/native-select";
import { PressedChoice } from "~/web/components/ui/pressed-choice";
import { Skeleton } from "~/web/components/ui/skeleton";
import { Textarea } from "~/web/components/ui/textarea";
import type { SessionUser } from "~/web/lib/auth-client";
import { usePersistedState } from "~/web/lib/persisted-state";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { cn } from "~/web/lib/utils";
import { fileKeys, useFileAction, useProjectFiles } from "./api";
import { fileLabel, formatSpeed, projectPagePath } from "./format";
import {
  cancelUpload,
  enqueueUploads,
  pauseUpload,
  resumeUpload,
  timeLeft,
  type UnfinishedUpload,
  type UploadItem,
  useUnfinishedUploads,
  useUploadFinished,
  useUploadQueue,
} from "./uploads";

/** Upload rows a group shows; the rest of a long queue is one line (the tray has the whole count). */
const ROWS_SHOWN = 5;
/** Raw files shown before "Show all"; files a page after it (three columns of eight). */
const COLLAPSED = 6;
const PAGE_SIZE = 24;
const SORT_LABEL: Record<FileSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name, A to Z",
  largest: "Largest first",
};
const LAYOUT_KEY = "creatordesk:files-layout";

const LAYOUTS = [
  { value: "grid", label: "Grid", icon: LayoutGrid },
  { value: "list", label: "List", icon: List },
] as const;

/** Grid or list, as this browser last chose. */
const useFilesLayout = () =>
  usePersistedState<"grid" | "list">(LAYOUT_KEY, (stored) => (stored === "list" ? "list" : "grid"));

/** Who may upload to a group (the server decides again, by the same rule). */
function mayUpload(role: FileRole, project: Project, me: SessionUser): boolean {
  const { kind, creator, assignee } = project;
  return can.uploadFile(me.role, role, { kind, creatorId: creator?.id, assigneeId: assignee?.id }, me.id);
}

const GROUPS: Record<FileRole, { title: string; description: Record<"editing" | "design", string> }> = {
  input: {
    title: "Raw files",
    description: {
      editing: "The creator's footage and material to edit.",
      design: "Material for the design: photos, logos, references.",
    },
  },
  version: {
    title: "Versions",
    description: {
      editing: "The editor's deliveries, v1, v2…, each with a note.",
      design: "The designer's drafts, v1, v2…, each with a note.",
    },
  },
};

/** A project's files: its raw files and its versions, each a grid of previews with its uploads. */
export function ProjectFiles({
  kind,
  project,
  onOpen,
}: {
  kind: ProjectKind;
  project: Project;
  /** opens a file's review */
  onOpen: (fileId: string) => void;
}) {
  return (
    <div className="grid gap-6">
      <FilesGroup kind={kind} project={project} fileRole="input" onOpen={onOpen} />
      <FilesGroup kind={kind} project={project} fileRole="version" onOpen={onOpen} />
    </div>
  );
}

function FilesGroup({
  kind,
  project,
  fileRole: role,
  onOpen,
}: {
  kind: ProjectKind;
  project: Project;
  fileRole: FileRole;
  onOpen: (fileId: string) => void;
}) {
  const me = useCurrentUser();
  const group = GROUPS[role];
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<FileSort>("newest");
  const [page, setPage] = useState(1);
  const [layout, setLayout] = useFilesLayout();
  const [showAll, setShowAll] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== search) {
        setSearch(typed.trim());
        setPage(1);
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, search]);
  const filtering = search !== "" || sort !== "newest";
  // raw files: the newest few until "Show all" (or a search, or another order)
  const collapsed = role === "input" && !showAll && !filtering;
  const pageSize = collapsed ? COLLAPSED : PAGE_SIZE;
  const files = useProjectFiles(kind, project.id, role, {
    page: collapsed ? 1 : page,
    pageSize,
    search,
    sort,
  });
  const total = files.data?.total ?? 0;
  const queue = useUploadQueue();
  const mine = queue.items.filter((item) => item.projectId === project.id && item.role === role);
  const { unfinished, forget } = useUnfinishedUploads(project.id, role);
  const queryClient = useQueryClient();
  useUploadFinished(
    project.id,
    useCallback(
      () => void queryClient.invalidateQueries({ queryKey: fileKeys.project(project.id) }),
      [queryClient, project.id],
    ),
  );
  const target = { projectId: project.id, projectPath: projectPagePath(kind, me.role, project.id), role };
  // one toast for a single file; a batch is counted in the tray instead
  const start = (chosen: File[], note = "") =>
    enqueueUploads(target, chosen, {
      note,
      onUploaded: chosen.length === 1 ? (name) => toast({ title: `Uploaded ${name}` }) : undefined,
    });
  const uploadButton = useRef<HTMLButtonElement>(null);
  const rowsList = useRef<HTMLUListElement>(null);
  /** Cancel, and the focus to the next row's Cancel (or the upload button): never to the page's body. */
  const cancel = (key: string) => {
    const rows = [...(rowsList.current?.querySelectorAll<HTMLElement>("[data-upload-row]") ?? [])];
    const at = rows.findIndex((row) => row.dataset.uploadRow === key);
    const next = rows[at + 1] ?? rows[at - 1];
    cancelUpload(key);
    requestAnimationFrame(() => {
      const nextKey = next?.dataset.uploadRow;
      const target = nextKey
        ? rowsList.current?.querySelector<HTMLElement>(`[data-upload-row="${nextKey}"] [data-cancel]`)
        : null;
      (target ?? uploadButton.current)?.focus();
    });
  };
  const allowed = mayUpload(role, project, me);
  const picker = useRef<HTMLInputElement>(null);
  const [resuming, setResuming] = useState<UnfinishedUpload | null>(null);
  const [versionFile, setVersionFile] = useState<File | null | undefined>(undefined);
  const [over, setOver] = useState(false);
  const ids = useId();
  const titleId = `${ids}-title`;

  const choose = (fileList: FileList | File[] | null) => {
    const chosen = [...(fileList ?? [])];
    if (chosen.length === 0) return;
    if (resuming) {
      const same = chosen.find((f) => f.name === resuming.name && f.size === resuming.size);
      if (!same) {
        toast({
          title: `Choose ${resuming.name} to resume`,
          description: `The unfinished upload is of ${resuming.name} (${formatBytes(resuming.size)}).`,
        });
        return;
      }
      start([same], resuming.note);
      setResuming(null);
      return;
    }
    if (role === "version") setVersionFile(chosen[0]);
    else start(chosen);
  };

  const openPicker = (resume: UnfinishedUpload | null = null) => {
    setResuming(resume);
    if (role === "version" && !resume) setVersionFile(null);
    else picker.current?.click();
  };

  const uploadLabel = role === "input" ? "Upload raw files" : "Upload a version";
  const dropProps = allowed
    ? {
        onDragEnter: (event: DragEvent) => {
          if (!event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          setOver(true);
        },
        onDragOver: (event: DragEvent) => {
          if (!event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
        },
        onDragLeave: (event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          setOver(false);
          setResuming(null);
          choose(event.dataTransfer.files);
        },
      }
    : {};

  return (
    <section
      aria-labelledby={titleId}
      id={role === "input" ? "raw-files" : "versions"}
      className="scroll-mt-20"
      {...dropProps}
    >
      <Card className={cn("transition-colors", over && "border-primary bg-accent/40")}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
          <div className="min-w-0">
            <div className="flex items-baseline gap-2">
              <CardTitle id={titleId}>{group.title}</CardTitle>
              {files.data && (
                <span className="text-sm text-muted-foreground tabular-nums">
                  {total} {search ? (total === 1 ? "match" : "matches") : total === 1 ? "file" : "files"}
                </span>
              )}
            </div>
            <CardDescription>
              {group.description[kind === "design" ? "design" : "editing"]}
              {allowed && " Drop files here or use the button."}
            </CardDescription>
          </div>
          {allowed && (
            <Button ref={uploadButton} variant="outline" size="sm" onClick={() => openPicker()}>
              <UploadIcon aria-hidden className="size-4" />
              {uploadLabel}
            </Button>
          )}
          {allowed && (
            <input
              ref={picker}
              type="file"
              multiple={role === "input" || Boolean(resuming)}
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = "";
              }}
            />
          )}
        </CardHeader>
        <CardContent className="grid gap-4">
          {(mine.length > 0 || unfinished.length > 0) && (
            <ul ref={rowsList} aria-label={`Uploads of ${group.title.toLowerCase()}`} className="grid gap-2">
              {shownRows(mine).map((item) => (
                <UploadRow
                  key={item.key}
                  item={item}
                  onPause={() => pauseUpload(item.key)}
                  onResume={() => resumeUpload(item.key)}
                  onCancel={() => cancel(item.key)}
                />
              ))}
              {mine.length > ROWS_SHOWN && (
                <li className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
                  {mine.length - ROWS_SHOWN} more{" "}
                  {mine.length - ROWS_SHOWN === 1 ? "file waits" : "files wait"} their turn: they start by
                  themselves.
                </li>
              )}
              {allowed &&
                unfinished.map((item) => (
                  <li
                    key={item.key}
                    className="flex flex-wrap items-center gap-2 rounded-md border border-dashed p-3 text-sm"
                  >
                    <RotateCcw aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                    <span className="min-w-0 flex-1 wrap-anywhere">
                      <span className="font-medium">{item.name}</span> ({formatBytes(item.size)}) did not
                      finish uploading
                      {item.sent !== null &&
                        `: ${formatBytes(item.sent)} of ${formatBytes(item.size)} (${item.size ? Math.floor((item.sent * 100) / item.size) : 0}%) is on the server`}
                      . Choose the same file again to continue where it stopped.
                    </span>
                    <Button size="sm" variant="outline" onClick={() => openPicker(item)}>
                      Resume upload of {item.name}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Discard the upload of ${item.name}`}
                      onClick={() => void forget(item.key)}
                    >
                      <X aria-hidden className="size-4" />
                      Discard
                    </Button>
                  </li>
                ))}
            </ul>
          )}
          {(total > COLLAPSED || filtering || showAll) && (
            <div className="flex flex-wrap items-center gap-2">
              <SearchBox
                id={`${ids}-search`}
                label={`Search ${group.title.toLowerCase()} by name`}
                placeholder="Search by name"
                value={typed}
                onChange={setTyped}
                className="sm:w-60"
              />
              <Label htmlFor={`${ids}-sort`} className="sr-only">
                Sort {group.title.toLowerCase()}
              </Label>
              <NativeSelect
                id={`${ids}-sort`}
                value={sort}
                onChange={(event) => {
                  setSort(event.target.value as FileSort);
                  setPage(1);
                }}
                className="w-auto"
              >
                {FILE_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {SORT_LABEL[value]}
                  </option>
                ))}
              </NativeSelect>
              <PressedChoice
                legend={`Show ${group.title.toLowerCase()} as`}
                value={layout}
                onChange={setLayout}
                options={LAYOUTS}
                className="ml-auto"
              />
            </div>
          )}
          <PagedList
            query={files}
            page={collapsed ? 1 : page}
            pageSize={collapsed ? Number.MAX_SAFE_INTEGER : pageSize}
            onPage={setPage}
            pagerLabel={`${group.title} pages`}
            summary={(count) => `${count} ${count === 1 ? "file" : "files"}`}
            what={group.title.toLowerCase()}
            skeleton={<GridSkeleton />}
            isEmpty={(data) => data.items.length === 0}
            empty={
              search
                ? {
                    icon: Search,
                    title: "No files match",
                    description: `No file's name holds “${search}”.`,
                  }
                : {
                    icon: role === "input" ? FolderOpen : Layers,
                    title: role === "input" ? "No raw files yet" : "No versions yet",
                    description: emptyText(kind, role, allowed),
                    action: allowed ? (
                      <Button variant="outline" onClick={() => openPicker()}>
                        <UploadIcon aria-hidden className="size-4" />
                        {uploadLabel}
                      </Button>
                    ) : undefined,
                  }
            }
          >
            {(data) => (
              <ul
                aria-label={group.title}
                className={
                  layout === "list" ? "grid gap-2" : "grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
                }
              >
                {data.items.map((file) => (
                  <FileCard
                    key={file.id}
                    kind={kind}
                    project={project}
                    file={file}
                    onOpen={onOpen}
                    layout={layout}
                  />
                ))}
              </ul>
            )}
          </PagedList>
          {role === "input" && !filtering && total > COLLAPSED && (
            <Button variant="outline" className="justify-self-start" onClick={() => setShowAll(!showAll)}>
              {showAll ? "Show the newest only" : `Show all ${total} raw files`}
            </Button>
          )}
        </CardContent>
        {role === "version" && (
          <VersionDialog
            file={versionFile}
            onFile={setVersionFile}
            onUpload={(file, note) => {
              start([file], note);
              setVersionFile(undefined);
            }}
          />
        )}
      </Card>
    </section>
  );
}

function emptyText(kind: ProjectKind, role: FileRole, allowed: boolean): string {
  const staff = kind === "design" ? "designer" : "editor";
  if (role === "input")
    return allowed
      ? "Upload the material to work from: any size, and an upload that stops continues where it stopped."
      : "The creator's material appears here once uploaded.";
  return allowed
    ? "Upload your first version with a note on what it contains."
    : `The ${staff}'s versions appear here as v1, v2…, ready to review.`;
}

const NOTE_HINT = "What changed in this version (optional).";

/** The version's file and its note, asked for before the upload starts. */
function VersionDialog({
  file,
  onFile,
  onUpload,
}: {
  /** undefined: closed; null: open, nothing chosen yet (a file dropped on the group opens it with that file) */
  file: File | null | undefined;
  onFile: (file: File | null | undefined) => void;
  onUpload: (file: File, note: string) => void;
}) {
  const form = useForm<VersionUploadForm>({
    resolver: zodResolver(versionUploadFormSchema),
    defaultValues: { file: undefined, note: "" },
  });
  const { errors } = form.formState;
  const ids = useId();
  // the file the dialog opens with (none, or the one dropped); the note typed stays until an upload starts
  useEffect(() => {
    if (file === undefined) return;
    if (file) {
      form.setValue("file", file);
      form.clearErrors("file");
    } else form.resetField("file");
  }, [file, form]);
  const onSubmit = form.handleSubmit(({ file: chosen, note }) => {
    onUpload(chosen, note);
    form.reset({ file: undefined, note: "" });
  });
  const fileError = errors.file?.message;
  const noteError = errors.note?.message;
  return (
    <Dialog
      open={file !== undefined}
      onOpenChange={(open) => {
        if (!open) onFile(undefined);
      }}
    >
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Upload a version</DialogTitle>
          <DialogDescription>It becomes the next version, for the creator to review.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" aria-label="Upload a version" noValidate onSubmit={onSubmit}>
          <FormField id={`${ids}-file`} label="File" error={fileError}>
            <Controller
              control={form.control}
              name="file"
              render={({ field }) => (
                <FileDropZone
                  id={`${ids}-file`}
                  inputRef={field.ref}
                  name={field.name}
                  file={field.value}
                  onFile={(chosen) => {
                    field.onChange(chosen);
                    if (chosen) form.clearErrors("file");
                  }}
                  onBlur={field.onBlur}
                  prompt="the version's file"
                  invalid={!!fileError}
                  describedBy={fileError ? `${ids}-file-error` : undefined}
                />
              )}
            />
          </FormField>
          <FormField id={`${ids}-note`} label="Note" hint={NOTE_HINT} error={noteError}>
            <Textarea
              {...controlProps(`${ids}-note`, noteError, NOTE_HINT)}
              rows={3}
              maxLength={FILE_NOTE_MAX}
              {...form.register("note")}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit">
              <UploadIcon aria-hidden className="size-4" />
              Upload version
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** One upload under way: its progress, speed and time left, and Pause / Resume / Cancel. */
/** The rows a group shows: those running or stopped first, then the next waiting, at most ROWS_SHOWN. */
function shownRows(items: UploadItem[]): UploadItem[] {
  const first = items.filter((item) => item.status !== "queued");
  return [...first, ...items.filter((item) => item.status === "queued")].slice(0, ROWS_SHOWN);
}

function UploadRow({
  item,
  onPause,
  onResume,
  onCancel,
}: {
  item: UploadItem;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  const percent = item.size ? Math.floor((item.sent / item.size) * 100) : 0;
  const left = timeLeft(item);
  const state =
    item.status === "queued"
      ? "Waiting"
      : item.status === "paused"
        ? "Paused"
        : item.status === "failed"
          ? "Stopped"
          : [item.speed ? formatSpeed(item.speed) : "Starting…", left].filter(Boolean).join(" · ");
  return (
    <li data-upload-row={item.key} className="grid gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        {item.status === "uploading" ? (
          <Loader2
            aria-hidden
            className="size-4 shrink-0 animate-spin text-primary motion-reduce:animate-none"
          />
        ) : (
          <UploadIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        )}
        <span className="min-w-0 flex-1 truncate font-medium" title={item.name}>
          {item.name}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">
          {percent}% of {formatBytes(item.size)}
          {state && ` · ${state}`}
        </span>
      </div>
      <progress
        className="h-2 w-full overflow-hidden rounded-full accent-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
        max={item.size || 1}
        value={item.sent}
        aria-label={`Upload of ${item.name}`}
        aria-valuetext={`${percent}%`}
      />
      {item.error && (
        <p role="alert" className="text-sm text-destructive">
          {item.error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {item.status === "uploading" ? (
          <Button size="sm" variant="outline" onClick={onPause} aria-label={`Pause upload of ${item.name}`}>
            <Pause aria-hidden className="size-4" />
            Pause
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={onResume} aria-label={`Resume upload of ${item.name}`}>
            <Play aria-hidden className="size-4" />
            Resume
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          data-cancel
          onClick={onCancel}
          aria-label={`Cancel upload of ${item.name}`}
        >
          <X aria-hidden className="size-4" />
          Cancel
        </Button>
      </div>
    </li>
  );
}

const KIND_ICON: Record<FileKind, typeof FileIcon> = { video: FileVideo, image: FileImage, other: FileIcon };

/** A file in the grid: its preview (or an icon by kind), its name, size, uploader and age, and its actions. */
function FileCard({
  kind,
  project,
  file,
  onOpen,
  layout = "grid",
}: {
  kind: ProjectKind;
  project: Project;
  file: ProjectFile;
  onOpen: (fileId: string) => void;
  /** a card with its preview, or a row with a small one (the list view) */
  layout?: "grid" | "list";
}) {
  const me = useCurrentUser();
  const action = useFileAction(kind, project.id, failureToast("The file was not deleted"));
  const row = layout === "list";
  const Icon = KIND_ICON[file.kind] ?? FileIcon;
  const label = fileLabel(file);
  const mayDelete = !file.approved && (file.uploader?.id === me.id || normalizeRole(me.role) === "manager");
  let preview: ReactNode;
  if (file.previewUrl) {
    preview = <img src={file.previewUrl} alt="" loading="lazy" className="size-full object-cover" />;
  } else {
    preview = (
      <span className="flex flex-col items-center gap-1 text-muted-foreground">
        <Icon aria-hidden className="size-8" />
        {file.previewStatus === "pending" && <span className="text-xs">Preparing the preview…</span>}
      </span>
    );
  }
  return (
    <li
      className={cn(
        "flex min-w-0 overflow-hidden rounded-lg border bg-card",
        row ? "flex-row items-center" : "flex-col",
        file.approved && "border-emerald-600 ring-1 ring-emerald-600",
      )}
    >
      {/* the badges beside the button, not in it: its name is the file's, as its label says */}
      <div className={cn("relative", row && "shrink-0 self-stretch")}>
        <button
          type="button"
          onClick={() => onOpen(file.id)}
          aria-label={`Open ${label}`}
          className={cn(
            "flex items-center justify-center overflow-hidden bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
            row ? "h-full min-h-14 w-20 [&_svg]:size-5 [&_.text-xs]:hidden" : "aspect-video w-full",
          )}
        >
          {preview}
        </button>
        {!row && file.version !== null && (
          <span className="pointer-events-none absolute top-2 left-2 rounded bg-background/90 px-1.5 py-0.5 text-xs font-semibold tabular-nums">
            v{file.version}
          </span>
        )}
        {!row && file.approved && (
          <Badge className="pointer-events-none absolute top-2 right-2 gap-1 bg-emerald-700 text-white">
            <CheckCircle2 aria-hidden className="size-3.5" />
            Approved
          </Badge>
        )}
      </div>
      <div className={cn("grid min-w-0 gap-1 text-sm", row ? "flex-1 px-3 py-2" : "p-3")}>
        <button
          type="button"
          onClick={() => onOpen(file.id)}
          className="truncate text-left font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          title={file.name}
        >
          {label}
        </button>
        {file.note && !row && <p className="line-clamp-2 text-muted-foreground wrap-anywhere">{file.note}</p>}
        {row && file.approved && (
          <Badge className="w-fit gap-1 bg-emerald-700 text-white">
            <CheckCircle2 aria-hidden className="size-3.5" />
            Approved
          </Badge>
        )}
        <p className="text-xs text-muted-foreground">
          <span className="tabular-nums">{formatBytes(file.size)}</span> ·{" "}
          {file.uploader?.name ?? "Unknown user"} · <RelativeTime value={file.createdAt} />
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          {file.openComments > 0 && (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground tabular-nums">
              <MessageSquare aria-hidden className="size-3.5" />
              {file.openComments} open {file.openComments === 1 ? "comment" : "comments"}
            </span>
          )}
          <span className="ml-auto flex gap-1">
            <Button asChild size="sm" variant="ghost">
              <a href={file.downloadUrl} download aria-label={`Download ${label}`}>
                <Download aria-hidden className="size-4" />
              </a>
            </Button>
            {mayDelete && (
              <ConfirmDialog
                trigger={
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-destructive"
                    disabled={action.isPending}
                    aria-label={`Delete ${label}`}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                }
                title={`Delete '${label}'?`}
                description="The file and its comments go for everyone on the project. This cannot be undone."
                confirmLabel="Delete file"
                pending={action.isPending}
                onConfirm={() =>
                  action.mutate(
                    { type: "delete", fileId: file.id },
                    { onSuccess: () => toast({ title: `Deleted ${file.name}` }) },
                  )
                }
              />
            )}
          </span>
        </div>
      </div>
    </li>
  );
}

function GridSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((index) => (
        <div key={index} className="grid gap-2 rounded-lg border p-0">
          <Skeleton className="aspect-video w-full rounded-b-none" />
          <div className="grid gap-2 p-3">
            <Skeleton className="h-3.5 w-3/5" />
            <Skeleton className="h-3 w-2/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
