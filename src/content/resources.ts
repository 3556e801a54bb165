/** The Creator Resources card of the creator home (spec section 2): three external links. */
export interface CreatorResource {
  title: string;
  description: string;
  href: string;
}

export const creatorResources: readonly CreatorResource[] = [
  {
    title: "YouTube Creator Academy",
    description: "Free courses on growing and running a channel.",
    href: "https://www.youtube.com/creators/",
  },
  {
    title: "Twitch Creator Camp",
    description: "Guides for streamers, from setup to community.",
    href: "https://www.twitch.tv/creatorcamp",
  },
  {
    title: "TikTok Creator Portal",
    description: "Tips, best practices and news for creators.",
    href: "https://www.tiktok.com/creators/creator-portal/",
  },
];
