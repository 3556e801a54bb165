import { describe, expect, it } from "vitest";
import { fileLabel, formatSpeed, formatTimecode, projectListPath, projectPagePath } from "./format";
import { timeLeft } from "./uploads";

describe("the files UI's words and addresses", () => {
  it("sends the kind's staff to their own dashboard and everyone else to the creator dashboard", () => {
    expect(projectPagePath("editing", "editor", "p1")).toBe("/editor-dashboard/projects/p1");
    expect(projectPagePath("design", "designer", "p1")).toBe("/designer-dashboard/projects/p1");
    expect(projectPagePath("editing", "creator", "p1")).toBe("/creator-dashboard/editing-management/p1");
    expect(projectPagePath("design", "manager", "p1")).toBe("/creator-dashboard/design-management/p1");
    // an editor on a design request (they may not see it, but the address is the creator dashboard's)
    expect(projectPagePath("design", "editor", "p1")).toBe("/creator-dashboard/design-management/p1");
    expect(projectListPath("editing", "editor")).toBe("/editor-dashboard");
    expect(projectListPath("editing", "manager")).toBe("/creator-dashboard/editing-management");
  });

  it("names versions by number", () => {
    expect(fileLabel({ version: 2, name: "cut.mp4" })).toBe("v2 · cut.mp4");
    expect(fileLabel({ version: null, name: "raw.mov" })).toBe("raw.mov");
  });

  it("says an upload's speed and time left", () => {
    expect(formatSpeed(512 * 1024)).toBe("512 KB/s");
    expect(formatSpeed(3.25 * 1024 * 1024)).toBe("3.3 MB/s");
    expect(timeLeft({ size: 100, sent: 0, speed: 0 })).toBeNull();
    expect(timeLeft({ size: 1000, sent: 500, speed: 100 })).toBe("5 s left");
    expect(timeLeft({ size: 200_000, sent: 0, speed: 1000 })).toBe("3 min 20 s left");
    expect(timeLeft({ size: 8_000_000, sent: 0, speed: 1000 })).toBe("2 h 13 min left");
  });
});

describe("formatTimecode (issue 35)", () => {
  it("counts hours, minutes, seconds and the frame within the second at the file's rate", () => {
    expect(formatTimecode(0, 25)).toBe("00:00:00:00");
    expect(formatTimecode(1040, 25)).toBe("00:00:01:01");
    expect(formatTimecode(1960, 25)).toBe("00:00:01:24");
    expect(formatTimecode(3_723_500, 30)).toBe("01:02:03:15");
    // NTSC's 29.97: never a 30th frame
    expect(formatTimecode(999, 29.97)).toBe("00:00:00:29");
  });
});
