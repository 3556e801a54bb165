import { FileText, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { messages } from "~/domain/messages";
import {
  SCRIPT_FILTERS,
  SCRIPT_SORT_LABELS,
  SCRIPT_SORTS,
  type ScriptFilter,
  type ScriptSort,
  type ScriptSummary,
} from "~/domain/scripts";
import { type Column, DataList } from "~/web/components/data-list";
import { PagedList } from "~/web/components/paged-list";
import { RelativeTime } from "~/web/components/relative-time";
import { StatusBadge } from "~/web/components/status-badge";
import { Truncate } from "~/web/components/truncate";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { Label } from "~/web/components/ui/label";
import { NativeSelect } from "~/web/components/ui/native-select";
import { toast } from "~/web/lib/toast";
import { useLiveSearchParams } from "~/web/lib/url-state";
import { SCRIPTS_PAGE_SIZE, useDeleteScript, useScripts } from "./api";

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const columns: Column<ScriptSummary>[] = [
  {
    header: "Title",
    cell: (script) => (
      <Link
        to={`/creator-dashboard/script-studio/${script.id}`}
        className="block font-medium hover:underline"
      >
        <Truncate text={script.title} lines={2} />
      </Link>
    ),
  },
  { header: "Status", cell: (script) => <StatusBadge status={script.status} /> },
  {
    header: "Updated",
    cell: (script) => <RelativeTime value={script.updatedAt} />,
    className: "tabular-nums",
  },
  {
    header: "Created",
    cell: (script) => <RelativeTime value={script.createdAt} />,
    className: "tabular-nums",
  },
];

/** My Scripts (spec sections 2 and 9): filter and sort live in the address, paged by the server. */
export function ScriptsList() {
  const [params, setParams] = useLiveSearchParams();
  const status = pick<ScriptFilter>(params.get("status"), SCRIPT_FILTERS, "All");
  const sort = pick<ScriptSort>(params.get("sort"), SCRIPT_SORTS, "newest");
  const page = Math.max(1, Number(params.get("page")) || 1);
  const scripts = useScripts(status, sort, page);
  const { data } = scripts;

  const set = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        if (key !== "page") next.delete("page");
        return next;
      },
      { replace: true },
    );

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <div className="flex flex-wrap items-end gap-4">
          <div className="grid gap-1">
            <Label htmlFor="scripts-filter">Status</Label>
            <NativeSelect
              id="scripts-filter"
              className="w-40"
              value={status}
              onChange={(event) => set("status", event.target.value, "All")}
            >
              {SCRIPT_FILTERS.map((filter) => (
                <option key={filter}>{filter}</option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="scripts-sort">Sort</Label>
            <NativeSelect
              id="scripts-sort"
              className="w-44"
              value={sort}
              onChange={(event) => set("sort", event.target.value, "newest")}
            >
              {SCRIPT_SORTS.map((value) => (
                <option key={value} value={value}>
                  {SCRIPT_SORT_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {data && (
            <p className="ml-auto text-sm text-muted-foreground tabular-nums">
              {data.total === 1 ? "1 script" : `${data.total} scripts`}
            </p>
          )}
        </div>
        <PagedList
          page={page}
          pageSize={SCRIPTS_PAGE_SIZE}
          onPage={(next) => set("page", String(next), "1")}
          pagerLabel="Script pages"
          summary={(total) => `${total} scripts`}
          query={scripts}
          what="your scripts"
          isEmpty={(result) => result.items.length === 0}
          empty={{
            icon: FileText,
            title: status === "All" ? "No scripts yet" : `No ${status} scripts`,
            description: "Create a script or generate a draft with AI.",
          }}
        >
          {(result) => (
            <DataList
              label="Scripts"
              rows={result.items}
              rowKey={(script) => script.id}
              columns={columns}
              actions={(script) => <ScriptActions script={script} />}
            />
          )}
        </PagedList>
      </CardContent>
    </Card>
  );
}

function ScriptActions({ script }: { script: ScriptSummary }) {
  const remove = useDeleteScript({
    errorToast: { title: messages.generic.error, description: messages.scripts.deleteFailed },
  });
  // the promise, not mutate()'s callbacks: the row leaves the refreshed list (a failure is the meta's toast)
  const onDelete = () =>
    remove.mutateAsync(script.id).then(
      () => toast({ title: messages.scripts.deleted }),
      () => {},
    );
  return (
    <div className="flex gap-1">
      <Button asChild variant="ghost" size="sm">
        <Link to={`/creator-dashboard/script-studio/${script.id}`} aria-label={`Edit ${script.title}`}>
          <Pencil aria-hidden className="size-4" />
          Edit
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            pending={remove.isPending}
            pendingLabel="Deleting"
            aria-label={`Delete ${script.title}`}
          >
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        }
        title="Delete this script?"
        description={`"${script.title}" will be deleted for good.`}
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </div>
  );
}
