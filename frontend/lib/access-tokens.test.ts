import { describe, expect, it } from "vitest";

import {
  DEFAULT_TOKEN_EXPIRY,
  DEFAULT_TOKEN_SCOPE,
  TOKEN_EXPIRY_OPTIONS,
  TOKEN_SCOPE_OPTIONS,
  expiryDays,
  expiryLabel,
  expiryValue,
  mcpUrl,
  scopeLabel,
} from "@/lib/access-tokens";

describe("access token choices", () => {
  it("offers 30, 90 and 365 days and no expiry, 90 by default", () => {
    expect(TOKEN_EXPIRY_OPTIONS).toEqual([
      { value: "30", label: "30 days" },
      { value: "90", label: "90 days" },
      { value: "365", label: "1 year" },
      { value: "never", label: "No expiry" },
    ]);
    expect(DEFAULT_TOKEN_EXPIRY).toBe(90);
    expect(expiryLabel(null)).toBe("No expiry");
  });

  it("turns a select's value back into the API's days, no expiry into null", () => {
    for (const days of [30, 90, 365, null]) expect(expiryDays(expiryValue(days))).toBe(days);
    expect(expiryDays("7")).toBe(DEFAULT_TOKEN_EXPIRY);
  });

  it("offers read only (the default) and read and write", () => {
    expect(TOKEN_SCOPE_OPTIONS).toEqual([
      { value: "read", label: "Read only" },
      { value: "read_write", label: "Read and write" },
    ]);
    expect(DEFAULT_TOKEN_SCOPE).toBe("read");
    expect(scopeLabel("read_write")).toBe("Read and write");
  });

  it("names the MCP server's address on this origin", () => {
    expect(mcpUrl("https://presently.example")).toBe("https://presently.example/api/mcp");
  });
});
