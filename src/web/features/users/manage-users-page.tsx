import { SearchX, Users } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { PagedList } from "~/web/components/paged-list";
import { SearchBox } from "~/web/components/search-box";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { PAGE_SIZE, useUsers } from "~/web/features/users/api";
import { AuditLog } from "~/web/features/users/audit-log";
import { DeletionRequests } from "~/web/features/users/deletion-requests";
import { UsersList } from "~/web/features/users/users-list";

/** Admin Panel: every user with search and pages, role changes and deletion; pending deletion requests. */
/** `children`: the Admin Panel's sections of other features (the failed background work), after the audit log. */
export function ManageUsersPage({ children }: { children?: ReactNode }) {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const searchBox = useRef<HTMLInputElement>(null);
  const users = useUsers(search, page);
  const { data } = users;

  // Search after a short pause in typing, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title="Admin Panel" description="Manage users and their roles." />
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4 space-y-0">
          <CardTitle>
            Users{data && <span className="text-muted-foreground tabular-nums"> ({data.total})</span>}
          </CardTitle>
          <SearchBox
            id="user-search"
            label="Search users"
            value={typed}
            onChange={setTyped}
            inputRef={searchBox}
          />
        </CardHeader>
        <CardContent>
          <PagedList
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            pagerLabel="Pagination"
            pagerClassName="mt-4"
            query={users}
            what="users"
            isEmpty={(result) => result.users.length === 0}
            empty={
              search
                ? {
                    icon: SearchX,
                    title: "No users match your search.",
                    description: "Check the spelling, or search by another part of the email or name.",
                    action: (
                      <Button
                        variant="outline"
                        onClick={() => {
                          setTyped("");
                          searchBox.current?.focus();
                        }}
                      >
                        Clear search
                      </Button>
                    ),
                  }
                : { icon: Users, title: "No users yet." }
            }
          >
            {(result) => <UsersList users={result.users} />}
          </PagedList>
        </CardContent>
      </Card>
      <DeletionRequests />
      <AuditLog />
      {children}
    </div>
  );
}
