import { describe, expect, it } from "vitest";

import manifest from "@/app/manifest";

// The manifest lives in app/ (a Next metadata route); its test lives here, out of the routes.
describe("web app manifest", () => {
  it("is a share target: a shared link opens /capture with title, text and url in the query", () => {
    expect(manifest().share_target).toEqual({
      action: "/capture",
      method: "GET",
      params: { title: "title", text: "text", url: "url" },
    });
  });

  it("starts at / as a standalone app", () => {
    const m = manifest();
    expect(m.start_url).toBe("/");
    expect(m.scope).toBe("/");
    expect(m.display).toBe("standalone");
  });
});
