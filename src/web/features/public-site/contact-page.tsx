import { Clock, Mail, Phone } from "lucide-react";
import { businessContact, contactChannels } from "~/content/contact";
import { contactPage } from "~/content/pages";
import { PageHero } from "~/web/components/public/page-hero";
import { ContactForm } from "~/web/features/contact";

const channelIcons = { email: Mail, phone: Phone } as const;

export function ContactPage() {
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} heading={contactPage.heading}>
        <p>{contactPage.text}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-5 lg:px-8">
        <section
          aria-labelledby="contact-form"
          className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8 lg:col-span-3"
        >
          <h2 id="contact-form" className="text-2xl font-bold">
            {contactPage.formHeading}
          </h2>
          <ContactForm />
        </section>
        <aside aria-label="Other ways to reach us" className="space-y-6 lg:col-span-2">
          {contactChannels.map((channel) => {
            const Icon = channelIcons[channel.kind];
            return (
              <div
                key={channel.kind}
                className="flex gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold">{channel.title}</h2>
                  <p className="mt-1 text-sm leading-6 text-muted-foreground">{channel.description}</p>
                  <a
                    href={channel.href}
                    className="mt-2 inline-block font-semibold text-primary wrap-anywhere hover:underline"
                  >
                    {channel.value}
                  </a>
                </div>
              </div>
            );
          })}
          <div className="flex gap-4 rounded-2xl bg-violet-950 p-6 text-white shadow-sm">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/10">
              <Clock aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 className="text-lg font-semibold">{contactPage.hoursHeading}</h2>
              <p className="mt-1 text-violet-100">{businessContact.hours}</p>
            </div>
          </div>
        </aside>
      </div>
    </>
  );
}
