import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";



import { NotFound } from "@/components/not-found";

describe("NotFound", () => {
  it("shows the spec's title and hint", () => {
    render(<NotFound />);
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeInTheDocument();
  });
});
