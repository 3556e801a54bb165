import {
  ArrowRight,
  CalendarClock,
  Clapperboard,
  FileText,
  Megaphone,
  Palette,
  TrendingUp,
  UserRound,
} from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { Card, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { useCurrentUser } from "~/web/features/auth/session-guard";
import { OverallPerformanceCard } from "~/web/features/creator-home/overall-performance-card";
import { greetingName } from "~/web/features/profile/greeting-name";
import { useProfile } from "~/web/features/profile/use-profile";

export function meta() {
  return [{ title: "Creator Dashboard | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

const tools = [
  {
    to: "script-studio",
    title: "Script Studio",
    text: "Generate, request and organize scripts.",
    icon: FileText,
  },
  {
    to: "editing-management",
    title: "Editing Management",
    text: "Send videos to our editors.",
    icon: Clapperboard,
  },
  {
    to: "design-management",
    title: "Design Management",
    text: "Thumbnails, logos and banners.",
    icon: Palette,
  },
  {
    to: "promotion-management",
    title: "Promotion Management",
    text: "Request promotional campaigns.",
    icon: Megaphone,
  },
  {
    to: "talent-management",
    title: "Talent Management",
    text: "Book a meeting with your manager.",
    icon: CalendarClock,
  },
  {
    to: "performance",
    title: "Performance",
    text: "Import your channels' analytics and see them grow.",
    icon: TrendingUp,
  },
  {
    to: "select-talent-manager",
    title: "Choose Your Manager",
    text: "Pick who you would like to work with.",
    icon: UserRound,
  },
];

/** The creator home: the greeting of spec section 2 and the way into every creator tool. */
export default function CreatorHome() {
  const user = useCurrentUser();
  const { data: profile } = useProfile();
  const name = greetingName(profile?.name ?? user.name, user.email);
  return (
    <>
      <PageHeader
        title={`Welcome Back, ${name}`}
        description="Here is everything you need to run your channel."
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <OverallPerformanceCard />
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group block h-full rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Card className="h-full transition-shadow group-hover:shadow-md">
                <CardHeader>
                  <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <CardTitle className="flex items-center justify-between text-base">
                    {title}
                    <ArrowRight
                      aria-hidden
                      className="size-4 text-muted-foreground transition-transform group-hover:translate-x-1"
                    />
                  </CardTitle>
                  <CardDescription>{text}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
