import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Pencil, Trash2 } from "lucide-react";
import { describe, expect, it, vi } from "vitest";

import { CardAction } from "@/components/card-action";

describe("CardAction", () => {
  it("is a button named by its label, showing its text beside the icon", async () => {
    const onClick = vi.fn();
    render(
      <CardAction icon={Pencil} label="Edit Mug" onClick={onClick}>
        Edit
      </CardAction>,
    );
    const button = screen.getByRole("button", { name: "Edit Mug" });
    expect(button).toHaveTextContent("Edit");
    expect(button).toHaveAttribute("type", "button");
    expect(button.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("without text is a small icon button, muted like the others", () => {
    render(<CardAction icon={Pencil} label="Edit Mum's Birthday" onClick={() => {}} />);
    const button = screen.getByRole("button", { name: "Edit Mum's Birthday" });
    expect(button).toHaveTextContent("");
    expect(button).toHaveClass("size-8", "text-muted-foreground");
    expect(button).not.toHaveClass("hover:text-destructive");
  });

  it("a destructive one turns red on hover; a caller's classes win", () => {
    render(<CardAction icon={Trash2} label="Delete Mum" destructive className="ml-auto size-9" onClick={() => {}} />);
    const button = screen.getByRole("button", { name: "Delete Mum" });
    expect(button).toHaveClass("hover:text-destructive", "ml-auto", "size-9");
    expect(button).not.toHaveClass("size-8");
  });
});
