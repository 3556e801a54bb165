import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { projectAffects, projectKeys } from "./api";

/*
 * A project's event refetches only the queries it can change (issue 17: the client reads less): an update
 * reaches the pages that show the project and those of its new status; a new or deleted project, or an
 * event that does not say what happened, every page of the kind.
 */
const client = new QueryClient();
const page = (...ids: string[]) => ({ items: ids.map((id) => ({ id })), total: ids.length });
const lists = {
  first: projectKeys.list("editing", { page: 1 }),
  second: projectKeys.list("editing", { page: 2 }),
  done: projectKeys.list("editing", { page: 1, status: "Completed" }),
  pending: projectKeys.list("editing", { page: 1, status: "Pending" }),
};
client.setQueryData(lists.first, page("a", "b"));
client.setQueryData(lists.second, page("c", "d"));
client.setQueryData(lists.done, page("e"));
client.setQueryData(lists.pending, page("a"));
client.setQueryData(projectKeys.messages("editing", "a"), { items: [] });
client.setQueryData(projectKeys.messages("editing", "c"), { items: [] });

const affected = (event: Record<string, unknown>) =>
  client
    .getQueryCache()
    .findAll({ queryKey: projectKeys.kind("editing") })
    .filter((query) => projectAffects({ type: "changed", subject: "editing_project", ...event }, query))
    .map((query) => JSON.stringify(query.queryKey))
    .sort();
const keys = (...queryKeys: (readonly unknown[])[]) => queryKeys.map((key) => JSON.stringify(key)).sort();

describe("which queries a project's event refetches", () => {
  it("an update: the pages that show it, the pages of its new status, its messages", () => {
    expect(affected({ id: "a", action: "updated", status: "Completed" })).toEqual(
      keys(lists.first, lists.done, lists.pending, projectKeys.messages("editing", "a")),
    );
    expect(affected({ id: "d", action: "updated", status: "In Progress" })).toEqual(keys(lists.second));
  });

  it("a new or deleted project, or an event that does not say: every query of the kind", () => {
    const every = affected({ id: "x" });
    expect(every).toHaveLength(6);
    expect(affected({ id: "z", action: "created", status: "Pending" })).toEqual(every);
    expect(affected({ id: "a", action: "deleted", status: "Pending" })).toEqual(every);
  });
});
