import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ContactList } from "@/components/contacts/contact-list";
import type { Contact } from "@/lib/contacts";
import { mockApi } from "@/test/api-mock";
import { renderWithSwr, renderWithToaster } from "@/test/render";

function contact(overrides: Partial<Contact>): Contact {
  return {
    id: 1,
    name: "Someone",
    email: null,
    phone: null,
    relationship: null,
    preferences: null,
    interests: [],
    photoUrl: null,
    ...overrides,
  };
}

const PEOPLE = [
  contact({ id: 1, name: "Ada Lovelace", relationship: "friend", email: "ada@example.com", interests: ["maths", "poetry"] }),
  contact({ id: 2, name: "Mum", relationship: "parent", phone: "+44 1234" }),
  contact({ id: 3, name: "Sam", relationship: "colleague" }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ContactList", () => {
  it("shows cards with avatar initials, relationship, email, phone and interests", async () => {
    mockApi({ "GET /api/contacts": PEOPLE });
    renderWithSwr(<ContactList />);
    const ada = await screen.findByRole("article", { name: "Ada Lovelace" });
    expect(within(ada).getByRole("img", { name: "Ada Lovelace" })).toHaveTextContent("AL");
    expect(ada).toHaveTextContent("Friend");
    expect(ada).toHaveTextContent("ada@example.com");
    expect(within(within(ada).getByRole("list", { name: "Interests" })).getAllByRole("listitem")).toHaveLength(2);
    expect(within(ada).getByRole("link", { name: "Gifts for Ada Lovelace" })).toHaveAttribute("href", "/person?contact=1");
    expect(screen.getByRole("article", { name: "Mum" })).toHaveTextContent("+44 1234");
    expect(screen.getByRole("button", { name: "Import Contacts" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Contact" })).toBeInTheDocument();
  });

  it("filters by name or relationship and says 'No contacts found'", async () => {
    mockApi({ "GET /api/contacts": PEOPLE });
    renderWithSwr(<ContactList />);
    await screen.findAllByTestId("contact-card");
    const search = screen.getByRole("searchbox", { name: "Search contacts" });
    await userEvent.type(search, "PARENT");
    expect(screen.getAllByTestId("contact-card")).toHaveLength(1);
    expect(screen.getByRole("article", { name: "Mum" })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, "ada");
    expect(screen.getAllByTestId("contact-card")).toHaveLength(1);
    await userEvent.type(search, "zzz");
    expect(screen.getByText("No contacts found")).toBeInTheDocument();
    expect(screen.queryByText("No contacts yet")).not.toBeInTheDocument();
  });

  it("says 'No contacts yet' without contacts", async () => {
    mockApi({ "GET /api/contacts": [] });
    renderWithSwr(<ContactList />);
    expect(await screen.findByText("No contacts yet")).toBeInTheDocument();
  });

  it("deletes after confirming (the dates stay) and revalidates", async () => {
    let list = PEOPLE;
    const api = mockApi({
      "GET /api/contacts": () => new Response(JSON.stringify(list), { status: 200 }),
      "DELETE /api/contacts/2": () => {
        list = PEOPLE.filter((c) => c.id !== 2);
        return new Response(JSON.stringify({ id: 2, deleted: true }), { status: 200 });
      },
    });
    renderWithToaster(<ContactList />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Mum" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete contact?" });
    expect(confirm).toHaveTextContent("special dates stay");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Contact deleted")).toBeInTheDocument();
    expect(api.calls("DELETE", "/api/contacts/2")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("article", { name: "Mum" })).not.toBeInTheDocument());
  });

  it("opens the edit dialog with the contact", async () => {
    mockApi({ "GET /api/contacts": PEOPLE });
    renderWithSwr(<ContactList />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit Sam" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Contact" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Sam");
  });
});
