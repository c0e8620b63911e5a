import { describe, expect, it } from "vitest";

import { composeMailto } from "@/lib/contact";

describe("composeMailto", () => {
  it("drafts to the address with the subject 'Support Request'", () => {
    expect(composeMailto("help@example.com")).toBe("mailto:help@example.com?subject=Support%20Request");
    expect(composeMailto("help@example.com", "Bug report")).toBe("mailto:help@example.com?subject=Bug%20report");
  });
});
