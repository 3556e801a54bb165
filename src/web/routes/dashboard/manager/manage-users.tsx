import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { messages } from "~/domain/messages";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { PageSpinner } from "~/web/components/ui/spinner";
import { PAGE_SIZE, useUsers } from "~/web/features/users/api";
import { DeletionRequests } from "~/web/features/users/deletion-requests";
import { UserCards } from "~/web/features/users/user-cards";
import { UsersTable } from "~/web/features/users/users-table";
import { apiErrorToast } from "~/web/lib/api-error-toast";

export function meta() {
  return [{ title: "Admin Panel | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

/** Admin Panel: every user with search and pages, role changes and deletion; pending deletion requests. */
export default function ManageUsersPage() {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, isFetching } = useUsers(search, page);

  // Search after a short pause in typing, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  useEffect(() => {
    if (isError) apiErrorToast(messages.users.fetchFailed, error);
  }, [isError, error]);

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title="Admin Panel" description="Manage users and their roles." />
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4 space-y-0">
          <CardTitle>Users{data ? ` (${data.total})` : ""}</CardTitle>
          <div className="relative w-full sm:w-72">
            <Label htmlFor="user-search" className="sr-only">
              Search users
            </Label>
            <Search
              aria-hidden
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="user-search"
              type="search"
              placeholder="Search by email or name"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className="pl-9"
            />
          </div>
        </CardHeader>
        <CardContent aria-busy={isFetching}>
          {isPending ? (
            <PageSpinner />
          ) : data && data.users.length > 0 ? (
            <>
              <div className="hidden md:block">
                <UsersTable users={data.users} />
              </div>
              <div className="md:hidden">
                <UserCards users={data.users} />
              </div>
            </>
          ) : (
            !isError && <p className="py-8 text-center text-muted-foreground">No users match your search.</p>
          )}
          {data && data.total > PAGE_SIZE && (
            <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground">
                Page {page} of {pages}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage((p) => p - 1)}
                >
                  <ChevronLeft aria-hidden className="size-4" />
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pages}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Next
                  <ChevronRight aria-hidden className="size-4" />
                </Button>
              </div>
            </nav>
          )}
        </CardContent>
      </Card>
      <DeletionRequests />
    </div>
  );
}
