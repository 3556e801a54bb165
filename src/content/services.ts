/** Lucide icon names used by the services; the web layer maps each to a single imported icon. */
export type ServiceIcon = "megaphone" | "palette" | "trending-up" | "users" | "clapperboard" | "handshake";
/** Accent colours of the service cards; the web layer maps each to Tailwind classes. */
export type ServiceColor = "violet" | "pink" | "emerald" | "sky" | "amber" | "rose";

export type Service = {
  id: string;
  title: string;
  description: string;
  icon: ServiceIcon;
  color: ServiceColor;
};

/** The six core services (spec section 1), in the order the Services page shows them. */
export const services: readonly Service[] = [
  {
    id: "strategic-promotion",
    title: "Strategic Promotion",
    description:
      "Targeted campaigns across social platforms, collaborations and communities that put your content in front of the viewers most likely to stay.",
    icon: "megaphone",
    color: "violet",
  },
  {
    id: "visual-branding",
    title: "Visual Branding & Design/Editing",
    description:
      "Thumbnails, logos, banners and polished video edits that give your channel a recognisable look and keep viewers watching to the end.",
    icon: "palette",
    color: "pink",
  },
  {
    id: "audience-growth",
    title: "Audience Growth & Analytics",
    description:
      "We read the numbers behind every upload (retention, click-through, traffic sources) and turn them into clear next steps for growth.",
    icon: "trending-up",
    color: "emerald",
  },
  {
    id: "community-management",
    title: "Community Management",
    description:
      "Comment moderation, Discord and social engagement that turn casual viewers into a loyal community that shows up for every release.",
    icon: "users",
    color: "sky",
  },
  {
    id: "content-strategy",
    title: "Content Strategy & Production",
    description:
      "Content calendars, video concepts and scripts shaped around your voice, plus production support so you can publish consistently without burning out.",
    icon: "clapperboard",
    color: "amber",
  },
  {
    id: "sponsorship",
    title: "Sponsorship & Brand Deals",
    description:
      "We find brands that fit your audience, negotiate fair terms and manage deliverables, so partnerships pay well and feel authentic.",
    icon: "handshake",
    color: "rose",
  },
];
