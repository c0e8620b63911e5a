import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { Search } from "lucide-react";
import { describe, expect, it } from "vitest";

import { InputWithIcon } from "@/components/ui/input";

describe("InputWithIcon", () => {
  it("gives every input prop and the ref to the input, padded for its hidden icon", async () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <InputWithIcon
        icon={Search}
        ref={ref}
        type="search"
        aria-label="Search contacts"
        placeholder="Search..."
        className="h-10"
        wrapperClassName="w-full sm:max-w-xs"
      />,
    );
    const input = screen.getByRole("searchbox", { name: "Search contacts" });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute("placeholder", "Search...");
    expect(input).toHaveClass("pl-9", "h-10");
    const wrapper = input.parentElement!;
    expect(wrapper).toHaveClass("relative", "w-full", "sm:max-w-xs");
    expect(wrapper.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    await userEvent.type(input, "Mum");
    expect(input).toHaveValue("Mum");
  });
});
