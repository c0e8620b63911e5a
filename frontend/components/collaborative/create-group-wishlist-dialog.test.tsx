import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  CreateGroupWishlistDialog,
  toCreatePayload,
} from "@/components/collaborative/create-group-wishlist-dialog";
import { AccountSettingsProbe, accountSettings } from "@/test/account-settings-probe";
import { json, mockApi } from "@/test/api-mock";
import { groupWishlist } from "@/test/fixtures";
import { renderOpenDialog } from "@/test/render";

const FRIENDS = [
  { id: 2, firstName: "Ben", lastName: "Cole", email: "ben@example.com", friendshipId: 12 },
  { id: 3, firstName: "Cat", lastName: "Diaz", email: "cat@example.com", friendshipId: 13 },
];

const CREATED = groupWishlist({ id: 9, name: "Lee Family Reunion" });

function renderDialog() {
  return renderOpenDialog(
    (onOpenChange) => <CreateGroupWishlistDialog open onOpenChange={onOpenChange} />,
    "Create Collaborative Wishlist",
  );
}

async function chooseFriend(dialog: HTMLElement, name: RegExp) {
  await userEvent.click(await within(dialog).findByRole("combobox", { name: "Invite Friends" }));
  await userEvent.click(await screen.findByRole("option", { name }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("toCreatePayload", () => {
  it("omits the empty optional fields and sends listed only for a public list", () => {
    expect(
      toCreatePayload({ name: "A", description: "", occasion: "none", eventDate: "", isPublic: false, listed: true }),
    ).toEqual({ name: "A", isPublic: false });
    expect(
      toCreatePayload({
        name: "A",
        description: "B",
        occasion: "baby-shower",
        eventDate: "2027-03-04",
        isPublic: true,
        listed: true,
      }),
    ).toEqual({ name: "A", description: "B", occasion: "baby-shower", eventDate: "2027-03-04", isPublic: true, listed: true });
  });
});

describe("CreateGroupWishlistDialog", () => {
  it("Create is disabled while the trimmed name is empty", async () => {
    mockApi({ "GET /api/friends": FRIENDS });
    const { dialog } = renderDialog();
    const create = within(dialog).getByRole("button", { name: "Create Wishlist" });
    const name = within(dialog).getByLabelText("Wishlist Name *");
    expect(create).toBeDisabled();
    await userEvent.type(name, "   ");
    expect(create).toBeDisabled();
    await userEvent.type(name, "x");
    expect(create).toBeEnabled();
  });

  it("has an optional 3-row description, occasion, event date, and public off by default", async () => {
    mockApi({ "GET /api/friends": FRIENDS });
    const { dialog } = renderDialog();
    expect(within(dialog).getByLabelText("Description")).toHaveAttribute("rows", "3");
    expect(within(dialog).getByRole("combobox", { name: "Occasion" })).toHaveTextContent("No occasion");
    expect(within(dialog).getByLabelText("Event Date")).toHaveAttribute("type", "date");
    expect(within(dialog).getByRole("switch", { name: "Make Public" })).not.toBeChecked();
  });

  it("'List it in Find a list' is enabled only while public", async () => {
    mockApi({ "GET /api/friends": FRIENDS });
    const { dialog } = renderDialog();
    const listed = within(dialog).getByRole("switch", { name: "List it in Find a list" });
    expect(listed).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("switch", { name: "Make Public" }));
    expect(listed).toBeEnabled();
    await userEvent.click(listed);
    expect(listed).toBeChecked();
    // Private again: no longer listed, and disabled.
    await userEvent.click(within(dialog).getByRole("switch", { name: "Make Public" }));
    expect(listed).toBeDisabled();
    expect(listed).not.toBeChecked();
  });

  it("made public, 'List it in Find a list' starts as the account's default says", async () => {
    const api = mockApi({
      "GET /api/friends": [],
      "GET /api/account/settings": accountSettings({ listByDefault: true }),
      "GET /api/collaborative-wishlists": [],
      "POST /api/collaborative-wishlists": json(201, CREATED),
    });
    const { dialog } = renderOpenDialog(
      (onOpenChange) => (
        <>
          <AccountSettingsProbe />
          <CreateGroupWishlistDialog open onOpenChange={onOpenChange} />
        </>
      ),
      "Create Collaborative Wishlist",
    );
    await waitFor(() => expect(screen.getByTestId("account-settings-probe")).toHaveTextContent("loaded"));
    const listed = within(dialog).getByRole("switch", { name: "List it in Find a list" });
    // Private: never listed.
    expect(listed).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole("switch", { name: "Make Public" }));
    expect(listed).toBeChecked();
    // It can still be turned off for this list.
    await userEvent.click(listed);
    expect(listed).not.toBeChecked();
    await userEvent.click(listed);

    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "Lee Family Reunion");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Wishlist" }));
    await waitFor(() =>
      expect(api.calls("POST", "/api/collaborative-wishlists")).toEqual([
        { name: "Lee Family Reunion", isPublic: true, listed: true },
      ]),
    );
  });

  it("with listByDefault off, a list made public is not listed", async () => {
    mockApi({ "GET /api/friends": [], "GET /api/account/settings": accountSettings({ listByDefault: false }) });
    const { dialog } = renderOpenDialog(
      (onOpenChange) => (
        <>
          <AccountSettingsProbe />
          <CreateGroupWishlistDialog open onOpenChange={onOpenChange} />
        </>
      ),
      "Create Collaborative Wishlist",
    );
    await waitFor(() => expect(screen.getByTestId("account-settings-probe")).toHaveTextContent("loaded"));
    await userEvent.click(within(dialog).getByRole("switch", { name: "Make Public" }));
    expect(within(dialog).getByRole("switch", { name: "List it in Find a list" })).not.toBeChecked();
  });

  it("the picker hides chosen friends; chips remove them again", async () => {
    mockApi({ "GET /api/friends": FRIENDS });
    const { dialog } = renderDialog();
    await chooseFriend(dialog, /Ben Cole/);
    const chips = within(dialog).getByRole("list", { name: "Friends to invite" });
    expect(within(chips).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Ben Cole"]);

    await userEvent.click(within(dialog).getByRole("combobox", { name: "Invite Friends" }));
    const listbox = await screen.findByRole("listbox");
    expect(within(listbox).queryByRole("option", { name: /Ben Cole/ })).not.toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole("option", { name: /Cat Diaz/ }));

    // Everyone is chosen: nothing left to pick.
    expect(within(dialog).getByText("No friends available")).toBeInTheDocument();
    expect(within(dialog).queryByRole("combobox", { name: "Invite Friends" })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Remove Ben Cole" }));
    expect(within(chips).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Cat Diaz"]);
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Invite Friends" }));
    expect(await screen.findByRole("option", { name: /Ben Cole/ })).toBeInTheDocument();
  });

  it("says 'No friends available' without friends", async () => {
    mockApi({ "GET /api/friends": [] });
    const { dialog } = renderDialog();
    expect(await within(dialog).findByText("No friends available")).toBeInTheDocument();
  });

  it("POSTs the trimmed name without an empty description, then invites each friend once as 'member'", async () => {
    const api = mockApi({
      "GET /api/friends": FRIENDS,
      "GET /api/collaborative-wishlists": [],
      "POST /api/collaborative-wishlists": json(201, CREATED),
      "POST /api/collaborative-wishlists/9/members": ({ body }) => json(201, { userId: (body as { userId: number }).userId }),
    });
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "  Lee Family Reunion  ");
    await userEvent.type(within(dialog).getByLabelText("Description"), "   ");
    await chooseFriend(dialog, /Ben Cole/);
    await chooseFriend(dialog, /Cat Diaz/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Wishlist" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls("POST", "/api/collaborative-wishlists")).toEqual([{ name: "Lee Family Reunion", isPublic: false }]);
    expect(api.calls("POST", "/api/collaborative-wishlists/9/members")).toEqual([
      { userId: 2, role: "member" },
      { userId: 3, role: "member" },
    ]);
    expect(screen.getByText("Wishlist Created")).toBeInTheDocument();
    // The list is refreshed.
    await waitFor(() => expect(api.calls("GET", "/api/collaborative-wishlists").length).toBeGreaterThan(0));
  });

  it("sends the trimmed description, occasion, date and listed when given", async () => {
    const api = mockApi({
      "GET /api/friends": [],
      "GET /api/collaborative-wishlists": [],
      "POST /api/collaborative-wishlists": json(201, CREATED),
    });
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "Baby Lee");
    await userEvent.type(within(dialog).getByLabelText("Description"), "  For the new baby ");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Occasion" }));
    await userEvent.click(await screen.findByRole("option", { name: "Baby Shower" }));
    await userEvent.type(within(dialog).getByLabelText("Event Date"), "2027-03-04");
    await userEvent.click(within(dialog).getByRole("switch", { name: "Make Public" }));
    await userEvent.click(within(dialog).getByRole("switch", { name: "List it in Find a list" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Wishlist" }));
    await waitFor(() =>
      expect(api.calls("POST", "/api/collaborative-wishlists")).toEqual([
        {
          name: "Baby Lee",
          description: "For the new baby",
          occasion: "baby-shower",
          eventDate: "2027-03-04",
          isPublic: true,
          listed: true,
        },
      ]),
    );
  });

  it("a failed create toasts 'Creation Failed' with the server's message, keeps the dialog and invites nobody", async () => {
    const api = mockApi({
      "GET /api/friends": FRIENDS,
      "POST /api/collaborative-wishlists": json(400, { message: "Name must be at most 200 characters" }),
    });
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "Lee");
    await chooseFriend(dialog, /Ben Cole/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Wishlist" }));
    expect(await screen.findByText("Creation Failed")).toBeInTheDocument();
    expect(screen.getByText("Name must be at most 200 characters")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(api.calls("POST", "/api/collaborative-wishlists/9/members")).toHaveLength(0);
    expect(within(dialog).getByRole("button", { name: "Create Wishlist" })).toBeEnabled();
  });

  it("without a server message the toast says 'Failed to create wishlist. Please try again.'", async () => {
    mockApi({ "GET /api/friends": [], "POST /api/collaborative-wishlists": new Response("", { status: 502 }) });
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "Lee");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Wishlist" }));
    expect(await screen.findByText("Failed to create wishlist. Please try again.")).toBeInTheDocument();
  });

  it("Create is disabled while submitting", async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      "GET /api/friends": [],
      "GET /api/collaborative-wishlists": [],
      "POST /api/collaborative-wishlists": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "Lee");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Wishlist" }));
    expect(await within(dialog).findByRole("button", { name: "Creating..." })).toBeDisabled();
    answer(json(201, CREATED));
    expect(await screen.findByText("Wishlist Created")).toBeInTheDocument();
  });

  it("when an invite fails the toast names the friend; the list still refreshes and the dialog closes", async () => {
    const api = mockApi({
      "GET /api/friends": FRIENDS,
      "GET /api/collaborative-wishlists": [],
      "POST /api/collaborative-wishlists": json(201, CREATED),
      "POST /api/collaborative-wishlists/9/members": ({ body }) =>
        (body as { userId: number }).userId === 2
          ? json(400, { message: "You can only invite your friends.", fields: { userId: "You can only invite your friends." } })
          : json(201, { userId: 3 }),
    });
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "Lee");
    await chooseFriend(dialog, /Ben Cole/);
    await chooseFriend(dialog, /Cat Diaz/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Wishlist" }));

    expect(
      await screen.findByText("The list was created, but inviting Ben Cole failed: You can only invite your friends."),
    ).toBeInTheDocument();
    expect(screen.getByText("Creation Failed")).toBeInTheDocument();
    expect(screen.queryByText("Wishlist Created")).not.toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.calls("POST", "/api/collaborative-wishlists/9/members")).toHaveLength(2);
    await waitFor(() => expect(api.calls("GET", "/api/collaborative-wishlists").length).toBeGreaterThan(0));
  });
});
