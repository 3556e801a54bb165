import { Download, Printer } from "lucide-react";
import type { ReactNode } from "react";
import type { BrandReport } from "~/domain/brand-links";
import { REPORT_NO_FIGURES } from "~/domain/brand-report";
import { formatDay } from "~/domain/clock";
import { FigureRow } from "~/web/components/figure-row";
import { BrandLogo } from "~/web/components/public/brand-logo";
import { StatusBadge } from "~/web/components/status-badge";

import { formatDateTime } from "~/web/lib/dates";
import { formatCount } from "~/web/lib/figures";

/*
 * A deal's campaign report as its brand reads it (issue 36, item 4): a document of its own, outside the
 * dashboards, like the media kit. It prints to A4 (app.css, `@page report`): no buttons, no backgrounds,
 * every address written out (a link's text is its address).
 */

type Deliverable = BrandReport["deliverables"][number];

const actionClass =
  "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:min-h-9";

/** The page's frame: the agency's mark, the actions (never on paper), the report below. */
export function ReportFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="report-page flex min-h-screen flex-col bg-muted/40 print:min-h-0 print:bg-transparent">
      <header className="border-b border-border bg-background print:border-0">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 print:px-0 print:py-0">
          <BrandLogo />
          {actions && <div className="flex flex-wrap gap-2 print:hidden">{actions}</div>}
        </div>
      </header>
      <main
        id="main"
        className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-8 px-4 py-8 sm:px-6 print:gap-4 print:px-0 print:py-2"
      >
        {children}
      </main>
    </div>
  );
}

function Actions({ csvUrl }: { csvUrl: string }) {
  return (
    <>
      <a
        href={csvUrl}
        download
        className={`${actionClass} border border-border bg-background text-foreground hover:bg-accent`}
      >
        <Download aria-hidden className="size-4" />
        Export CSV
      </a>
      <button
        type="button"
        onClick={() => window.print()}
        className={`${actionClass} bg-primary text-primary-foreground hover:bg-primary/90`}
      >
        <Printer aria-hidden className="size-4" />
        Print
      </button>
    </>
  );
}

function Figures({ deliverable }: { deliverable: Deliverable }) {
  const { figures } = deliverable;
  if (!figures) return <p className="text-sm text-muted-foreground">{REPORT_NO_FIGURES}</p>;
  return (
    <div className="grid gap-1">
      <FigureRow figures={figures} />
      <p className="text-xs text-muted-foreground">
        {formatDay(figures.from)} to {formatDay(figures.to)} ({formatCount(figures.days)}{" "}
        {figures.days === 1 ? "day" : "days"}) · {figures.channels.join(", ")}
      </p>
    </div>
  );
}

function DeliverableCard({ deliverable }: { deliverable: Deliverable }) {
  return (
    <li className="report-card grid content-start gap-3 rounded-xl border border-border bg-card p-4 break-inside-avoid print:gap-1.5 print:p-2.5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold wrap-anywhere">
          {deliverable.kindLabel} <span className="font-normal text-muted-foreground">on</span>{" "}
          {deliverable.platform}
        </h3>
        <StatusBadge status={deliverable.status} />
      </div>
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">Due</dt>
          <dd className="tabular-nums">{deliverable.dueDate ? formatDay(deliverable.dueDate) : "No date"}</dd>
        </div>
        {deliverable.publishedOn && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">Live since</dt>
            <dd className="tabular-nums">{formatDay(deliverable.publishedOn)}</dd>
          </div>
        )}
        {deliverable.link && (
          <div className="flex min-w-0 flex-wrap gap-x-2">
            <dt className="text-muted-foreground">Published at</dt>
            <dd className="min-w-0">
              <a
                href={deliverable.link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="font-medium text-primary underline-offset-4 wrap-anywhere hover:underline"
              >
                {deliverable.link.replace(/^https?:\/\/(www\.)?/, "")}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <Figures deliverable={deliverable} />
    </li>
  );
}

function Summary({ report }: { report: BrandReport }) {
  const items: [string, string][] = [
    ["Delivered", `${report.delivered} of ${report.booked}`],
    ...(report.money ? ([["Deal value", report.money.formatted]] as [string, string][]) : []),
    ["Figures as of", formatDateTime(report.generatedAt)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 print:grid-cols-3 print:gap-2">
      {items.map(([name, value]) => (
        <div key={name} className="min-w-0 rounded-xl border border-border bg-card p-4 print:p-2">
          <dt className="text-xs text-muted-foreground">{name}</dt>
          <dd className="text-xl font-semibold tabular-nums wrap-anywhere print:text-base">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The whole report, with its actions. */
export function ReportDocument({ report, csvUrl }: { report: BrandReport; csvUrl: string }) {
  return (
    <ReportFrame actions={<Actions csvUrl={csvUrl} />}>
      <section aria-labelledby="report-title" className="grid gap-1">
        <p className="text-sm font-medium text-primary">Campaign report</p>
        <h1 id="report-title" className="text-3xl font-bold tracking-tight wrap-anywhere print:text-2xl">
          {report.title}
        </h1>
        <p className="text-muted-foreground wrap-anywhere">
          {report.brand} with {report.creator}, prepared by {report.agency}
        </p>
      </section>
      <Summary report={report} />
      <section aria-labelledby="report-deliverables" className="grid gap-3">
        <h2 id="report-deliverables" className="text-lg font-semibold">
          Deliverables
        </h2>
        {report.deliverables.length === 0 ? (
          <p className="text-sm text-muted-foreground">No deliverables booked yet.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
            {report.deliverables.map((deliverable, i) => (
              // a deliverable has no address of its own here; the order is the report's (by due date)
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole at each read
              <DeliverableCard key={i} deliverable={deliverable} />
            ))}
          </ul>
        )}
      </section>
      <footer className="grid gap-1 text-xs text-muted-foreground">
        <p>
          Figures are the creator&apos;s channel totals on the platform, for the days since the deliverable
          went live, from the channel data the creator imported. This page updates itself while it is open.
        </p>
        <p>This link works until {formatDateTime(report.expiresAt)}. Keep it to yourself.</p>
      </footer>
    </ReportFrame>
  );
}
