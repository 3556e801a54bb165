import { Compass, Gem, HeartHandshake, Sparkles, Target } from "lucide-react";
import { faq } from "~/content/faq";
import { aboutPage } from "~/content/pages";
import { team } from "~/content/team";
import { FaqList } from "~/web/components/public/faq-list";
import { PageHero, SectionHeading } from "~/web/components/public/page-hero";

const valueIcons = [HeartHandshake, Sparkles, Gem];
const container = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";

export function AboutPage() {
  const { mission, vision } = aboutPage;
  return (
    <>
      <PageHero eyebrow={aboutPage.eyebrow} heading={aboutPage.heading}>
        <p>{aboutPage.intro}</p>
      </PageHero>

      <section aria-label="Mission and vision" className={`${container} grid gap-6 py-20 md:grid-cols-2`}>
        {[
          { ...mission, Icon: Target },
          { ...vision, Icon: Compass },
        ].map(({ heading, text, Icon }) => (
          <div key={heading} className="rounded-2xl border border-border bg-card p-8 shadow-sm">
            <Icon aria-hidden="true" className="size-8 text-primary" />
            <h2 className="mt-4 text-2xl font-bold">{heading}</h2>
            <p className="mt-3 leading-7 text-muted-foreground">{text}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="values" className="bg-muted py-20">
        <div className={container}>
          <SectionHeading id="values" heading={aboutPage.valuesHeading} />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {aboutPage.values.map((value, index) => {
              const Icon = valueIcons[index] ?? Sparkles;
              return (
                <li key={value.title} className="rounded-2xl bg-card p-6 text-center shadow-sm">
                  <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-accent text-primary">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{value.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-muted-foreground">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team" className={`${container} py-20`}>
        <SectionHeading id="team" heading={aboutPage.teamHeading} />
        <ul className="mx-auto mt-12 grid max-w-4xl gap-8 md:grid-cols-2">
          {team.map((member) => (
            <li
              key={member.name}
              className="rounded-2xl border border-border bg-card p-8 text-center shadow-sm"
            >
              <img
                src={member.image}
                alt={`Portrait of ${member.name}`}
                width={112}
                height={112}
                className="mx-auto rounded-full"
              />
              <h3 className="mt-5 text-xl font-semibold">{member.name}</h3>
              <p className="mt-1 text-sm font-medium text-primary">{member.role}</p>
              <p className="mt-4 text-sm leading-6 text-muted-foreground">{member.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq" className="bg-muted py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <SectionHeading id="faq" heading={aboutPage.faqHeading} />
          <div className="mt-10">
            <FaqList entries={faq} />
          </div>
        </div>
      </section>
    </>
  );
}
