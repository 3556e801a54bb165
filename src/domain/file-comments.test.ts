import { describe, expect, it } from "vitest";
import { changesRequestedNote, createFileCommentSchema, formatMoment } from "./file-comments";

describe("review comments", () => {
  it("reads a moment as people do", () => {
    expect(formatMoment(0)).toBe("0:00");
    expect(formatMoment(1000)).toBe("0:01");
    expect(formatMoment(754_999)).toBe("12:34");
    expect(formatMoment(3_723_000)).toBe("1:02:03");
  });

  it("writes the note of a request for changes from the open comments", () => {
    expect(
      changesRequestedNote(1, [
        { atMs: 1000, x: null, number: 1, body: "make the intro  shorter" },
        { atMs: null, x: 0.5, number: 3, body: "darker" },
        { atMs: null, x: null, number: 4, body: "louder\nmusic" },
      ]),
    ).toBe("Changes requested on v1: 0:01 — make the intro shorter; #3 — darker; louder music");
    expect(changesRequestedNote(2, [])).toBe("Changes requested on v2.");
    const long = changesRequestedNote(
      1,
      Array.from({ length: 5 }, (_, i) => ({ atMs: null, x: null, number: i, body: "x".repeat(1990) })),
    );
    expect(long).toHaveLength(4000);
    expect(long.endsWith("…")).toBe(true);
  });

  it("takes a moment or a spot, not both, and a spot whole", () => {
    const ok = (value: unknown) => createFileCommentSchema.safeParse(value).success;
    expect(ok({ body: "a", atMs: 1000 })).toBe(true);
    expect(ok({ body: "a", x: 0, y: 1 })).toBe(true);
    expect(ok({ body: "a" })).toBe(true);
    expect(ok({ body: "a", x: 0.5 })).toBe(false);
    expect(ok({ body: "a", atMs: 1, x: 0.5, y: 0.5 })).toBe(false);
    expect(ok({ body: "a", atMs: -1 })).toBe(false);
    expect(ok({ body: "a", atMs: 1.5 })).toBe(false);
    expect(ok({ body: "a", x: 1.01, y: 0 })).toBe(false);
    expect(ok({ body: "   " })).toBe(false);
    expect(ok({ body: "x".repeat(2001) })).toBe(false);
  });
});
