import { FolderOpen, MessageSquarePlus, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { useCurrentUser } from "~/web/components/session-guard";
import { Button } from "~/web/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "~/web/components/ui/card";
import { Skeleton } from "~/web/components/ui/skeleton";
import { useOwnScriptRequests, useOwnScriptRequestsLive } from "~/web/features/script-requests";
import { GenerateDialog } from "~/web/features/scripts/generate-dialog";

/** The Script Studio hub (spec section 2): generate with AI, request from a manager, organize scripts. */
export function ScriptStudioPage() {
  const user = useCurrentUser();
  const requests = useOwnScriptRequests();
  useOwnScriptRequestsLive(user.id);
  const open = requests.data?.open;
  return (
    <>
      <PageHeader title="Script Studio" description="Generate, request and organize your scripts." />
      <ul className="grid gap-6 md:grid-cols-3">
        <li>
          <Card className="flex h-full flex-col">
            <CardHeader className="flex-1">
              <Sparkles aria-hidden className="mb-2 size-6 text-primary" />
              <CardTitle className="text-base">Generate with AI</CardTitle>
              <CardDescription>Describe a video and get a first draft in seconds.</CardDescription>
            </CardHeader>
            <CardFooter>
              <GenerateDialog />
            </CardFooter>
          </Card>
        </li>
        <li>
          <Card role="group" aria-label="Request from Manager" className="flex h-full flex-col">
            <CardHeader className="flex-1">
              <MessageSquarePlus aria-hidden className="mb-2 size-6 text-primary" />
              <CardTitle className="text-base">Request from Manager</CardTitle>
              <CardDescription>Ask your talent manager to write a script for you.</CardDescription>
              <div className="pt-2 text-sm tabular-nums" aria-live="polite">
                {open === undefined ? (
                  <Skeleton className="h-5 w-24" />
                ) : (
                  <span data-testid="pending-requests">
                    {open === 1 ? "1 pending request" : `${open} pending requests`}
                  </span>
                )}
              </div>
            </CardHeader>
            <CardFooter>
              <Button asChild variant="outline">
                <Link to="/creator-dashboard/request-script">Request a Script</Link>
              </Button>
            </CardFooter>
          </Card>
        </li>
        <li>
          <Card className="flex h-full flex-col">
            <CardHeader className="flex-1">
              <FolderOpen aria-hidden className="mb-2 size-6 text-primary" />
              <CardTitle className="text-base">Organize Scripts</CardTitle>
              <CardDescription>Write, edit, filter and sort all your scripts.</CardDescription>
            </CardHeader>
            <CardFooter>
              <Button asChild variant="outline">
                <Link to="/creator-dashboard/script-studio/my-scripts">My Scripts</Link>
              </Button>
            </CardFooter>
          </Card>
        </li>
      </ul>
    </>
  );
}
