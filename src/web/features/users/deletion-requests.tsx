import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { Spinner } from "~/web/components/ui/spinner";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { useDeletionRequests, useResolveDeletionRequest } from "./api";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Account-deletion requests that users logged from Settings, for a manager to process by hand. */
export function DeletionRequests() {
  const { data, isPending, isError, error } = useDeletionRequests();
  const resolve = useResolveDeletionRequest();
  const pending = data?.filter((request) => request.status === "pending") ?? [];

  useEffect(() => {
    if (isError) apiErrorToast(messages.generic.error, error);
  }, [isError, error]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Account deletion requests</CardTitle>
        <CardDescription>
          Delete the account in the list above, then mark the request as done.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner />
        ) : pending.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CheckCircle2 aria-hidden className="size-4 text-primary" />
            No pending requests.
          </p>
        ) : (
          <ul className="divide-y">
            {pending.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium">{request.name || request.email}</p>
                  <p className="text-sm text-muted-foreground">
                    {request.email} · requested {when.format(new Date(request.createdAt))}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={resolve.isPending}
                  aria-label={`Mark the request of ${request.email} as done`}
                  onClick={() =>
                    resolve.mutate(request.id, {
                      onError: (failure) => apiErrorToast(messages.generic.error, failure),
                    })
                  }
                >
                  Mark as done
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
