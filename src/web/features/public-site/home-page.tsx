import { ArrowRight, CheckCircle2 } from "lucide-react";
import { homePage } from "~/content/pages";
import { services } from "~/content/services";
import { HeroIllustration } from "~/web/components/public/hero-illustration";
import { LinkButton } from "~/web/components/public/link-button";
import { SectionHeading } from "~/web/components/public/page-hero";
import { ServiceCard } from "~/web/components/public/service-card";

const { hero, servicesOverview, whyPartner, closingCta } = homePage;

export function HomePage() {
  return (
    <>
      <section className="surface-dark relative overflow-hidden bg-linear-to-br from-violet-950 via-indigo-950 to-violet-900 text-white">
        <div
          aria-hidden="true"
          className="absolute -top-32 -left-32 size-96 rounded-full bg-indigo-500/30 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-14 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-28">
          <div>
            <p className="inline-flex rounded-full border border-white/20 bg-white/10 px-3 py-1 text-sm font-medium text-violet-100">
              {hero.eyebrow}
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
              {hero.heading}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-violet-100">{hero.text}</p>
            <div className="mt-10 flex flex-wrap gap-4">
              <LinkButton to="/contact" variant="light" size="lg">
                {hero.cta}
                <ArrowRight aria-hidden="true" className="size-5" />
              </LinkButton>
              <LinkButton to="/services" variant="ghostLight" size="lg">
                {hero.secondaryCta}
              </LinkButton>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section aria-labelledby="services-overview" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading
          id="services-overview"
          eyebrow="What we do"
          heading={servicesOverview.heading}
          text={servicesOverview.text}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {services.slice(0, 3).map((service) => (
            <ServiceCard key={service.id} service={service} cta="Learn More" to="/services" />
          ))}
        </div>
      </section>

      <section aria-labelledby="why-partner" className="bg-muted">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-2">
            <h2 id="why-partner" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {whyPartner.heading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-muted-foreground">{whyPartner.text}</p>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-3">
            {whyPartner.items.map((item) => (
              <li key={item.title} className="rounded-2xl bg-card p-6 shadow-sm">
                <CheckCircle2 aria-hidden="true" className="size-7 text-primary" />
                <h3 className="mt-4 font-semibold">{item.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="closing-cta" className="px-4 py-20 sm:px-6 lg:px-8">
        <div className="surface-dark mx-auto max-w-5xl rounded-3xl bg-linear-to-r from-primary to-fuchsia-700 px-6 py-14 text-center text-white shadow-xl sm:px-12">
          <h2 id="closing-cta" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {closingCta.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-violet-50">{closingCta.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <LinkButton to="/contact" variant="light" size="lg">
              {closingCta.primary}
            </LinkButton>
            <LinkButton to="/portfolio" variant="ghostLight" size="lg">
              {closingCta.secondary}
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
