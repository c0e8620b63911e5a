import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { CHECK_CONNECTION, LoadErrorAlert } from "@/components/load-error";

describe("LoadErrorAlert", () => {
  it("is an alert: 'Unable to load {what}' and the spec's advice", () => {
    render(<LoadErrorAlert what="your wishlist" />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Unable to load your wishlist");
    expect(alert).toHaveTextContent("Please try again or check your connection.");
    expect(screen.getByText("Unable to load your wishlist")).toBeInTheDocument();
  });

  it("says the advice the spec words", () => {
    expect(CHECK_CONNECTION).toBe("Please try again or check your connection.");
  });
});
