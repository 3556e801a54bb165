import { describe, expect, it } from "vitest";
import { fillPlaceholders, unknownPlaceholders } from "./placeholders";

describe("fillPlaceholders", () => {
  it("puts the visitor's name in", () => {
    expect(fillPlaceholders("Hi {{visitor.name}}, how can I help?", { "visitor.name": "Ada" })).toBe(
      "Hi Ada, how can I help?",
    );
  });

  it("takes the placeholder's own fallback when the name is unknown or blank", () => {
    expect(fillPlaceholders("Hi {{visitor.name|friend}}!", {})).toBe("Hi friend!");
    expect(fillPlaceholders("Hi {{ visitor.name | friend }}!", { "visitor.name": "   " })).toBe("Hi friend!");
    expect(fillPlaceholders("Hi {{visitor.name|}}!", { "visitor.name": null })).toBe("Hi !");
  });

  it("falls back to the default when no fallback is given", () => {
    expect(fillPlaceholders("Hi {{visitor.name}}", { "visitor.name": null })).toBe("Hi there");
    expect(fillPlaceholders("— {{agent.name}}", {})).toBe("— the CreatorDesk team");
  });

  it("fills every occurrence, trims values, and leaves unknown placeholders and plain braces alone", () => {
    expect(
      fillPlaceholders("{{visitor.name}} / {{ visitor.name }} / {{agent.name}} / {{order.id}} / {x}", {
        "visitor.name": "  Ada ",
        "agent.name": "Sam",
      }),
    ).toBe("Ada / Ada / Sam / {{order.id}} / {x}");
  });

  it("does not read a value's own braces as a placeholder", () => {
    expect(fillPlaceholders("Hi {{visitor.name}}", { "visitor.name": "{{agent.name}}" })).toBe(
      "Hi {{agent.name}}",
    );
  });

  it("leaves text without placeholders as it is", () => {
    expect(fillPlaceholders("Thanks for writing!", { "visitor.name": "Ada" })).toBe("Thanks for writing!");
  });
});

describe("unknownPlaceholders", () => {
  it("names each unknown placeholder once", () => {
    expect(
      unknownPlaceholders("{{visitor.name}} {{order.id}} {{ order.id|x }} {{agent.name}} {{foo}}"),
    ).toEqual(["order.id", "foo"]);
    expect(unknownPlaceholders("Hi {{visitor.name|there}}")).toEqual([]);
  });
});
