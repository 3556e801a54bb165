import type { ReactNode } from "react";

/** The banner at the top of each inner page: eyebrow, the page's h1 and an intro line. */
export function PageHero({
  eyebrow,
  heading,
  children,
}: {
  eyebrow?: string;
  heading: string;
  children?: ReactNode;
}) {
  return (
    <div className="surface-dark relative overflow-hidden bg-linear-to-br from-violet-950 via-indigo-950 to-violet-900 text-white">
      <div
        aria-hidden="true"
        className="absolute -top-24 right-0 size-96 rounded-full bg-fuchsia-500/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wider text-violet-200 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {heading}
        </h1>
        {children && <div className="mt-5 max-w-2xl text-lg leading-8 text-violet-100">{children}</div>}
      </div>
    </div>
  );
}

/** A section's h2 with an optional eyebrow and intro, centred. */
export function SectionHeading({
  eyebrow,
  heading,
  text,
  id,
}: {
  eyebrow?: string;
  heading: string;
  text?: string;
  id?: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {heading}
      </h2>
      {text && <p className="mt-4 text-lg leading-8 text-muted-foreground">{text}</p>}
    </div>
  );
}
