type LegalSection = { heading: string; body: string };
export type LegalDocument = { id: string; title: string; intro: string; sections: readonly LegalSection[] };

/** Spec section 2: both documents carry this date. */
export const legalLastUpdated = "July 26, 2025";

export const termsOfService: LegalDocument = {
  id: "terms",
  title: "Terms of Service",
  intro:
    "These terms govern your use of the CreatorDesk website, the live chat and the creator and staff dashboards. By using them you agree to these terms.",
  sections: [
    {
      heading: "Using our services",
      body: "You must be at least 16 years old, or have the consent of a parent or guardian, to create an account. Keep your sign-in details private; you are responsible for activity under your account.",
    },
    {
      heading: "Your content",
      body: "You keep ownership of the videos, scripts, designs and other material you share with us. You give CreatorDesk a limited licence to use that material only to deliver the services you request.",
    },
    {
      heading: "Agency agreements",
      body: "Management, commission and sponsorship terms are set out in a separate written agreement with each creator. If that agreement conflicts with these terms, the agreement applies.",
    },
    {
      heading: "Acceptable use",
      body: "Do not misuse the platform: no unlawful content, no attempts to access other people's accounts or data, and no automated scraping or disruption of the service.",
    },
    {
      heading: "Liability",
      body: "We work hard to keep the platform available and accurate, but it is provided as is. To the extent the law allows, CreatorDesk is not liable for indirect or consequential losses.",
    },
    {
      heading: "Changes",
      body: "We may update these terms. When we make material changes we will update the date above and, where appropriate, tell you by email or in your dashboard.",
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  id: "privacy",
  title: "Privacy Policy",
  intro:
    "This policy explains what personal data CreatorDesk collects, why we collect it and the choices you have.",
  sections: [
    {
      heading: "What we collect",
      body: "Contact form and live chat messages (name, email, message), account details (email, name, role, profile picture and bio) and the content you submit through your dashboard.",
    },
    {
      heading: "How we use it",
      body: "To answer your enquiries, deliver and coordinate the services you request, keep your account secure and improve our work. We never sell your personal data.",
    },
    {
      heading: "Sharing",
      body: "We share data only with the staff working on your projects and with service providers that host our systems or send our email, under agreements that protect your data.",
    },
    {
      heading: "Retention and security",
      body: "We keep data only as long as we need it for the purposes above or as the law requires. Passwords are stored hashed, and you can protect your account with two-factor authentication.",
    },
    {
      heading: "Your rights",
      body: "You can ask to access, correct or delete your personal data, or request account deletion from your dashboard settings. Contact us and we will respond within 30 days.",
    },
  ],
};
