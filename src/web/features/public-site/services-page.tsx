import { servicesPage } from "~/content/pages";
import { services } from "~/content/services";
import { LinkButton } from "~/web/components/public/link-button";
import { PageHero } from "~/web/components/public/page-hero";
import { ServiceCard } from "~/web/components/public/service-card";

export function ServicesPage() {
  return (
    <>
      <PageHero eyebrow={servicesPage.eyebrow} heading={servicesPage.heading}>
        <p>{servicesPage.text}</p>
      </PageHero>
      <section aria-labelledby="services-list" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        {/* Keeps the heading order h1 > h2 > h3 for the cards (Lighthouse heading-order). */}
        <h2 id="services-list" className="sr-only">
          Our Services
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} cta={servicesPage.cardCta} to="/contact" />
          ))}
        </div>
        <div className="mt-16 flex flex-col items-center gap-4 rounded-2xl bg-muted px-6 py-10 text-center">
          <h2 className="text-2xl font-bold">Not sure where to start?</h2>
          <p className="max-w-xl text-muted-foreground">
            Book a free consultation and we will recommend the services that fit your channel today.
          </p>
          <LinkButton to="/contact">Schedule a Consultation</LinkButton>
        </div>
      </section>
    </>
  );
}
