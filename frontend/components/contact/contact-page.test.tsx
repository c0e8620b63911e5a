import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";



import { ContactPage } from "@/components/contact/contact-page";
import { mockApi } from "@/test/api-mock";
import { renderWithSwr } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ContactPage", () => {
  it("shows the configured support email, response times, Compose Email, subjects and the FAQ", async () => {
    mockApi({
      "GET /api/meta": { productName: "Presently", supportEmail: "help@example.org", signInMethod: "dev", features: {} },
    });
    renderWithSwr(<ContactPage />);
    expect(await screen.findByTestId("support-email")).toHaveTextContent("help@example.org");
    expect(screen.getByRole("link", { name: "Compose Email" })).toHaveAttribute(
      "href",
      "mailto:help@example.org?subject=Support%20Request",
    );
    const times = screen.getByRole("region", { name: "Response Times" });
    expect(times).toHaveTextContent("General support24-48 hours");
    expect(times).toHaveTextContent("Technical issues12-24 hours");
    expect(times).toHaveTextContent("Privacy concerns24 hours");
    expect(within(screen.getByRole("list", { name: "Subject categories" })).getAllByRole("listitem").length).toBeGreaterThan(3);
    for (const q of [
      "How do I delete my account?",
      "Is my data secure?",
      "How do I report a bug?",
      "Can I request a feature?",
    ]) {
      expect(screen.getByRole("heading", { level: 3, name: q })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
  });

  it("answers account deletion as the app does it: in Settings, or by email, never 'coming soon'", async () => {
    mockApi({
      "GET /api/meta": { productName: "Presently", supportEmail: "help@example.org", signInMethod: "dev", features: {} },
    });
    renderWithSwr(<ContactPage />);
    await screen.findByText("help@example.org", { selector: "[data-testid=support-email]" });
    const question = screen.getByRole("heading", { level: 3, name: "How do I delete my account?" });
    const answer = question.nextElementSibling as HTMLElement;
    expect(answer).not.toHaveTextContent(/coming soon/i);
    expect(answer).toHaveTextContent("In Settings, at the bottom: Delete account");
    expect(within(answer).getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
    expect(within(answer).getByRole("link", { name: "help@example.org" })).toHaveAttribute(
      "href",
      "mailto:help@example.org?subject=Account%20deletion%20request",
    );
    expect(document.body).not.toHaveTextContent(/coming soon/i);
  });

  it("falls back to the default address before /api/meta answers", () => {
    mockApi({});
    renderWithSwr(<ContactPage />);
    expect(screen.getByRole("link", { name: "Compose Email" })).toHaveAttribute(
      "href",
      "mailto:support@presently.app?subject=Support%20Request",
    );
  });
});
