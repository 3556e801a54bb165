import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/web/components/ui/table";
import { cn } from "~/web/lib/utils";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the table cell (alignment, width, `tabular-nums`). */
  className?: string;
}

/* Which of the two shows, by the list's own width (a container query), not the screen's: the same list is a
   table across a page and cards in a side column. Class names in full, for Tailwind to find. */
const TABLE_FROM = {
  "36rem": { table: "hidden @xl:block", cards: "@xl:hidden" },
  "48rem": { table: "hidden @3xl:block", cards: "@3xl:hidden" },
  "56rem": { table: "hidden @4xl:block", cards: "@4xl:hidden" },
} as const;

/**
 * A list of records from one row definition (ui-guide): a table where the list is wide enough for its
 * columns, a stack of cards where it is not. The first column is the record's name: the card's title. The
 * others become label and value pairs; the row's actions end the row (destructive one last). Rows carry
 * `data-row-key` for lib/focus-keeper.ts.
 *
 * Long content stays in its box (ADR 043): the name wraps, even inside a word, and gives way to the other
 * columns (in a card every value wraps so); a long name is cut after a few lines (`Truncate lines`), and a
 * column of people or addresses cuts them to one line, capped in the table (`@3xl:max-w-*`).
 */
export function DataList<T>({
  label,
  rows,
  rowKey,
  columns,
  actions,
  tableFrom = "48rem",
}: {
  /** What the list holds, for assistive tech ("Users"). */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
  actions?: (row: T) => ReactNode;
  /** The list's width from which its columns fit a table: 36rem for a short row, 56rem for a long one. */
  tableFrom?: keyof typeof TABLE_FROM;
}) {
  const [first, ...rest] = columns;
  if (!first) return null;
  const show = TABLE_FROM[tableFrom];
  return (
    <div className="@container">
      <div className={show.table}>
        <Table aria-label={label} data-row-list={label}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.header} className={column.className}>
                  {column.header}
                </TableHead>
              ))}
              {actions && (
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} data-row-key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    className={cn(column === first && "min-w-32 wrap-anywhere", column.className)}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell>
                    <div className="flex justify-end">{actions(row)}</div>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul aria-label={label} data-row-list={label} className={cn("divide-y", show.cards)}>
        {rows.map((row) => (
          <li key={rowKey(row)} data-row-key={rowKey(row)} className="grid min-w-0 gap-3 py-4">
            <div className="min-w-0 font-medium wrap-anywhere">{first.cell(row)}</div>
            {rest.length > 0 && (
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
                {rest.map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-muted-foreground">{column.header}</dt>
                    <dd className={cn("min-w-0 wrap-anywhere", column.className)}>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {actions?.(row)}
          </li>
        ))}
      </ul>
    </div>
  );
}
