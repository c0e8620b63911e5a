import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  FAMILY_DESCRIPTION,
  FAMILY_EMPTY_TEXT,
  FAMILY_EMPTY_TITLE,
  FamilyPage,
} from "@/components/family/family-page";
import { json, mockApi } from "@/test/api-mock";
import { dependant } from "@/test/dependants";
import { user } from "@/test/fixtures";
import { renderWithToaster } from "@/test/render";

const MIA = dependant();
/** Grandpa Joe: Ben added him, Ada (me) looks after him too; an invite is open. */
const JOE = dependant({
  id: 7,
  name: "Grandpa Joe",
  kind: "grandparent",
  birthday: null,
  photoUrl: "https://img.example.com/joe.jpg",
  createdBy: 2,
  canDelete: false,
  guardians: [
    { userId: 2, name: "Ben Cole" },
    { userId: 1, name: "Ada Lovelace" },
  ],
  invite: { email: "joe@example.com", invitedAt: "2026-11-23T10:00:00Z", url: null },
  lists: [],
});

function renderPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ "GET /api/auth/user": user(), "GET /api/dependants": [MIA, JOE], ...routes });
  renderWithToaster(<FamilyPage />);
  return api;
}

async function card(name: string) {
  return screen.findByRole("article", { name });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("FamilyPage", () => {
  it("without anyone: the heading, the description and the empty state", async () => {
    renderPage({ "GET /api/dependants": [] });
    expect(screen.getByRole("heading", { level: 1, name: "Family" })).toBeInTheDocument();
    expect(screen.getByText(FAMILY_DESCRIPTION)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: FAMILY_EMPTY_TITLE })).toBeInTheDocument();
    expect(screen.getByText(FAMILY_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Add someone" })).toHaveLength(2);
  });

  it("a card for each: photo or initial, who they are, birthday, guardians and their lists", async () => {
    renderPage();
    const mia = await card("Mia");
    expect(within(mia).getByRole("img", { name: "Mia" })).toHaveTextContent("M");
    expect(within(mia).getByTestId("dependant-kind")).toHaveTextContent("Child");
    expect(within(mia).getByTestId("dependant-birthday")).toHaveTextContent("March 14, 2019");
    expect(within(mia).getByTestId("looked-after-by")).toHaveTextContent("Looked after by Ada Lovelace");
    const list = within(mia).getByRole("link", { name: /Mia's wishlist/ });
    expect(list).toHaveAttribute("href", "/wishlist?list=40");
    expect(within(list).getByTestId("item-count")).toHaveTextContent("2 items");
    // I added her: Delete, and an account to give her.
    expect(within(mia).getByRole("button", { name: "Delete Mia" })).toBeInTheDocument();
    expect(within(mia).getByRole("button", { name: "Give Mia an account" })).toBeInTheDocument();
    expect(within(mia).getByRole("button", { name: "New list" })).toBeInTheDocument();
    expect(within(mia).getByRole("button", { name: "Add a guardian" })).toBeInTheDocument();
    expect(within(mia).getByRole("link", { name: "Gifts for Mia" })).toHaveAttribute("href", "/person?dependant=5");

    const joe = await card("Grandpa Joe");
    expect(within(joe).getByRole("img", { name: "Grandpa Joe" })).toBeInTheDocument();
    expect(within(joe).getByTestId("dependant-kind")).toHaveTextContent("Grandparent");
    expect(within(joe).queryByTestId("dependant-birthday")).not.toBeInTheDocument();
    expect(within(joe).getByTestId("looked-after-by")).toHaveTextContent("Looked after by Ben Cole and Ada Lovelace");
    // Ben added him: no Delete, no Remove for Ben; Leave for me.
    expect(within(joe).queryByRole("button", { name: "Delete Grandpa Joe" })).not.toBeInTheDocument();
    expect(within(joe).queryByRole("button", { name: "Remove Ben Cole as guardian" })).not.toBeInTheDocument();
    expect(within(joe).getByRole("button", { name: "Stop looking after Grandpa Joe" })).toBeInTheDocument();
    // The open invite, instead of a new one.
    expect(within(joe).getByTestId("open-invite")).toHaveTextContent("Invited joe@example.com");
    expect(within(joe).getByRole("button", { name: "Withdraw invite" })).toBeInTheDocument();
    expect(within(joe).queryByRole("button", { name: "Give Grandpa Joe an account" })).not.toBeInTheDocument();
  });

  it("the one who added them removes another guardian", async () => {
    const withBen = dependant({
      guardians: [
        { userId: 1, name: "Ada Lovelace" },
        { userId: 2, name: "Ben Cole" },
      ],
    });
    const api = renderPage({
      "GET /api/dependants": [withBen],
      "DELETE /api/dependants/5/guardians/2": new Response(null, { status: 204 }),
    });
    const mia = await card("Mia");
    await userEvent.click(within(mia).getByRole("button", { name: "Remove Ben Cole as guardian" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/dependants/5/guardians/2")).toHaveLength(1));
    expect(await screen.findByText("Guardian removed")).toBeInTheDocument();
  });

  it("Add someone posts the name and who they are, and shows the server's field messages", async () => {
    const api = renderPage({
      "GET /api/dependants": [],
      "POST /api/dependants": ({ body }) =>
        (body as { photoUrl?: string }).photoUrl
          ? json(400, { message: "Invalid input", fields: { photoUrl: "The photo link must start with https://" } })
          : json(201, dependant({ name: "Rex", kind: "pet" })),
    });
    await screen.findByRole("heading", { name: FAMILY_EMPTY_TITLE });
    await userEvent.click(screen.getAllByRole("button", { name: "Add someone" })[0]);
    const dialog = await screen.findByRole("dialog", { name: "Add someone" });

    // A name first.
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(api.calls("POST", "/api/dependants")).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText("Name"), "Rex");
    await userEvent.click(await within(dialog).findByRole("combobox", { name: "Who they are" }));
    await userEvent.click(await screen.findByRole("option", { name: "Pet" }));
    await userEvent.type(within(dialog).getByLabelText("Photo link"), "http://img.example.com/rex.jpg");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await within(dialog).findByText("The photo link must start with https://")).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText("Photo link"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add someone" })).not.toBeInTheDocument());
    expect(api.calls("POST", "/api/dependants").at(-1)).toEqual({ name: "Rex", kind: "pet" });
    expect(await screen.findByText("Rex added")).toBeInTheDocument();
  });

  it("Leave asks first, then takes me off with my own id", async () => {
    const api = renderPage({ "DELETE /api/dependants/7/guardians/1": new Response(null, { status: 204 }) });
    const joe = await card("Grandpa Joe");
    await userEvent.click(within(joe).getByRole("button", { name: "Stop looking after Grandpa Joe" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Stop looking after Grandpa Joe?" });
    expect(within(confirm).getByText("You won't see their lists as a guardian any more.")).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/dependants/7/guardians/1")).toHaveLength(1));
  });

  it("Leave as the only guardian says the server's reason", async () => {
    renderPage({
      "DELETE /api/dependants/5/guardians/1": json(409, { message: "You are their only guardian: delete them instead." }),
    });
    const mia = await card("Mia");
    await userEvent.click(within(mia).getByRole("button", { name: "Stop looking after Mia" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Stop looking after Mia?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Leave" }));
    expect(await screen.findByText("You are their only guardian: delete them instead.")).toBeInTheDocument();
  });

  it("Delete asks first, saying what goes, then deletes them", async () => {
    const api = renderPage({ "DELETE /api/dependants/5": new Response(null, { status: 204 }) });
    const mia = await card("Mia");
    await userEvent.click(within(mia).getByRole("button", { name: "Delete Mia" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Mia?" });
    expect(
      within(confirm).getByText(
        "Their lists and everything on them are deleted too. Givers who claimed something are told.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/dependants/5")).toHaveLength(1));
  });

  it("Withdraw invite deletes the open invite", async () => {
    const api = renderPage({ "DELETE /api/dependants/7/invite": new Response(null, { status: 204 }) });
    const joe = await card("Grandpa Joe");
    await userEvent.click(within(joe).getByRole("button", { name: "Withdraw invite" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/dependants/7/invite")).toHaveLength(1));
    expect(await screen.findByText("Invite withdrawn")).toBeInTheDocument();
  });

  it("New list makes a list of theirs, shown to friends", async () => {
    const api = renderPage({
      "POST /api/dependants/5/lists": json(201, { ...MIA.lists[0], id: 41, name: "Christmas" }),
    });
    const mia = await card("Mia");
    await userEvent.click(within(mia).getByRole("button", { name: "New list" }));
    const dialog = await screen.findByRole("dialog", { name: "New List" });
    expect(within(dialog).queryByText("This is a registry")).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "Christmas");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create List" }));
    await waitFor(() =>
      expect(api.calls("POST", "/api/dependants/5/lists")).toEqual([{ name: "Christmas", visibility: "friends" }]),
    );
  });

  it("Add a guardian offers friends who are not guardians yet, with the words for it", async () => {
    const ben = { id: 2, friendshipId: 44, firstName: "Ben", lastName: "Cole", email: "ben@example.com", profileImageUrl: null };
    const cat = { id: 3, friendshipId: 45, firstName: "Cat", lastName: "Diaz", email: "cat@example.com", profileImageUrl: null };
    const api = renderPage({
      "GET /api/friends": [ben, cat],
      "POST /api/dependants/7/guardians": JOE,
    });
    const joe = await card("Grandpa Joe");
    await userEvent.click(within(joe).getByRole("button", { name: "Add a guardian" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a guardian" });
    expect(
      within(dialog).getByText("They keep Grandpa Joe's lists with you and see what is claimed, so nobody buys twice."),
    ).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole("combobox", { name: "Friends" }));
    const options = await screen.findAllByRole("option");
    // Ben looks after him already.
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining("Cat Diaz")]);
    await userEvent.click(options[0]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(api.calls("POST", "/api/dependants/7/guardians")).toEqual([{ userId: 3 }]));
  });
});
