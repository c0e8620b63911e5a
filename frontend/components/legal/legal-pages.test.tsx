import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";



import { PrivacyPolicyPage } from "@/components/legal/privacy-policy";
import { TermsOfServicePage } from "@/components/legal/terms-of-service";
import { mockApi } from "@/test/api-mock";
import { renderWithSwr } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ["Privacy Policy", PrivacyPolicyPage],
  ["Terms of Service", TermsOfServicePage],
])("%s", (title, Page) => {
  it("is dated January 3, 2025 and discloses retail, restaurant and travel partner programmes", async () => {
    mockApi({ "GET /api/meta": { productName: "Presently", supportEmail: "help@example.org", signInMethod: "dev", features: {} } });
    renderWithSwr(<Page />);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText("Last updated January 3, 2025")).toBeInTheDocument();
    const disclosure = screen.getByRole("region", { name: "Affiliate Disclosure" });
    expect(disclosure).toHaveTextContent("Retail partners");
    expect(disclosure).toHaveTextContent("Restaurant partners");
    expect(disclosure).toHaveTextContent("Travel partners");
    expect((await screen.findAllByText("help@example.org")).length).toBeGreaterThan(0);
  });

  it("says export and account deletion are in Settings today, not 'coming soon'", () => {
    mockApi({});
    renderWithSwr(<Page />);
    expect(screen.getByRole("article")).not.toHaveTextContent(/coming soon/i);
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
  });
});

describe("Privacy Policy content", () => {
  it("says what is stored, why, for how long, and how to export or delete it", () => {
    mockApi({});
    renderWithSwr(<PrivacyPolicyPage />);
    const stored = screen.getByRole("region", { name: "What we store" });
    for (const part of [
      "account profile",
      "Special dates",
      "Contacts",
      "Wishlists",
      "Group lists and claims",
      "Friends",
      "Notifications",
      "session",
    ]) {
      expect(stored).toHaveTextContent(part);
    }
    expect(screen.getByRole("region", { name: "Why we store it" })).toBeInTheDocument();
    const howLong = screen.getByRole("region", { name: "How long we keep it" });
    expect(howLong).toHaveTextContent("until you delete it");
    expect(howLong).toHaveTextContent("Sessions expire after 30 days idle");
    const rights = screen.getByRole("region", { name: "Getting a copy or deleting your data" });
    expect(rights).toHaveTextContent("Export");
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("href", "/settings");
  });

  it("describes Settings' Your data and Delete account as they are: files to download, import, delete it yourself", () => {
    mockApi({});
    renderWithSwr(<PrivacyPolicyPage />);
    const rights = screen.getByRole("region", { name: "Getting a copy or deleting your data" });
    expect(rights).toHaveTextContent("download all your data as one JSON file");
    expect(rights).toHaveTextContent("vCard file (.vcf)");
    expect(rights).toHaveTextContent("calendar file (.ics)");
    expect(rights).toHaveTextContent("Import: bring a JSON export into an empty account");
    expect(rights).toHaveTextContent("Delete account, at the bottom of Settings");
    // Export is a download: no email asks for it.
    for (const link of within(rights).getAllByTestId("support-email")) {
      expect(link.getAttribute("href")).not.toMatch(/export/i);
    }
    // Deleting the account keeps others' plans: it says what passes on and what stays.
    const howLong = screen.getByRole("region", { name: "How long we keep it" });
    expect(howLong).toHaveTextContent("pass to their longest-standing member");
    expect(howLong).toHaveTextContent("shown as ‘Someone’");
  });
});
