import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "~/domain/messages";

/*
 * Code that fails to load (ADR 017): the page is reloaded once, unless a form holds what the person typed and
 * has not sent; then the page stays and the notice "could not finish loading" says so.
 */

vi.mock("./server-reach", () => ({ checkReach: vi.fn(async () => true), whenReachable: vi.fn() }));
vi.mock("./boot-guard", () => ({ showLoadNotice: vi.fn() }));

type Listener = (event: { target: unknown }) => void;
const listeners = new Map<string, Listener[]>();
const fire = (type: string, target: unknown) => {
  for (const listener of listeners.get(type) ?? []) listener({ target });
};

/** Just enough of the DOM for the watcher: text fields, other inputs, forms. */
class FakeInput {
  isConnected = true;
  value = "";
  constructor(public type = "text") {}
}
class FakeTextArea extends FakeInput {}
class FakeForm {
  constructor(public elements: FakeInput[]) {}
}

let reload: ReturnType<typeof vi.fn>;
let chunkLoad: typeof import("./chunk-load");
let typedText: typeof import("./typed-text");
let showLoadNotice: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  vi.useFakeTimers();
  listeners.clear();
  reload = vi.fn();
  const storage = new Map<string, string>();
  vi.stubGlobal("window", { location: { reload } });
  vi.stubGlobal("sessionStorage", {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  vi.stubGlobal("addEventListener", (type: string, listener: Listener) => {
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  });
  vi.stubGlobal("HTMLInputElement", FakeInput);
  vi.stubGlobal("HTMLTextAreaElement", FakeTextArea);
  vi.stubGlobal("HTMLFormElement", FakeForm);
  vi.resetModules(); // a fresh watcher and reload stamp for each test
  chunkLoad = await import("./chunk-load");
  typedText = await import("./typed-text");
  showLoadNotice = vi.mocked((await import("./boot-guard")).showLoadNotice);
  showLoadNotice.mockClear();
  typedText.watchTyping(typedText.TYPED_TEXT_KEY);
});
afterEach(() => {
  vi.useRealTimers();
});

/** An import that never arrives, as Chromium words it. */
const missing = () =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/x-1.js"));

/** Lets loadChunk's second try (600 ms later) and its check of the server run. */
async function settle<T>(promise: Promise<T>) {
  let state = "pending";
  promise.then(
    () => {
      state = "loaded";
    },
    () => {
      state = "failed";
    },
  );
  await vi.advanceTimersByTimeAsync(1_000);
  return state;
}

describe("code that fails to load", () => {
  it("does not reload a page whose form holds typed text: the notice shows and the page stays", async () => {
    const message = new FakeTextArea();
    message.value = "Half a thought";
    fire("input", message);

    expect(await settle(chunkLoad.loadChunk(missing))).toBe("pending");
    expect(reload).not.toHaveBeenCalled();
    expect(showLoadNotice).toHaveBeenCalledWith(messages.generic.loadUnfinished);
  });

  it("reloads once when nothing typed would be lost: sent, emptied, removed, or not text", async () => {
    const sent = new FakeInput("email");
    sent.value = "ada@example.com";
    const emptied = new FakeTextArea();
    const removed = new FakeInput();
    removed.value = "gone with its dialog";
    removed.isConnected = false;
    const ticked = new FakeInput("checkbox");
    ticked.value = "on";
    for (const field of [sent, emptied, removed, ticked]) fire("input", field);
    fire("submit", new FakeForm([sent]));
    expect(typedText.holdsTypedText()).toBe(false);

    expect(await settle(chunkLoad.loadChunk(missing))).toBe("pending"); // the page is going away
    expect(reload).toHaveBeenCalledTimes(1);
    expect(showLoadNotice).not.toHaveBeenCalled();
    // a minute later at most one reload: then the part says it could not load
    expect(await settle(chunkLoad.loadChunk(missing))).toBe("failed");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("keeps its own way for code whose page holds typing (reload: false): no reload, no notice", async () => {
    const name = new FakeInput();
    name.value = "Ada";
    fire("input", name);
    expect(await settle(chunkLoad.loadChunk(missing, { reload: false }))).toBe("failed");
    expect(reload).not.toHaveBeenCalled();
    expect(showLoadNotice).not.toHaveBeenCalled();
  });
});
