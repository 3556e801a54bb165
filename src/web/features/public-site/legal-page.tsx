import { type LegalDocument, legalLastUpdated, privacyPolicy, termsOfService } from "~/content/legal";
import { legalPage } from "~/content/pages";
import { PageHero } from "~/web/components/public/page-hero";

function LegalSection({ doc }: { doc: LegalDocument }) {
  return (
    <section aria-labelledby={doc.id} className="scroll-mt-24">
      <h2 id={doc.id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {doc.title}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">Last updated: {legalLastUpdated}</p>
      <p className="mt-6 leading-7">{doc.intro}</p>
      {doc.sections.map((section) => (
        <div key={section.heading} className="mt-6">
          <h3 className="font-semibold">{section.heading}</h3>
          <p className="mt-2 leading-7 text-muted-foreground">{section.body}</p>
        </div>
      ))}
    </section>
  );
}

export function LegalPage() {
  return (
    <>
      <PageHero heading={legalPage.heading}>
        <p>Effective {legalLastUpdated}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-16 px-4 py-16 sm:px-6">
        <nav aria-label="On this page" className="flex flex-wrap gap-3 text-sm">
          <a
            href="#terms"
            className="rounded-full bg-accent px-4 py-2 font-medium text-accent-foreground hover:underline"
          >
            {termsOfService.title}
          </a>
          <a
            href="#privacy"
            className="rounded-full bg-accent px-4 py-2 font-medium text-accent-foreground hover:underline"
          >
            {privacyPolicy.title}
          </a>
        </nav>
        <LegalSection doc={termsOfService} />
        <LegalSection doc={privacyPolicy} />
      </div>
    </>
  );
}
