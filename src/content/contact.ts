import { AGENCY_TIME_ZONE } from "~/domain/clock";
/**
 * The agency's contact settings, shown in the public top bar, the footer and the Contact page.
 * Phone and email are placeholders in the reserved 555-01xx / example ranges until the agency's real ones are set.
 */
export const businessContact = {
  phone: "+1 (555) 010-4821",
  phoneHref: "tel:+15550104821",
  email: "hello@creatordesk.example",
  emailHref: "mailto:hello@creatordesk.example",
  // Spec section 9: exactly this text, with en dashes.
  hours: "Mon – Fri: 9AM – 12AM",
} as const;

/**
 * The same hours as data, for the chat widget's "we are away" notice (and the server). Mon – Fri, 9AM to
 * midnight, on the agency's clock (US Eastern; the spec does not name a zone).
 */
export const businessHours = {
  timeZone: AGENCY_TIME_ZONE,
  timeZoneLabel: "US Eastern time",
  days: [1, 2, 3, 4, 5],
  opensHour: 9,
  closesHour: 24,
} as const;

export type ContactChannel = {
  kind: "email" | "phone";
  title: string;
  description: string;
  value: string;
  href: string;
};

/** The contact cards of the Contact page. */
export const contactChannels: readonly ContactChannel[] = [
  {
    kind: "email",
    title: "Email Us",
    description: "Tell us about your channel or your brand. We answer every message within one business day.",
    value: businessContact.email,
    href: businessContact.emailHref,
  },
  {
    kind: "phone",
    title: "Call Us",
    description: "Prefer a conversation? Talk to a talent manager directly during business hours.",
    value: businessContact.phone,
    href: businessContact.phoneHref,
  },
];
