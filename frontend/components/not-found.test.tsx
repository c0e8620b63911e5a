import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { MockLink } from "@/test/next-mocks";

vi.mock("next/link", () => ({ default: MockLink }));

import { NotFound } from "@/components/not-found";

describe("NotFound", () => {
  it("shows the spec's title and hint", () => {
    render(<NotFound />);
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
  });
});
