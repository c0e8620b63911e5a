import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { InitialsAvatar } from "@/components/ui/avatar";
import { FallbackImage } from "@/components/ui/fallback-image";
import { fireEvent } from "@testing-library/react";

describe("InitialsAvatar", () => {
  it("shows the initials when there is no image", () => {
    render(<InitialsAvatar alt="Ada Lovelace" initials="A" />);
    expect(screen.getByRole("img", { name: "Ada Lovelace" })).toHaveTextContent("A");
  });

  it("is decorative (hidden, no img role) with an empty alt, beside a visible name", () => {
    const { container } = render(<InitialsAvatar alt="" initials="A" />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent("A");
  });

  it("shows the initials while the image has not loaded (jsdom never loads images)", () => {
    render(<InitialsAvatar src="https://example.com/ada.png" alt="Ada Lovelace" initials="A" />);
    expect(screen.getByText("A")).toBeInTheDocument();
  });
});

describe("FallbackImage", () => {
  it("swaps to the placeholder when the image fails", () => {
    render(<FallbackImage src="https://example.com/broken.png" alt="Teapot" className="size-10" />);
    const img = screen.getByRole("img", { name: "Teapot" });
    expect(img.tagName).toBe("IMG");
    fireEvent.error(img);
    const placeholder = screen.getByRole("img", { name: "Teapot" });
    expect(placeholder.tagName).toBe("DIV");
    expect(placeholder).toHaveAttribute("data-slot", "image-placeholder");
  });

  it("tries fallbackSrc before the placeholder", () => {
    render(<FallbackImage src="https://example.com/broken.png" fallbackSrc="/placeholder.svg" alt="Flowers" />);
    fireEvent.error(screen.getByRole("img", { name: "Flowers" }));
    expect(screen.getByRole("img", { name: "Flowers" })).toHaveAttribute("src", "/placeholder.svg");
  });

  it("hides a decorative placeholder (empty alt) from assistive technology", () => {
    const { container } = render(<FallbackImage src={null} alt="" />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(container.querySelector('[data-slot="image-placeholder"]')).toHaveAttribute("aria-hidden", "true");
  });

  it("renders the placeholder without a src", () => {
    render(<FallbackImage src={null} alt="Nothing" />);
    expect(screen.getByRole("img", { name: "Nothing" }).tagName).toBe("DIV");
  });
});
