import { describe, expect, it } from "vitest";
import { STATUSES, statusGroup } from "./statuses";

describe("status groups", () => {
  it("covers every status of spec section 4", () => {
    const spec = [
      "Pending",
      "In Progress",
      "Needs Revision",
      "Completed",
      "Rejected",
      "Draft",
      "Requested",
      "In Review",
      "Approved",
      "Active",
      "Cancelled",
      "Scheduled",
    ];
    for (const status of spec) expect(STATUSES, status).toContain(status);
  });

  it("puts each status in the group that decides its colour", () => {
    expect(statusGroup("Pending")).toBe("waiting");
    expect(statusGroup("In Progress")).toBe("active");
    expect(statusGroup("Completed")).toBe("done");
    expect(statusGroup("Cancelled")).toBe("closed");
    expect(statusGroup("Rejected")).toBe("closed");
    expect(statusGroup("Failed")).toBe("failed");
    expect(statusGroup("toString")).toBeUndefined();
  });
});
