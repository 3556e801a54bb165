import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/* Whether the server answers: asked again with a growing pause, at once on request; anything it says is "back". */

type Reach = typeof import("./server-reach");
let reach: Reach;
let up = false;
const asked: string[] = [];

beforeEach(async () => {
  vi.useFakeTimers();
  up = false;
  asked.length = 0;
  vi.stubGlobal("fetch", async (url: string) => {
    asked.push(url);
    if (!up) throw new TypeError("Failed to fetch");
    return new Response(null, { status: 503 }); // an error answer is still an answer
  });
  vi.resetModules(); // a fresh store for each test
  reach = await import("./server-reach");
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the pending timers up to `ms` run, with the promises they start. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe("server reach", () => {
  it("is unreachable once /api/health gets no answer, and back by itself, with a growing pause", async () => {
    const back = vi.fn();
    reach.onServerBack(back);
    expect(await reach.checkReach()).toBe(false);
    expect(asked).toEqual(["/api/health"]);
    let released = false;
    void reach.whenReachable().then(() => {
      released = true;
    });
    await wait(1_000); // second try after 1 s
    expect(asked).toHaveLength(2);
    await wait(1_999); // the third comes 2 s after the second
    expect(asked).toHaveLength(2);
    await wait(1);
    expect(asked).toHaveLength(3);
    // a failing request meanwhile does not ask again: the tries keep their pace
    expect(await reach.checkReach()).toBe(false);
    expect(asked).toHaveLength(3);

    up = true;
    await wait(4_000);
    expect(asked).toHaveLength(4);
    expect(released).toBe(true);
    expect(back).toHaveBeenCalledOnce();
    expect(await reach.checkReach()).toBe(true);
  });

  it("Try now asks at once and starts the pause again from one second", async () => {
    await reach.checkReach();
    await wait(1_000);
    await wait(2_000);
    expect(asked).toHaveLength(3);
    await reach.retryNow();
    expect(asked).toHaveLength(4);
    await wait(1_000);
    expect(asked).toHaveLength(5);
  });

  it("answers at once while the server is not known to be down", async () => {
    up = true;
    await expect(reach.whenReachable()).resolves.toBeUndefined();
    expect(await reach.checkReach()).toBe(true);
  });
});
