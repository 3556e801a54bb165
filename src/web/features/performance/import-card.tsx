import { zodResolver } from "@hookform/resolvers/zod";
import { FileUp } from "lucide-react";
import { useId, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { messages } from "~/domain/messages";
import {
  type Channel,
  type CsvImportForm,
  csvImportFormSchema,
  type ImportPreview,
  METRIC_LABEL,
  type Metric,
} from "~/domain/performance";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { FileDropZone } from "~/web/components/ui/file-drop-zone";
import { FormField } from "~/web/components/ui/form-field";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/web/components/ui/table";
import { apiErrorMessage } from "~/web/lib/api-error-toast";
import { toast } from "~/web/lib/toast";
import { cn } from "~/web/lib/utils";
import { useImport, usePreviewImport } from "./api";
import { formatCount, formatDay, formatHours, formatSigned } from "./format";
import { selectClass } from "./select-field";

const FORMAT_LABEL: Record<ImportPreview["format"], string> = {
  youtube: "YouTube Studio export",
  twitch: "Twitch analytics export",
  plain: "Plain CSV",
};

/** "1 day", "56 days". */
const days = (count: number) => `${formatCount(count)} ${count === 1 ? "day" : "days"}`;
const shown = (value: number | null, format: (value: number) => string) =>
  value === null ? <span className="text-muted-foreground">–</span> : format(value);
const ctr = (value: number) => `${formatHours(value)}%`;
const PREVIEW_COLUMNS: { metric: Metric; format: (value: number) => string }[] = [
  { metric: "views", format: formatCount },
  { metric: "watchHours", format: formatHours },
  { metric: "subscribersGained", format: formatCount },
  { metric: "subscribersLost", format: formatCount },
  { metric: "netSubscribers", format: formatSigned },
  { metric: "impressions", format: formatCount },
  { metric: "ctr", format: ctr },
];

/**
 * Import a platform's CSV export into a channel: choose the channel and the file, see what was detected and
 * the first rows, then import every row (or none). The server names each problem's line.
 */
export function ImportCard({ channels }: { channels: Channel[] }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const preview = usePreviewImport();
  const importer = useImport();
  const form = useForm<CsvImportForm>({
    resolver: zodResolver(csvImportFormSchema),
    defaultValues: { channelId: channels[0]?.id ?? "" },
  });
  const chosen = form.watch("channelId");
  // a channel removed since: the first one left
  const selected = channels.some((c) => c.id === chosen) ? chosen : (channels[0]?.id ?? "");
  const problem = form.formState.errors.file?.message;

  /** Whatever was previewed or refused belongs to the file and channel that are no longer chosen. */
  const reset = () => {
    preview.reset();
    form.clearErrors();
  };

  const onPreview = form.handleSubmit(async ({ file }) => {
    reset();
    try {
      await preview.mutateAsync({ channelId: selected, file });
    } catch (error) {
      form.setError("file", { message: apiErrorMessage(error) }, { shouldFocus: true });
    }
  });

  const onImport = async () => {
    const file = form.getValues("file");
    if (!file) return;
    try {
      const result = await importer.mutateAsync({ channelId: selected, file });
      const replaced = result.replaced ? ` (${formatCount(result.replaced)} replaced)` : "";
      toast({
        title: messages.performance.imported,
        description: `${days(result.imported)} from ${formatDay(result.firstDate)} to ${formatDay(result.lastDate)}${replaced}.`,
      });
      preview.reset();
      form.resetField("file");
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      form.setError("file", { message: apiErrorMessage(error) });
    }
  };

  const problemLines = problem?.split("\n") ?? [];
  const data = preview.data;
  // the file's figures, and net subscribers when they are worked out from gained and lost
  const visibleColumns = data
    ? PREVIEW_COLUMNS.filter(
        (c) =>
          data.columns.some((column) => column.metric === c.metric) ||
          (c.metric === "netSubscribers" && data.rows.some((row) => row.netSubscribers !== null)),
      )
    : [];
  const channelName = channels.find((c) => c.id === selected)?.name ?? "";

  return (
    <Card id="import" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>Import figures</CardTitle>
        <CardDescription>
          YouTube Studio: Analytics → Advanced mode → Export current view → Comma-separated values (the file
          “Table data.csv”). Twitch: Creator Dashboard → Analytics → Channel Analytics → Export. Or any CSV
          with a Date column and views, watch time, subscribers, impressions or click-through rate. Days you
          import again are replaced.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form
          onSubmit={onPreview}
          noValidate
          className="grid items-end gap-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto]"
        >
          <FormField id={`${id}-channel`} label="Channel">
            <select
              id={`${id}-channel`}
              className={cn(selectClass, "w-full")}
              {...form.register("channelId", { onChange: reset })}
              value={selected}
            >
              {channels.map((channel) => (
                <option key={channel.id} value={channel.id}>
                  {channel.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id={`${id}-file`}
            label="CSV file"
            error={problemLines.length === 1 ? problem : undefined}
          >
            <Controller
              control={form.control}
              name="file"
              render={({ field }) => (
                <FileDropZone
                  id={`${id}-file`}
                  inputRef={(element) => {
                    field.ref(element);
                    fileInput.current = element;
                  }}
                  name={field.name}
                  accept=".csv,text/csv"
                  file={field.value}
                  prompt="your CSV export"
                  onFile={(file) => {
                    field.onChange(file);
                    reset();
                  }}
                  onBlur={field.onBlur}
                  invalid={!!problem}
                  describedBy={
                    problemLines.length > 1 ? `${id}-problems` : problem ? `${id}-file-error` : undefined
                  }
                />
              )}
            />
          </FormField>
          <Button
            type="submit"
            variant={data ? "outline" : "default"}
            pending={preview.isPending}
            pendingLabel="Reading the file"
          >
            <FileUp aria-hidden className="size-4" />
            Preview
          </Button>
        </form>
        {problemLines.length > 1 && (
          <div
            id={`${id}-problems`}
            role="alert"
            className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm"
          >
            <p className="font-medium">The file cannot be imported. Nothing was stored.</p>
            <ul className="mt-2 list-disc pl-5 text-muted-foreground">
              {problemLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        {data && (
          <section aria-labelledby={`${id}-preview`} className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <h3 id={`${id}-preview`} className="font-semibold">
                  Preview
                </h3>
                <p className="text-sm text-muted-foreground">
                  {FORMAT_LABEL[data.format]} · {days(data.totalRows)} from {formatDay(data.firstDate)} to{" "}
                  {formatDay(data.lastDate)}
                  {data.skippedTotal && " · the Total row is left out"}
                </p>
              </div>
              <Button onClick={onImport} pending={importer.isPending} pendingLabel="Importing">
                Import {days(data.totalRows)} into {channelName}
              </Button>
            </div>
            <div>
              <h4 className="mb-2 text-sm font-medium">Detected columns</h4>
              <ul aria-label="Detected columns" className="flex flex-wrap gap-2">
                {data.columns.map((column) => (
                  <li key={column.header}>
                    <Badge variant={column.metric ? "secondary" : "outline"}>
                      {column.header} →{" "}
                      {column.metric === "date"
                        ? "Date"
                        : column.metric
                          ? METRIC_LABEL[column.metric]
                          : "ignored"}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
            <div className="overflow-x-auto rounded-md border">
              <Table aria-label={`First ${data.rows.length} rows of the file`}>
                <TableHeader>
                  <TableRow>
                    <TableHead>Date</TableHead>
                    {visibleColumns.map((c) => (
                      <TableHead key={c.metric} className="text-right">
                        {METRIC_LABEL[c.metric]}
                      </TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.rows.map((row) => (
                    <TableRow key={row.date}>
                      <TableCell className="whitespace-nowrap">{formatDay(row.date)}</TableCell>
                      {visibleColumns.map((c) => (
                        <TableCell key={c.metric} className="text-right tabular-nums">
                          {shown(row[c.metric], c.format)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
