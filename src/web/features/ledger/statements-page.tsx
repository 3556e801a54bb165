import { useId, useState } from "react";
import { formatRate } from "~/domain/deals";
import type { PayeeRole } from "~/domain/invoices";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { useCurrentUser } from "~/web/components/session-guard";
import { Label } from "~/web/components/ui/label";
import { NativeSelect } from "~/web/components/ui/native-select";
import { Picker, useDealPeople } from "~/web/features/deals";
import { useLedgerLive, useManagerShare } from "./api";
import { ShareDialog } from "./share-dialog";
import { StatementView } from "./statement-view";

function usePeopleOptions(role: PayeeRole, search: string) {
  const people = useDealPeople(role, search);
  return {
    options: people.data?.items.map((p) => ({ id: p.id, label: p.name || p.email })) ?? [],
    isFetching: people.isFetching,
  };
}
const useCreatorOptions = (search: string) => usePeopleOptions("creator", search);
const useManagerOptions = (search: string) => usePeopleOptions("manager", search);

/**
 * Statements and payouts (managers, issue 38): a creator's or a manager's monthly statement, and a payout of
 * what is owed to them. It opens on the caller's own share.
 */
export function StatementsPage() {
  const me = useCurrentUser();
  const id = useId();
  const [role, setRole] = useState<PayeeRole>("manager");
  const [payee, setPayee] = useState<{ id: string; label: string } | null>({ id: me.id, label: me.name });
  // managers hear of payments on the deals' topic (a creator's own topic is theirs alone)
  useLedgerLive();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Statements"
        description="What each creator and manager earned from the deals their brands paid, and the payouts made to them."
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-role`}>Statement of</Label>
          <NativeSelect
            id={`${id}-role`}
            value={role}
            onChange={(event) => {
              setRole(event.target.value as PayeeRole);
              setPayee(null);
            }}
          >
            <option value="creator">A creator</option>
            <option value="manager">A manager</option>
          </NativeSelect>
        </div>
        <Picker
          id={`${id}-payee`}
          label={role === "creator" ? "Creator" : "Manager"}
          value={payee?.id ?? ""}
          selected={payee ?? undefined}
          onChange={setPayee}
          useOptions={role === "creator" ? useCreatorOptions : useManagerOptions}
          placeholder="Search by name"
        />
      </div>
      {payee && role === "manager" && <ManagerShare managerId={payee.id} name={payee.label} />}
      {payee && (
        <StatementView
          key={`${role}-${payee.id}`}
          query={{ payeeId: payee.id, role }}
          canPay
          title={`${payee.label}'s statement`}
        />
      )}
    </div>
  );
}

/** A manager's default share of their creators' deals' commission, and its change. */
function ManagerShare({ managerId, name }: { managerId: string; name: string }) {
  const share = useManagerShare(managerId);
  if (!share.data) return null;
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm">
      <span className="min-w-0 wrap-anywhere">
        {name}&rsquo;s default share of the commission: <strong>{formatRate(share.data.shareBps)}</strong>
        {share.data.isDefault ? " (the agency's default)" : ""}
      </span>
      <ShareDialog
        of="manager"
        id={managerId}
        currentBps={share.data.isDefault ? null : share.data.shareBps}
        title="Change the default share"
        description="Their share of the commission of their creators' deals paid from now on; a deal's own share overrides it."
      />
    </p>
  );
}
