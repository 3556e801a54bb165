import { Mail } from "lucide-react";
import { Link } from "react-router";
import { businessContact } from "~/content/contact";
import { formatMoney } from "~/domain/deals";
import { type KitFigures, kitContactPath, type PublicKit } from "~/domain/media-kit";
import { PLATFORM_LABEL } from "~/domain/performance";
import { FigureRow } from "~/web/components/figure-row";
import { BrandLogo } from "~/web/components/public/brand-logo";
import { formatCount, formatDay } from "~/web/features/performance";

/*
 * A creator's media kit as brands read it: one page, the same component for the page the server renders
 * (what a link preview and a visitor without scripts get) and for the app's route. It prints to one A4
 * page (app.css, `@page kit`): no navigation, no buttons, no backgrounds, a link's address after its text.
 */

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

function Photo({ kit }: { kit: PublicKit }) {
  const frame = "size-24 shrink-0 rounded-full print:row-span-2 print:size-14";
  return kit.photoUrl ? (
    <img
      src={kit.photoUrl}
      alt={kit.displayName}
      width={96}
      height={96}
      className={`${frame} object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${frame} flex items-center justify-center bg-accent text-3xl font-semibold text-primary`}
    >
      {initials(kit.displayName)}
    </span>
  );
}

function Figures({ label, figures, days }: { label: string; figures: KitFigures; days: number }) {
  return (
    <div className="min-w-0">
      <h4 className="text-xs font-medium text-muted-foreground">
        {label}
        {figures.days < days && (
          <span className="font-normal"> ({formatCount(figures.days)} days of data)</span>
        )}
      </h4>
      <FigureRow figures={figures} className="mt-1 print:mt-0" />
    </div>
  );
}

function Channels({ kit }: { kit: PublicKit }) {
  if (!kit.channels.length) return null;
  return (
    <section aria-labelledby="kit-channels" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="kit-channels" className="text-lg font-semibold">
          Channels
        </h2>
        <p className="text-xs text-muted-foreground">Figures to {formatDay(kit.asOf)}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
        {kit.channels.map((channel) => (
          <li
            key={channel.url + channel.name}
            className="kit-card grid content-start gap-3 rounded-xl border border-border bg-card p-4 break-inside-avoid print:gap-1 print:p-2.5"
          >
            <h3 className="min-w-0">
              <span className="block font-semibold wrap-anywhere">{channel.name}</span>
              <span className="text-sm text-muted-foreground">
                {PLATFORM_LABEL[channel.platform]} ·{" "}
                <a href={channel.url} className="text-primary wrap-anywhere hover:underline">
                  {channel.url.replace(/^https?:\/\/(www\.)?/, "")}
                </a>
              </span>
            </h3>
            {/* a period without a day of figures is left out, not shown as zeros */}
            {channel.last28.days > 0 && <Figures label="Last 28 days" figures={channel.last28} days={28} />}
            {channel.last90.days > 0 && <Figures label="Last 90 days" figures={channel.last90} days={90} />}
            {channel.last90.days === 0 && channel.last28.days === 0 && (
              <p className="text-sm text-muted-foreground">No figures yet</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Portfolio({ kit }: { kit: PublicKit }) {
  if (!kit.portfolioLinks.length) return null;
  return (
    <section aria-labelledby="kit-portfolio" className="grid content-start gap-2 break-inside-avoid">
      <h2 id="kit-portfolio" className="text-lg font-semibold">
        Selected work
      </h2>
      <ul className="grid gap-1.5 print:gap-0.5">
        {kit.portfolioLinks.map((link) => (
          <li key={link.url + link.title} className="min-w-0">
            <a
              href={link.url}
              rel="noopener noreferrer"
              className="kit-url font-medium text-primary wrap-anywhere hover:underline"
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Rates({ rates }: { rates: NonNullable<PublicKit["rates"]> }) {
  if (!rates.length) return null;
  return (
    <section aria-labelledby="kit-rates" className="grid content-start gap-2 break-inside-avoid">
      <h2 id="kit-rates" className="text-lg font-semibold">
        Rates
      </h2>
      <dl className="grid gap-1.5 print:gap-0.5">
        {rates.map((rate) => (
          <div
            key={rate.label + rate.currency + rate.amountMinor}
            className="flex justify-between gap-4 border-b border-border pb-1.5 last:border-0 print:pb-0.5"
          >
            <dt className="min-w-0 wrap-anywhere">{rate.label}</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(rate.amountMinor, rate.currency)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The kit's whole page: the agency's name above, the document, and how to reach the agency. `embedded`
 * (the creator's preview, inside the dashboard): the document is not the page's main landmark.
 */
export function KitDocument({ kit, embedded = false }: { kit: PublicKit; embedded?: boolean }) {
  const contact = kitContactPath(kit.slug);
  const Main = embedded ? "div" : "main";
  return (
    <div
      className={`kit-page flex flex-col bg-muted/40 print:min-h-0 print:bg-transparent ${embedded ? "" : "min-h-screen"}`}
    >
      <header className="border-b border-border bg-background print:border-0">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-3 sm:px-6 print:px-0 print:py-0">
          <BrandLogo />
          <Link
            to={contact}
            aria-label="Contact the agency"
            className="inline-flex min-h-9 shrink-0 items-center gap-2 rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:hidden"
          >
            <Mail aria-hidden className="size-4" />
            {/* a phone's header has room for one word */}
            <span className="sm:hidden">Contact</span>
            <span className="hidden sm:inline">Contact the agency</span>
          </Link>
        </div>
      </header>
      <Main
        id={embedded ? undefined : "main"}
        className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-8 px-4 py-8 sm:px-6 print:gap-3 print:px-0 print:py-2"
      >
        <section
          aria-labelledby="kit-name"
          className="flex flex-col gap-5 sm:flex-row sm:items-center print:grid print:grid-cols-[auto_1fr] print:items-center print:gap-x-4 print:gap-y-0"
        >
          <Photo kit={kit} />
          {/* on paper the bio takes the page's whole width, under the photo and the name */}
          <div className="min-w-0 print:contents">
            <p className="text-sm font-medium text-primary print:self-end">Media kit</p>
            <h1
              id="kit-name"
              className="text-3xl font-bold tracking-tight wrap-anywhere print:self-start print:text-2xl"
            >
              {kit.displayName}
            </h1>
            {kit.bio && (
              <p className="mt-2 max-w-prose whitespace-pre-line text-muted-foreground wrap-anywhere print:col-span-2 print:mt-2 print:max-w-none print:columns-2 print:gap-6 print:text-[8.5pt] print:leading-snug">
                {kit.bio}
              </p>
            )}
          </div>
        </section>
        <Channels kit={kit} />
        {/* on paper, side by side: a long bio with a kit's usual links and rates keeps to one A4 page */}
        <div className="grid gap-8 print:grid-cols-2 print:gap-6">
          <Portfolio kit={kit} />
          {kit.rates && <Rates rates={kit.rates} />}
        </div>
        <section
          aria-labelledby="kit-contact"
          className="grid gap-3 rounded-xl bg-violet-950 p-6 text-white break-inside-avoid print:gap-1 print:border print:border-border print:bg-transparent print:p-2.5 print:text-foreground"
        >
          <h2 id="kit-contact" className="text-lg font-semibold">
            Work with {kit.displayName}
          </h2>
          <p className="text-violet-100 print:hidden">
            {kit.displayName} is represented by CreatorDesk. Tell us about your brand and your campaign, and a
            manager will come back to you.
          </p>
          <p className="hidden print:block">
            Represented by CreatorDesk: {businessContact.email} · {businessContact.phone}
          </p>
          <Link
            to={contact}
            className="inline-flex min-h-11 w-fit items-center gap-2 rounded-md bg-white px-4 font-semibold text-violet-950 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white print:hidden"
          >
            <Mail aria-hidden className="size-4" />
            Contact the agency
          </Link>
        </section>
      </Main>
      <footer className="px-4 py-6 text-center text-xs text-muted-foreground print:hidden">
        Media kit published with CreatorDesk
      </footer>
    </div>
  );
}
