import {
  CalendarClock,
  Clapperboard,
  FileText,
  type LucideIcon,
  Megaphone,
  Palette,
  Scissors,
  TrendingUp,
} from "lucide-react";
import { Link } from "react-router";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "~/web/components/ui/card";
import { toast } from "~/web/lib/toast";

interface Tool {
  title: string;
  text: string;
  icon: LucideIcon;
  /** absent: upcoming (Coming Soon) */
  to?: string;
}

/** The management tools of the creator home (spec section 2); AutoCut AI is upcoming. */
const tools: Tool[] = [
  {
    title: "Script Studio",
    text: "Generate, request and organize scripts.",
    icon: FileText,
    to: "/creator-dashboard/script-studio",
  },
  {
    title: "Editing Management",
    text: "Send videos to our editors and follow them.",
    icon: Clapperboard,
    to: "/creator-dashboard/editing-management",
  },
  {
    title: "Promotion Management",
    text: "Request promotional campaigns.",
    icon: Megaphone,
    to: "/creator-dashboard/promotion-management",
  },
  {
    title: "Design Management",
    text: "Thumbnails, logos, banners and social posts.",
    icon: Palette,
    to: "/creator-dashboard/design-management",
  },
  {
    title: "Talent Management",
    text: "Book a meeting with your manager.",
    icon: CalendarClock,
    to: "/creator-dashboard/talent-management",
  },
  {
    title: "Performance",
    text: "Import your channels' analytics and see them grow.",
    icon: TrendingUp,
    to: "/creator-dashboard/performance",
  },
  { title: "AutoCut AI", text: "Automatic cuts of your long videos into shorts.", icon: Scissors },
];

const notImplemented = () => toast({ title: "AutoCut AI", description: messages.generic.notImplemented });

export function ToolCards() {
  return (
    // content-start: beside a taller column the rows keep their height (no band under the heading)
    <section aria-labelledby="tools-title" className="grid content-start gap-4">
      <h2 id="tools-title" className="text-lg font-semibold">
        Management tools
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map(({ title, text, icon: Icon, to }) => (
          <li key={title}>
            <Card className="flex h-full flex-col">
              <CardHeader className="flex-1">
                <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <CardTitle className="text-base">{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
              <CardFooter>
                {to ? (
                  <Button asChild variant="outline" size="sm">
                    <Link to={to} aria-label={`Manage: ${title}`}>
                      Manage
                    </Link>
                  </Button>
                ) : (
                  // aria-disabled, not disabled: the click still says that it is not built yet (spec section 2)
                  <Button
                    variant="outline"
                    size="sm"
                    aria-disabled="true"
                    aria-label={`${title}: Coming Soon`}
                    className="cursor-not-allowed opacity-60"
                    onClick={notImplemented}
                  >
                    Coming Soon
                  </Button>
                )}
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
