import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/web/components/ui/table";
import { cn } from "~/web/lib/utils";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Classes of the table cell (alignment, width, `tabular-nums`). */
  className?: string;
}

/**
 * A list of records from one row definition (ui-guide): a table from the md width up, a stack of cards below
 * it. The first column is the record's name: the card's title. The others become label and value pairs;
 * the row's actions end the row (destructive one last). Rows carry `data-row-key` for lib/focus-keeper.ts.
 */
export function DataList<T>({
  label,
  rows,
  rowKey,
  columns,
  actions,
}: {
  /** What the list holds, for assistive tech ("Users"). */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
  actions?: (row: T) => ReactNode;
}) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <>
      <div className="hidden md:block">
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
                  <TableCell key={column.header} className={column.className}>
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
      <ul aria-label={label} data-row-list={label} className="divide-y md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} data-row-key={rowKey(row)} className="grid min-w-0 gap-3 py-4">
            <div className="min-w-0 font-medium">{first.cell(row)}</div>
            {rest.length > 0 && (
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
                {rest.map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-muted-foreground">{column.header}</dt>
                    <dd className={cn("min-w-0", column.className)}>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {actions?.(row)}
          </li>
        ))}
      </ul>
    </>
  );
}
