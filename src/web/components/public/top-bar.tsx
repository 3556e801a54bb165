import { Clock, Mail, Phone } from "lucide-react";
import { businessContact } from "~/content/contact";

/** Phone, email and business hours above the header, from the shared contact settings. */
export function TopBar() {
  return (
    <section
      aria-label="Contact details"
      className="surface-dark bg-violet-950 text-violet-100 text-xs sm:text-sm"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-6 gap-y-1 px-4 py-2 sm:justify-between sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 sm:gap-x-6">
          <a href={businessContact.phoneHref} className="inline-flex items-center gap-1.5 hover:text-white">
            <Phone aria-hidden="true" className="size-3.5" />
            {businessContact.phone}
          </a>
          <a href={businessContact.emailHref} className="inline-flex items-center gap-1.5 hover:text-white">
            <Mail aria-hidden="true" className="size-3.5" />
            {businessContact.email}
          </a>
        </div>
        <p className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-3.5" />
          {businessContact.hours}
        </p>
      </div>
    </section>
  );
}
