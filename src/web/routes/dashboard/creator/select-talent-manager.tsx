import { Mail } from "lucide-react";
import { emailMeHref, talentManagers } from "~/content/talent-managers";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { Button } from "~/web/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "~/web/components/ui/card";
import { useCurrentUser } from "~/web/features/auth/session-guard";
import { greetingName } from "~/web/features/profile/greeting-name";

export function meta() {
  return [{ title: "Choose Your Manager | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

/** The two team members, each with 'Email Me' (spec section 2); their addresses stay in the link only. */
export default function SelectTalentManager() {
  const user = useCurrentUser();
  const me = greetingName(user.name, user.email);
  return (
    <>
      <PageHeader
        title="Choose Your Manager"
        description="Pick the talent manager you would like to work with and send them a note."
      />
      <ul className="grid gap-6 md:grid-cols-2">
        {talentManagers.map((manager) => (
          <li key={manager.name}>
            <Card className="flex h-full flex-col">
              <CardHeader className="flex-row items-center gap-4 space-y-0">
                <img
                  src={manager.image}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 rounded-full bg-muted"
                />
                <div>
                  <CardTitle className="text-base">{manager.name}</CardTitle>
                  <CardDescription>{manager.role}</CardDescription>
                </div>
              </CardHeader>
              <CardContent className="flex-1 text-sm text-muted-foreground">
                {manager.description}
              </CardContent>
              <CardFooter>
                <Button asChild>
                  <a href={emailMeHref(manager, me)} aria-label={`Email Me: ${manager.name}`}>
                    <Mail aria-hidden className="size-4" />
                    Email Me
                  </a>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
