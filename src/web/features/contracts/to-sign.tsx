import { FileSignature } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { contractSignPath } from "~/domain/contracts";
import { Pager } from "~/web/components/dashboard/pager";
import { Button } from "~/web/components/ui/button";
import { useContractsToSign } from "./api";

/*
 * Issue 37: the contracts waiting for the caller's signature, at the top of their deals: each opens their
 * signing on the dashboard. Nothing shows when none waits (the page has its own empty state).
 */
export function ContractsToSign({ userId, area }: { userId: string; area: "creator" | "manager" }) {
  const [page, setPage] = useState(1);
  const query = useContractsToSign(userId, page);
  const data = query.data;
  if (!data || data.total === 0) return null;
  return (
    <section
      aria-labelledby="to-sign-title"
      className="mb-6 grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      <h2 id="to-sign-title" className="flex items-center gap-2 text-lg font-semibold">
        <FileSignature aria-hidden className="size-5" />
        Contracts to sign ({data.total})
      </h2>
      <ul className="grid gap-2">
        {data.items.map((item) => (
          <li
            key={item.contractId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-background p-3"
          >
            <span className="min-w-0 text-sm wrap-anywhere">
              <span className="font-medium">{item.title}</span>
              <span className="text-muted-foreground">
                {" "}
                · {item.brand} · {item.dealTitle} · open until {new Date(item.expiresAt).toLocaleDateString()}
              </span>
            </span>
            <Button asChild size="sm">
              <Link
                to={contractSignPath(area, item.contractId)}
                aria-label={`Review and sign ${item.title} for ${item.dealTitle}`}
              >
                Review and sign
              </Link>
            </Button>
          </li>
        ))}
      </ul>
      {data.total > data.pageSize && (
        <Pager
          page={page}
          pages={Math.ceil(data.total / data.pageSize)}
          onPage={setPage}
          label="Contracts to sign pages"
        />
      )}
    </section>
  );
}
