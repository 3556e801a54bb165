import { describe, expect, it } from "vitest";
import { parseChatIdentity } from "./identity-key";
import { launcherLabel, unreadBadgeText } from "./launcher-look";

/* What the static pages' loader and the widget both say on the launcher, and what they read from storage. */

describe("the chat launcher's words", () => {
  it("names what a click does and the replies waiting", () => {
    expect(launcherLabel(false, 0)).toBe("Open live chat");
    expect(launcherLabel(false, 1)).toBe("Open live chat (1 new reply)");
    expect(launcherLabel(false, 3)).toBe("Open live chat (3 new replies)");
    expect(launcherLabel(true, 3)).toBe("Close live chat");
  });

  it("counts to 9 on the badge", () => {
    expect(unreadBadgeText(1)).toBe("1");
    expect(unreadBadgeText(9)).toBe("9");
    expect(unreadBadgeText(10)).toBe("9+");
  });
});

describe("the stored chat identity", () => {
  it("is read only when whole", () => {
    const identity = { sessionId: "guest_1732800000000_abc123", code: "1234", token: "t" };
    expect(parseChatIdentity(JSON.stringify(identity))).toEqual(identity);
    expect(parseChatIdentity(JSON.stringify({ ...identity, extra: 1 }))).toEqual(identity);
    expect(parseChatIdentity(null)).toBeNull();
    expect(parseChatIdentity("{not json")).toBeNull();
    expect(
      parseChatIdentity(JSON.stringify({ sessionId: identity.sessionId, code: 1234, token: "t" })),
    ).toBeNull();
  });
});
