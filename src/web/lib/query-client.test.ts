import { MutationObserver, type MutationObserverOptions, QueryObserver } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { failureToast, makeQueryClient } from "./query-client";
import { toast } from "./toast";

vi.mock("./toast", () => ({ toast: vi.fn() }));

const fail = (message = "Database is down") => Promise.reject(new ApiError(message, 503));
const options = { retry: false, staleTime: 0 } as const;

describe("the query client's error toasts", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("shows a query's meta.errorToast once when it starts failing, with the server's message", async () => {
    const client = makeQueryClient();
    const query = {
      ...options,
      queryKey: ["a"],
      queryFn: () => fail(),
      meta: { errorToast: { title: "Oops" } },
    };
    await expect(client.fetchQuery(query)).rejects.toThrow();
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: "Oops",
      description: "Database is down",
      variant: "destructive",
    });
    // failing again (a retry, a refetch) does not repeat it
    await expect(client.fetchQuery(query)).rejects.toThrow();
    expect(toast).toHaveBeenCalledTimes(1);
    // once it has loaded, the next failure is news again
    await client.fetchQuery({ ...query, queryFn: () => Promise.resolve(1) });
    await expect(client.fetchQuery(query)).rejects.toThrow();
    expect(toast).toHaveBeenCalledTimes(2);
  });

  it("says nothing when the caller is signed out (401): the session guard does", async () => {
    const client = makeQueryClient();
    const query = {
      ...options,
      queryKey: ["signed-out"],
      queryFn: () => Promise.reject(new ApiError("Sign in first.", 401)),
      meta: { errorToast: { title: "Error", description: "Could not fetch tasks" } },
    };
    await expect(client.fetchQuery(query)).rejects.toThrow();
    expect(toast).not.toHaveBeenCalled();
    // the same query failing for another reason still says so
    await expect(client.fetchQuery({ ...query, queryFn: () => fail() })).rejects.toThrow();
    expect(toast).toHaveBeenCalledOnce();
  });

  it("uses a fixed description, or none, when the meta says so", async () => {
    const client = makeQueryClient();
    await expect(
      client.fetchQuery({
        ...options,
        queryKey: ["b"],
        queryFn: () => fail(),
        meta: { errorToast: { title: "Error", description: "Could not fetch tasks" } },
      }),
    ).rejects.toThrow();
    await expect(
      client.fetchQuery({
        ...options,
        queryKey: ["c"],
        queryFn: () => fail(),
        meta: { errorToast: { title: "Error Fetching Script Assignments", description: null } },
      }),
    ).rejects.toThrow();
    expect(vi.mocked(toast).mock.calls).toEqual([
      [{ title: "Error", description: "Could not fetch tasks", variant: "destructive" }],
      [{ title: "Error Fetching Script Assignments", description: undefined, variant: "destructive" }],
    ]);
  });

  it("stays quiet for a query that shows its error inline only", async () => {
    const client = makeQueryClient();
    await expect(client.fetchQuery({ ...options, queryKey: ["d"], queryFn: () => fail() })).rejects.toThrow();
    expect(toast).not.toHaveBeenCalled();
  });

  it("takes the toast of the screen watching the query, and toasts again on the screen's next visit", async () => {
    const client = makeQueryClient();
    const queryFn = () => fail();
    const settled = (observer: {
      subscribe: (listener: (result: { isError: boolean; fetchStatus: string }) => void) => () => void;
    }) =>
      new Promise<() => void>((resolve) => {
        const unsubscribe = observer.subscribe((result) => {
          if (result.isError && result.fetchStatus === "idle") resolve(unsubscribe);
        });
      });
    // another screen watches the same query without a toast of its own
    const quiet = new QueryObserver(client, { ...options, queryKey: ["profile"], queryFn });
    const leaveQuiet = await settled(quiet);
    expect(toast).not.toHaveBeenCalled();
    const visit = () =>
      settled(
        new QueryObserver(client, {
          ...options,
          queryKey: ["profile"],
          queryFn,
          meta: { errorToast: { title: "Error fetching profile" } },
        }),
      );
    leaveQuiet();
    const leave = await visit();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(vi.mocked(toast).mock.calls[0]?.[0].title).toBe("Error fetching profile");
    leave();
    (await visit())();
    expect(toast).toHaveBeenCalledTimes(2);
  });
});

describe("the query client's error toasts for mutations", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  const mutate = (
    client: ReturnType<typeof makeQueryClient>,
    options: MutationObserverOptions<unknown, Error, void>,
  ) => new MutationObserver(client, options).mutate();

  it("shows a failed mutation's meta.errorToast once, with the server's message", async () => {
    const client = makeQueryClient();
    await expect(
      mutate(client, {
        mutationFn: () => fail("Title is taken"),
        meta: failureToast("Could not save script"),
      }),
    ).rejects.toThrow("Title is taken");
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: "Could not save script",
      description: "Title is taken",
      variant: "destructive",
    });
    // each failure is news: a second attempt that fails says so again
    await expect(
      mutate(client, { mutationFn: () => fail(), meta: failureToast("Could not save script") }),
    ).rejects.toThrow();
    expect(toast).toHaveBeenCalledTimes(2);
    expect(vi.mocked(toast).mock.calls[1]?.[0].description).toBe("Database is down");
  });

  it("makes the description of the error when the meta says how", async () => {
    const client = makeQueryClient();
    await expect(
      mutate(client, {
        mutationFn: () => fail("Chat is closed"),
        meta: {
          errorToast: {
            title: "Error",
            description: (error) => `Could not send message: ${(error as Error).message}`,
          },
        },
      }),
    ).rejects.toThrow();
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: "Error",
      description: "Could not send message: Chat is closed",
      variant: "destructive",
    });
  });

  it("says nothing for a mutation without meta, or one that succeeds", async () => {
    const client = makeQueryClient();
    await expect(mutate(client, { mutationFn: () => fail() })).rejects.toThrow();
    await mutate(client, {
      mutationFn: () => Promise.resolve(1),
      meta: failureToast("Could not save script"),
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it("says nothing when the caller is signed out (401): the session guard does", async () => {
    const client = makeQueryClient();
    await expect(
      mutate(client, {
        mutationFn: () => Promise.reject(new ApiError("Sign in first.", 401)),
        meta: failureToast("Could not save script"),
      }),
    ).rejects.toThrow();
    expect(toast).not.toHaveBeenCalled();
  });
});
