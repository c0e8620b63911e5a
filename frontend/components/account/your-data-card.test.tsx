import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { IMPORT_COMPLETE, YourDataCard } from "@/components/account/your-data-card";
import { IMPORT_TOO_LARGE, NOT_AN_EXPORT } from "@/lib/account";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

const EXPORT_TEXT = JSON.stringify({ format: "presently-export", version: 1, contacts: [], dates: [], wishlist: [] });
const NOT_EMPTY =
  "Import works only into an empty account: this one already has contacts, dates or wishlist items.";

function exportFile(text = EXPORT_TEXT, name = "presently-export-2026-11-24.json") {
  return new File([text], name, { type: "application/json" });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("YourDataCard", () => {
  it("offers the three downloads as links", () => {
    mockApi({});
    renderWithToaster(<YourDataCard />);
    const links = [
      ["Download all my data (JSON)", "/api/account/export"],
      ["Contacts (.vcf)", "/api/account/export/contacts.vcf"],
      ["Dates (.ics)", "/api/account/export/dates.ics"],
    ];
    for (const [name, href] of links) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("download");
    }
    expect(screen.getByText(/can be imported into an empty account on another Presently server/)).toBeInTheDocument();
  });

  it("imports the chosen file as it is and toasts what was added", async () => {
    const api = mockApi({ "POST /api/account/import": { contacts: 3, dates: 2, wishlistItems: 1, gifts: 0, lists: 0, budgets: 0 } });
    renderWithToaster(<YourDataCard />);
    const input = screen.getByLabelText("Import");
    expect(input).toHaveAttribute("accept", ".json,application/json");

    await userEvent.upload(input, exportFile());

    expect(await screen.findByText(IMPORT_COMPLETE)).toBeInTheDocument();
    expect(screen.getByText("Added 3 contacts, 2 dates and 1 wishlist item.")).toBeInTheDocument();
    const [url, init] = api.mock.calls.find(([, i]) => i?.method === "POST")!;
    expect(url).toBe("/api/account/import");
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(init?.body).toBe(EXPORT_TEXT);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each([
    [409, NOT_EMPTY],
    [400, NOT_AN_EXPORT],
    [400, "Contact 3: Name is required"],
  ])("shows the server's message on a %i", async (status, message) => {
    mockApi({ "POST /api/account/import": json(status, { message }) });
    renderWithToaster(<YourDataCard />);
    await userEvent.upload(screen.getByLabelText("Import"), exportFile());

    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText("Import")).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByText(IMPORT_COMPLETE)).not.toBeInTheDocument();
  });

  it("says the file is too large on a 413", async () => {
    mockApi({ "POST /api/account/import": new Response("", { status: 413 }) });
    renderWithToaster(<YourDataCard />);
    await userEvent.upload(screen.getByLabelText("Import"), exportFile());
    expect(await screen.findByRole("alert")).toHaveTextContent(IMPORT_TOO_LARGE);
  });

  it("refuses a file over 5 MB without sending it", async () => {
    const api = mockApi({});
    renderWithToaster(<YourDataCard />);
    const big = exportFile("x".repeat(5 * 1024 * 1024 + 1));
    await userEvent.upload(screen.getByLabelText("Import"), big);
    expect(await screen.findByRole("alert")).toHaveTextContent(IMPORT_TOO_LARGE);
    expect(api.calls("POST", "/api/account/import")).toHaveLength(0);
  });
});
