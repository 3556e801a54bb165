import { describe, expect, it } from "vitest";
import { can, mayDeleteProject } from "./policy";
import {
  createEditingProjectSchema,
  findTransition,
  manageableStatuses,
  PROJECT_STATUSES,
  TRANSITIONS,
  transitionOf,
} from "./projects";

describe("the transition table", () => {
  it("allows exactly the spec's moves for editing and design", () => {
    for (const kind of ["editing", "design"] as const) {
      expect(findTransition(kind, "Pending", "In Progress")?.action).toBe("accept");
      expect(findTransition(kind, "In Progress", "Completed")?.action).toBe("complete");
      expect(findTransition(kind, "Pending", "Completed", "staff")).toBeUndefined();
      expect(findTransition(kind, "Completed", "In Progress")).toBeUndefined();
    }
    expect(findTransition("editing", "Completed", "Pending", "staff")).toBeUndefined();
    expect(findTransition("design", "Completed", "Pending")?.action).toBe("review");
    expect(findTransition("design", "Completed", "Pending")?.by).toBe("owner");
  });

  it("lets the creator review a version (issue 22): request changes, approve", () => {
    for (const kind of ["editing", "design"] as const) {
      expect(transitionOf(kind, "request_changes", "In Progress")).toMatchObject({
        to: "Pending",
        by: "owner",
      });
      expect(transitionOf(kind, "request_changes", "Completed")?.to).toBe("Pending");
      expect(transitionOf(kind, "request_changes", "Pending")).toBeUndefined();
      expect(transitionOf(kind, "approve", "In Progress")).toMatchObject({ to: "Completed", by: "owner" });
      expect(transitionOf(kind, "approve", "Pending")?.to).toBe("Completed");
      expect(transitionOf(kind, "approve", "Completed")).toBeUndefined();
      // a board move finds the staff's transition first (the creator's review is not a board move)
      expect(findTransition(kind, "In Progress", "Completed")?.by).toBe("staff");
      expect(findTransition(kind, "Pending", "Completed")?.by).toBe("owner");
    }
    expect(findTransition("editing", "Completed", "Pending")?.action).toBe("request_changes");
    expect(transitionOf("promotion", "approve", "Active")).toBeUndefined();
  });

  it("lets a promoter set any campaign status (spec section 4), the current one first", () => {
    expect(manageableStatuses("promotion", "Active")).toEqual([
      "Active",
      "Pending",
      "Completed",
      "Cancelled",
    ]);
    expect(manageableStatuses("promotion", "Completed")).toEqual([
      "Completed",
      "Pending",
      "Active",
      "Cancelled",
    ]);
    expect(findTransition("promotion", "Active", "Pending")?.action).toBe("manage");
    expect(findTransition("promotion", "Active", "Active")).toBeUndefined();
  });

  it("only names statuses of its kind", () => {
    for (const [kind, transitions] of Object.entries(TRANSITIONS)) {
      const statuses = PROJECT_STATUSES[kind as keyof typeof PROJECT_STATUSES] as readonly string[];
      for (const t of transitions) {
        expect(statuses).toContain(t.to);
        for (const from of t.from) expect(statuses).toContain(from);
      }
    }
  });
});

describe("the policy", () => {
  const own = { creatorId: "me", status: "Pending" };
  it("editors never delete; managers delete editing; designers decline; promoters delete campaigns", () => {
    expect(mayDeleteProject("editor", "editing", own, "me")).toBe(false);
    expect(mayDeleteProject("manager", "editing", { ...own, creatorId: "x" }, "me")).toBe(true);
    expect(mayDeleteProject("designer", "design", { ...own, creatorId: "x" }, "me")).toBe(true);
    expect(
      mayDeleteProject("promoter", "promotion", { ...own, creatorId: "x", status: "Active" }, "me"),
    ).toBe(true);
    expect(mayDeleteProject("creator", "editing", own, "me")).toBe(true);
    expect(mayDeleteProject("creator", "editing", { ...own, status: "In Progress" }, "me")).toBe(false);
    expect(mayDeleteProject("creator", "editing", { ...own, creatorId: "x" }, "me")).toBe(false);
  });

  it("a version comes only from the assigned staff member; raw files from staff, managers or the creator", () => {
    const project = { kind: "editing" as const, creatorId: "cora", assigneeId: "eddie" };
    expect(can.uploadFile("editor", "version", project, "eddie")).toBe(true);
    expect(can.uploadFile("editor", "version", project, "another-editor")).toBe(false);
    expect(can.uploadFile("manager", "version", project, "boss")).toBe(false);
    expect(can.uploadFile("creator", "version", project, "cora")).toBe(false);
    expect(can.uploadFile("designer", "version", { ...project, assigneeId: "dana" }, "dana")).toBe(false);
    expect(can.uploadFile("creator", "input", project, "cora")).toBe(true);
    expect(can.uploadFile("manager", "input", project, "boss")).toBe(true);
    expect(can.uploadFile("editor", "input", project, "another-editor")).toBe(true);
    expect(can.uploadFile("creator", "input", project, "someone-else")).toBe(false);
    expect(can.uploadFile("designer", "input", project, "dana")).toBe(false);
  });

  it("accepts http and https links only", () => {
    const parse = (url: string) =>
      createEditingProjectSchema.safeParse({ title: "T", submittedFileUrl: url }).success;
    expect(parse("https://drive.example.com/a.mp4")).toBe(true);
    expect(parse("http://files.example/b")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "file:///etc/passwd",
      "ftp://x.example/a",
      "nope",
    ])
      expect(parse(bad)).toBe(false);
  });

  it("takes files with the request instead of a link, and refuses a request with neither in the spec's words", () => {
    const parse = (value: object) => createEditingProjectSchema.safeParse({ title: "T", ...value });
    expect(parse({ rawFiles: 3 }).success).toBe(true);
    expect(parse({ submittedFileUrl: "", rawFiles: 1 }).success).toBe(true);
    for (const neither of [{}, { submittedFileUrl: "" }, { rawFiles: 0 }]) {
      const result = parse(neither);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["submittedFileUrl", "Title and file URL are required."],
      ]);
    }
    expect(parse({ rawFiles: 1001 }).success).toBe(false);
  });
});
