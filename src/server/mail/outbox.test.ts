import { describe, expect, it } from "vitest";
import { backoffSeconds } from "./outbox";

describe("backoffSeconds", () => {
  it("doubles from 30 s after each failed attempt", () => {
    expect([1, 2, 3, 4, 5].map(backoffSeconds)).toEqual([30, 60, 120, 240, 480]);
  });

  it("is capped at one hour", () => {
    expect(backoffSeconds(8)).toBe(3600);
    expect(backoffSeconds(50)).toBe(3600);
  });

  it("treats attempt 0 or less as the first", () => {
    expect(backoffSeconds(0)).toBe(30);
    expect(backoffSeconds(-1)).toBe(30);
  });
});
