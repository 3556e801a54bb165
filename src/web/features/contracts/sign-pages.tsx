import { Link2Off } from "lucide-react";
import { isRouteErrorResponse, Link, useRevalidator } from "react-router";
import { contractSignPath, SIGN_LINK_GONE, type Signing } from "~/domain/contracts";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { LinkPageFrame, LinkPageLoading } from "~/web/components/link-page";
import { QueryState } from "~/web/components/query-state";
import { Button } from "~/web/components/ui/button";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { toast } from "~/web/lib/toast";
import { declineByLink, signByLink, useContractAction, useMySigning } from "./api";
import { SigningView } from "./signing-view";

/*
 * The two doors to a signing (issue 37): a brand contact's emailed link (`/sign/{token}`: no account, a page
 * of its own outside the site's frame) and the creator's or a manager's dashboard (their session).
 */

/** A brand contact's signing, from the link's loader; after an act the loader reads it again. */
export function LinkSigningPage({ signing, token }: { signing: Signing; token: string }) {
  const { revalidate } = useRevalidator();
  return (
    <LinkPageFrame>
      <SigningView
        signing={signing}
        onSign={async (body) => {
          await signByLink(token, body);
          toast({ title: "Signed. Thank you." });
          await revalidate();
        }}
        onDecline={async (body) => {
          await declineByLink(token, body);
          toast({ title: "You declined the contract" });
        }}
        onFailure={apiErrorToast}
      />
    </LinkPageFrame>
  );
}

export function LinkSigningLoading() {
  return <LinkPageLoading label="Loading the contract" body="h-96" />;
}

/** A dead link (the server's one sentence), or a read that failed, with Try again. */
export function LinkSigningError({ error }: { error: unknown }) {
  const { revalidate } = useRevalidator();
  const gone = isRouteErrorResponse(error) && error.status === 404;
  return (
    <LinkPageFrame>
      <div className="grid justify-items-center gap-3 rounded-lg border bg-background p-8 text-center">
        <Link2Off aria-hidden className="size-8 text-muted-foreground" />
        <h1 className="text-xl font-semibold">
          {gone ? "This signing link does not open" : "The contract could not load"}
        </h1>
        <p className="text-muted-foreground">
          {gone
            ? SIGN_LINK_GONE
            : isRouteErrorResponse(error) && typeof error.data === "string"
              ? error.data
              : "Check your connection and try again."}
        </p>
        {!gone && <Button onClick={() => void revalidate()}>Try again</Button>}
      </div>
    </LinkPageFrame>
  );
}

/** The creator's or a manager's own signing, on their dashboard. */
export function MySigningPage({ id, area }: { id: string; area: "creator" | "manager" }) {
  const signing = useMySigning(id);
  const action = useContractAction();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Sign a contract"
        description="Read it, then sign in your turn. Every act is recorded on the certificate of signing."
        action={
          <Button asChild variant="outline">
            <Link to={area === "creator" ? "/creator-dashboard/deals" : "/talent-dashboard/deals"}>
              Back to deals
            </Link>
          </Button>
        }
      />
      <QueryState query={signing} what="the contract">
        {(data) => (
          <SigningView
            key={contractSignPath(area, id)}
            signing={data}
            onSign={async (body) => {
              await action.mutateAsync({ type: "sign", id, body });
              toast({ title: "Signed. Thank you." });
            }}
            onDecline={async (body) => {
              await action.mutateAsync({ type: "decline", id, body });
              toast({ title: "You declined the contract" });
            }}
            onFailure={apiErrorToast}
          />
        )}
      </QueryState>
    </div>
  );
}
