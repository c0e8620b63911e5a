import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ChatLauncher } from "@/components/assistant/chat-launcher";
import { FLOATING_PAGE_ROOM, PublicShell } from "@/components/layout/public-shell";

/** The number of a spacing class (`bottom-4`, `md:bottom-8`: 4 px each) on `element`, or undefined. */
function spacing(element: HTMLElement, utility: string, variant = ""): number | undefined {
  const name = `${variant ? `${variant}:` : ""}${utility}-`;
  const found = Array.from(element.classList).find((c) => c.startsWith(name) && /^\d+$/.test(c.slice(name.length)));
  return found === undefined ? undefined : Number(found.slice(name.length));
}

describe("PublicShell", () => {
  it("leaves room below the footer's links only when the page has a round button (data-floating=page)", () => {
    const { container } = render(
      <PublicShell>
        <div data-floating="page">
          <ChatLauncher placement="page" />
        </div>
      </PublicShell>,
    );
    expect(container.firstElementChild).toHaveClass("group/shell");
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveClass(...FLOATING_PAGE_ROOM.split(" "));
    // The room the CSS gives (pb-20, md:pb-24) clears the button (56 px) at its place with 8 px to spare.
    const launcher = screen.getByRole("button", { name: "Ask Presently" });
    const room = { "": 20, md: 24 } as const;
    for (const variant of ["", "md"] as const) {
      expect(FLOATING_PAGE_ROOM).toContain(`${variant ? `${variant}:` : ""}group-has-[[data-floating=page]]/shell:pb-${room[variant]}`);
      expect(room[variant]).toBe(spacing(launcher, "bottom", variant)! + 14 + 2);
    }
  });
});
