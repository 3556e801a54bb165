import { Calendar, ExternalLink, Globe, MapPin } from "lucide-react";
import { portfolioPage } from "~/content/pages";
import { companyClients, creatorClients } from "~/content/portfolio";
import { PageHero } from "~/web/components/public/page-hero";

const sectionTitle = "text-2xl font-bold tracking-tight sm:text-3xl";
const detail = "flex items-center gap-2 text-sm text-muted-foreground";
/* Cards wrap and grow to fill their row, so whatever the width and the number of entries, no row is left
   half empty: one entry spans the row, two share it or stack. */
const wrapGrid = "mt-8 flex flex-wrap gap-6";

export function PortfolioPage() {
  return (
    <>
      <PageHero eyebrow={portfolioPage.eyebrow} heading={portfolioPage.heading}>
        <p>{portfolioPage.text}</p>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-20 sm:px-6 lg:px-8">
        <section aria-labelledby="companies">
          <h2 id="companies" className={sectionTitle}>
            {portfolioPage.companiesHeading}
          </h2>
          <div className={wrapGrid}>
            {companyClients.map((client) => (
              <article
                key={client.name}
                className="flex min-w-0 grow basis-[36rem] flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm md:flex-row"
              >
                <img
                  src={client.image}
                  alt={`${client.name} artwork`}
                  width={640}
                  height={400}
                  className="aspect-[8/5] w-full object-cover md:w-2/5 md:self-stretch"
                />
                <div className="flex-1 p-6 sm:p-8">
                  <h3 className="text-xl font-semibold">{client.name}</h3>
                  <ul className="mt-4 space-y-2">
                    <li className={detail}>
                      <Calendar aria-hidden="true" className="size-4 shrink-0" />
                      {client.dates}
                    </li>
                    <li className={detail}>
                      <MapPin aria-hidden="true" className="size-4 shrink-0" />
                      {client.location}
                    </li>
                    <li className={detail}>
                      <Globe aria-hidden="true" className="size-4 shrink-0" />
                      <a
                        href={client.website}
                        className="font-medium text-primary hover:underline"
                        rel="noopener"
                      >
                        {new URL(client.website).hostname}
                      </a>
                    </li>
                  </ul>
                  <h4 className="mt-6 text-sm font-semibold">Services provided</h4>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {client.services.map((service) => (
                      <li
                        key={service}
                        className="rounded-full bg-accent px-3 py-1 text-xs font-medium text-accent-foreground"
                      >
                        {service}
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            ))}
          </div>
        </section>
        <section aria-labelledby="creators">
          <h2 id="creators" className={sectionTitle}>
            {portfolioPage.creatorsHeading}
          </h2>
          <div className={wrapGrid}>
            {creatorClients.map((creator) => (
              <article
                key={creator.name}
                className="flex min-w-0 grow basis-[20rem] flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
              >
                <img
                  src={creator.image}
                  alt={`Channel art of ${creator.name}`}
                  width={640}
                  height={360}
                  loading="lazy"
                  className="aspect-video w-full object-cover"
                />
                <div className="p-6">
                  <h3 className="text-lg font-semibold">{creator.name}</h3>
                  <p className={`mt-1 ${detail}`}>
                    <Calendar aria-hidden="true" className="size-4 shrink-0" />
                    {creator.dates}
                  </p>
                  <a
                    href={creator.channel}
                    rel="noopener"
                    className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
                  >
                    {portfolioPage.channelCta}
                    <span className="sr-only"> of {creator.name}</span>
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </a>
                </div>
              </article>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
