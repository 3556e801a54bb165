/** Page titles, meta descriptions and the page-level copy of the public site. */
export type PageMeta = { title: string; description: string };

export const homePage = {
  meta: {
    title: "Creator Management Agency",
    description:
      "CreatorDesk helps video and streaming creators grow: strategic promotion, branding, analytics, community management and brand deals, with a dedicated manager.",
  },
  hero: {
    eyebrow: "Creator management agency",
    heading: "Your Creative Future Starts Here",
    text: "We help creators turn their passion into a thriving business, with a dedicated manager, personalised strategies and a team that handles the busywork so you can focus on creating.",
    cta: "Start Your Journey",
    secondaryCta: "Explore Our Services",
  },
  servicesOverview: {
    heading: "Everything Your Channel Needs to Grow",
    text: "From the first thumbnail to the next brand deal, our specialists cover every part of the creator business.",
  },
  whyPartner: {
    heading: "Why Partner With CreatorDesk?",
    text: "We are a team of creators, editors and strategists. We know the grind, and we built the agency we wished we had.",
    items: [
      {
        title: "A dedicated manager",
        text: "One point of contact who knows your channel, your goals and your schedule.",
      },
      {
        title: "Personalised strategies",
        text: "Plans built around your niche and your audience, never a one-size-fits-all playbook.",
      },
      {
        title: "Insider tools",
        text: "Script requests, editing and design queues, campaigns and meetings in one creator dashboard.",
      },
      {
        title: "Clear progress reports",
        text: "Regular, plain-language reports that show what worked, what did not and what comes next.",
      },
    ],
  },
  closingCta: {
    heading: "Ready to Build Your Legacy?",
    text: "Tell us where you want your channel to go. We will show you how to get there in a free consultation.",
    primary: "Schedule a Consultation",
    secondary: "View Our Work",
  },
} as const;

export const servicesPage = {
  meta: {
    title: "What We Do",
    description:
      "Six services for creators: strategic promotion, visual branding and editing, audience growth and analytics, community management, content strategy and brand deals.",
  },
  eyebrow: "Our services",
  heading: "What We Do",
  text: "Pick a single service or combine them into a full management plan. Every engagement starts with understanding your channel.",
  cardCta: "Inquire Now",
} as const;

export const portfolioPage = {
  meta: {
    title: "Our Work",
    description:
      "Success stories from CreatorDesk: company collaborations and creator partnerships we have grown through promotion, branding and brand deals.",
  },
  eyebrow: "Success stories",
  heading: "Our Work",
  text: "A look at the brands and creators we have partnered with, and the services behind their growth.",
  companiesHeading: "Company Collaborations",
  creatorsHeading: "Creator Partnerships",
  channelCta: "View Channel",
} as const;

export const aboutPage = {
  meta: {
    title: "About Us",
    description:
      "Meet CreatorDesk: a creator management agency built by creators. Our mission, vision, values, team and answers to common questions.",
  },
  eyebrow: "About us",
  heading: "Built for Creators, by Creators",
  intro:
    "CreatorDesk started when a small group of creators and editors realised that talent was never the problem: time, strategy and the right partners were. Today we manage creators across gaming, lifestyle, food and education, handling growth, production and partnerships so they can focus on their craft.",
  mission: {
    heading: "Our Mission",
    text: "To give every creator we work with the strategy, tools and team of a major studio, while they keep full ownership of their voice and their channel.",
  },
  vision: {
    heading: "Our Vision",
    text: "A creator economy where independent creators build lasting, sustainable businesses, and where brands find partners their audiences genuinely trust.",
  },
  valuesHeading: "Our Values",
  values: [
    {
      title: "Creators First",
      text: "Every decision starts with what is best for the creator's long-term career, not the next quick win.",
    },
    {
      title: "Radical Transparency",
      text: "Clear terms, honest numbers and progress reports that show exactly where your channel stands.",
    },
    {
      title: "Craft & Quality",
      text: "We sweat the details, from a single thumbnail to a six-month campaign, because audiences notice.",
    },
  ],
  teamHeading: "Meet the Team",
  faqHeading: "Frequently Asked Questions",
} as const;

export const contactPage = {
  meta: {
    title: "Contact",
    description:
      "Contact CreatorDesk to book a free, no-obligation consultation. Send us a message, email or call us, Monday to Friday.",
  },
  eyebrow: "Contact us",
  heading: "Let's Connect",
  text: "Whether you are a creator ready to grow or a brand looking for the right partner, we would love to hear from you.",
  formHeading: "Send Us a Message",
  hoursHeading: "Business Hours",
} as const;

export const legalPage = {
  meta: {
    title: "Terms & Privacy",
    description:
      "CreatorDesk Terms of Service and Privacy Policy: how you may use our services and how we handle your data.",
  },
  heading: "Terms & Privacy",
} as const;
