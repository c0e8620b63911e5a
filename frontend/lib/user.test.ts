import { describe, expect, it } from "vitest";

import { displayName, greeting, greetingName, initials } from "@/lib/user";

const ada = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };

describe("displayName", () => {
  it.each([
    [ada, "Ada Lovelace"],
    [{ ...ada, lastName: null }, "ada"],
    [{ ...ada, firstName: null }, "ada"],
    [{ firstName: "", lastName: "Lovelace", email: "countess@example.org" }, "countess"],
    [{ firstName: null, lastName: null, email: null }, ""],
    [{ firstName: "Ada", lastName: null, email: null }, "Ada"],
  ])("%o -> %s", (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });

  it("is empty without a user", () => {
    expect(displayName(null)).toBe("");
  });
});

describe("initials", () => {
  it.each([
    [{ firstName: "ada", email: "x@example.com" }, "A"],
    [{ firstName: null, email: "bob@example.com" }, "B"],
    [{ firstName: "  ", email: "carol@example.com" }, "C"],
    [{ firstName: null, email: null }, ""],
  ])("%o -> %s", (user, expected) => {
    expect(initials(user)).toBe(expected);
  });
});

describe("greeting", () => {
  it.each([
    [0, "Good morning"],
    [11, "Good morning"],
    [12, "Good afternoon"],
    [16, "Good afternoon"],
    [17, "Good evening"],
    [23, "Good evening"],
  ])("hour %i -> %s", (hour, expected) => {
    expect(greeting(hour)).toBe(expected);
  });
});

describe("greetingName", () => {
  it("prefers the first name, else the display name", () => {
    expect(greetingName(ada)).toBe("Ada");
    expect(greetingName({ firstName: null, lastName: "Lovelace", email: "ada@example.com" })).toBe("ada");
  });
});
