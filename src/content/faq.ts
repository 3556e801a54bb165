export type FaqEntry = { question: string; answer: string };

/** The About page FAQ (spec section 1: pricing is tailored; the first step is the contact form). */
export const faq: readonly FaqEntry[] = [
  {
    question: "How much do your services cost?",
    answer:
      "Pricing is tailored to each creator's goals and the services they need. Most partnerships are commission-based, so we earn when you grow, and there are no hidden fees.",
  },
  {
    question: "How do I get started?",
    answer:
      "Send us a message through the contact form. A talent manager will reach out to schedule a free, no-obligation consultation where we get to know your channel and your goals.",
  },
  {
    question: "Do I need a minimum number of subscribers or followers?",
    answer:
      "No. We work with established channels and with rising creators alike. What matters most is consistent content, a clear voice and the drive to grow.",
  },
  {
    question: "Will I keep creative control of my content?",
    answer:
      "Always. You own your channel and have the final say on everything we publish together. We bring strategy, tools and a team; your voice stays yours.",
  },
];
