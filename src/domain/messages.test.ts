import { describe, expect, it } from "vitest";
import { messages } from "./messages";

describe("the contact form's failure description", () => {
  it("says something went wrong, the server's message, and to try again later", () => {
    expect(messages.contact.failedDescription("Edge function failed to execute")).toBe(
      "Something went wrong: Edge function failed to execute. Please try again later.",
    );
  });

  it("does not add 'try again later' to a message that already says when to send again", () => {
    expect(
      messages.contact.failedDescription(
        "Too many messages sent from your network. Please wait 54 seconds before sending another.",
      ),
    ).toBe(
      "Something went wrong: Too many messages sent from your network. Please wait 54 seconds before sending another.",
    );
  });
});
