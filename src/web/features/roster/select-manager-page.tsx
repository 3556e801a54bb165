import { Mail, UserRoundCheck, Users } from "lucide-react";
import { useRef, useState } from "react";
import { emailMeHref } from "~/content/talent-managers";
import { messages } from "~/domain/messages";
import { can } from "~/domain/policy";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { UserAvatar } from "~/web/components/dashboard/user-avatar";
import { PagedList } from "~/web/components/paged-list";
import { QueryState } from "~/web/components/query-state";
import { RelativeTime } from "~/web/components/relative-time";
import { useCurrentUser } from "~/web/components/session-guard";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "~/web/components/ui/card";
import { Skeleton } from "~/web/components/ui/skeleton";
import { greetingName } from "~/web/features/profile";
import {
  MANAGERS_PAGE_SIZE,
  useMyTalentManager,
  useRequestManager,
  useTalentManagers,
  useWithdrawRequest,
} from "~/web/features/roster/api";
import { focusWhenThere } from "~/web/lib/focus-keeper";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";

/**
 * The talent managers, from the database (issue 20): a creator asks one ("Request"), sees the request
 * pending (and can withdraw it) until the manager accepts, live; each card keeps its 'Email Me' link (spec
 * section 2).
 */
export function SelectManagerPage() {
  const user = useCurrentUser();
  const me = greetingName(user.name, user.email);
  const mayRequest = can.requestTalentManager(user.role);
  const [page, setPage] = useState(1);
  const mine = useMyTalentManager(user.id);
  const managers = useTalentManagers(page);
  const request = useRequestManager(failureToast(messages.roster.requestFailed));
  const withdraw = useWithdrawRequest(failureToast(messages.roster.withdrawFailed));
  const current = mine.data?.manager ?? null;
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const pending = mine.data?.request ?? null;

  return (
    <>
      <PageHeader
        title="Choose Your Manager"
        description="Ask a talent manager to work with you. Once they accept, they look after your channel, your requests and your meetings."
      />
      {mayRequest && (
        <QueryState query={mine} what="your talent manager" skeleton={<Skeleton className="mb-6 h-24" />}>
          {() => (
            <section aria-labelledby="my-manager-title" className="mb-6 grid gap-4">
              <Card>
                <CardHeader>
                  <CardTitle id="my-manager-title">Your talent manager</CardTitle>
                  <CardDescription>
                    {current ? (
                      <>
                        {current.name || current.email} looks after you
                        {mine.data?.assignedAt && (
                          <>
                            {" "}
                            since <RelativeTime value={mine.data.assignedAt} />
                          </>
                        )}
                        .
                      </>
                    ) : (
                      "You have no talent manager yet. Pick one below and send a request."
                    )}
                  </CardDescription>
                </CardHeader>
                {pending && (
                  <CardContent>
                    <div
                      role="status"
                      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
                    >
                      <p>
                        Request pending: you asked{" "}
                        <strong className="font-medium">
                          {pending.manager.name || pending.manager.email}
                        </strong>{" "}
                        <RelativeTime value={pending.requestedAt} />. They will see it on their roster.
                      </p>
                      <Button
                        ref={withdrawButton}
                        variant="outline"
                        size="sm"
                        pending={withdraw.isPending}
                        pendingLabel="Withdrawing"
                        onClick={() => {
                          const asked = pending.manager.name || pending.manager.email;
                          withdraw.mutate(undefined, {
                            onSuccess: () => {
                              toast({ title: messages.roster.withdrawn });
                              // the Request button the withdrawal brings back takes the focus
                              focusWhenThere(() =>
                                document.querySelector<HTMLElement>(
                                  `button[aria-label="${CSS.escape(`Request ${asked}`)}"]`,
                                ),
                              );
                            },
                          });
                        }}
                      >
                        Withdraw request
                      </Button>
                    </div>
                  </CardContent>
                )}
              </Card>
            </section>
          )}
        </QueryState>
      )}
      <section aria-labelledby="managers-title">
        <h2 id="managers-title" className="sr-only">
          Talent managers
        </h2>
        <PagedList
          page={page}
          pageSize={MANAGERS_PAGE_SIZE}
          onPage={setPage}
          pagerLabel="Manager pages"
          pagerClassName="mt-6"
          query={managers}
          what="the talent managers"
          isEmpty={(result) => result.items.length === 0}
          empty={{ icon: Users, title: "No talent managers yet." }}
        >
          {(result) => (
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {result.items.map((manager) => {
                const name = manager.name || manager.email;
                const isCurrent = current?.id === manager.id;
                const isRequested = pending?.manager.id === manager.id;
                const sending = request.isPending && request.variables === manager.id;
                return (
                  <li key={manager.id}>
                    <Card className="flex h-full flex-col">
                      <CardHeader className="flex-row items-center gap-4 space-y-0">
                        <UserAvatar
                          name={manager.name}
                          email={manager.email}
                          image={manager.image}
                          className="size-16"
                        />
                        <div className="min-w-0">
                          <CardTitle className="text-base wrap-anywhere">{name}</CardTitle>
                          <CardDescription>Talent Manager</CardDescription>
                        </div>
                      </CardHeader>
                      <CardContent className="flex-1 text-sm whitespace-pre-line text-muted-foreground wrap-anywhere">
                        {manager.bio?.trim() || "No bio yet."}
                      </CardContent>
                      <CardFooter className="flex flex-wrap gap-2">
                        {isCurrent ? (
                          <Badge variant="secondary" className="gap-1">
                            <UserRoundCheck aria-hidden className="size-4" />
                            Your manager
                          </Badge>
                        ) : isRequested ? (
                          <Badge variant="outline">Requested</Badge>
                        ) : (
                          mayRequest && (
                            <Button
                              aria-label={`Request ${name}`}
                              pending={sending}
                              pendingLabel="Sending the request"
                              disabled={(request.isPending && !sending) || mine.data === undefined}
                              onClick={() =>
                                request.mutate(manager.id, {
                                  onSuccess: () => {
                                    toast({ title: messages.roster.requested });
                                    // the request's Withdraw, above, replaces the button pressed
                                    focusWhenThere(() => withdrawButton.current);
                                  },
                                })
                              }
                            >
                              Request
                            </Button>
                          )
                        )}
                        <Button asChild variant="outline">
                          <a
                            href={emailMeHref({ email: manager.email, name }, me)}
                            aria-label={`Email Me: ${name}`}
                          >
                            <Mail aria-hidden className="size-4" />
                            Email Me
                          </a>
                        </Button>
                      </CardFooter>
                    </Card>
                  </li>
                );
              })}
            </ul>
          )}
        </PagedList>
      </section>
    </>
  );
}
