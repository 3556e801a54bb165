export type CompanyClient = {
  name: string;
  services: readonly string[];
  dates: string;
  website: string;
  location: string;
  image: string;
};

export type CreatorClient = {
  name: string;
  channel: string;
  /** A date range; ongoing partnerships end with 'Present'. */
  dates: string;
  image: string;
};

/** Portfolio sample content: one company client and two creator channels (spec section 2). */
export const companyClients: readonly CompanyClient[] = [
  {
    name: "Northwind Studios",
    services: ["Strategic Promotion", "Sponsorship & Brand Deals", "Content Strategy & Production"],
    dates: "March 2024 – December 2024",
    website: "https://northwind-studios.example",
    location: "Austin, Texas",
    image: "/portfolio/northwind-studios.svg",
  },
];

export const creatorClients: readonly CreatorClient[] = [
  {
    name: "Pixel Voyager",
    channel: "https://www.youtube.com/@PixelVoyager",
    dates: "January 2024 – Present",
    image: "/portfolio/pixel-voyager.svg",
  },
  {
    name: "Kitchen Chronicles",
    channel: "https://www.youtube.com/@KitchenChronicles",
    dates: "June 2023 – February 2025",
    image: "/portfolio/kitchen-chronicles.svg",
  },
];
