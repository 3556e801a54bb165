export type TeamMember = {
  name: string;
  role: string;
  description: string;
  /** A small local illustration in public/team (no external image hosts). */
  image: string;
};

/** The two people presented on the About page. */
export const team: readonly TeamMember[] = [
  {
    name: "Jordan Reyes",
    role: "Founder & Head of Talent",
    description:
      "A former full-time creator who grew two channels past a million subscribers, Jordan now makes sure every creator we sign gets the strategy and support he wished he had.",
    image: "/team/jordan-reyes.svg",
  },
  {
    name: "Maya Chen",
    role: "Creative Director",
    description:
      "Maya leads our editors and designers. She has shaped the visual identity of gaming, lifestyle and education channels, and believes great branding starts with the creator's story.",
    image: "/team/maya-chen.svg",
  },
];
