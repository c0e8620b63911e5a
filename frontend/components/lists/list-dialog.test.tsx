import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ListDialog, toNewListBody } from "@/components/lists/list-dialog";
import type { Friend } from "@/hooks/use-friends";
import type { MyList } from "@/hooks/use-lists";
import { CO_OWNER_FRIENDS_ONLY } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { user } from "@/test/fixtures";
import { defaultList, myList } from "@/test/my-lists";
import { renderOpenDialog } from "@/test/render";

const BIRTHDAY = myList({
  id: 12,
  name: "Birthday 2027",
  description: "For my 30th",
  occasion: "birthday",
  eventDate: "2027-03-04",
});

function renderNew(onCreated = vi.fn<(list: MyList) => void>()) {
  const rendered = renderOpenDialog(
    (onOpenChange) => <ListDialog open onOpenChange={onOpenChange} onCreated={onCreated} />,
    "New List",
  );
  return { ...rendered, onCreated };
}

function renderSettings(
  list: MyList,
  onDeleted = vi.fn<(list: MyList) => void>(),
  onLeft = vi.fn<(list: MyList) => void>(),
) {
  const rendered = renderOpenDialog(
    (onOpenChange) => (
      <ListDialog open onOpenChange={onOpenChange} list={list} onDeleted={onDeleted} onLeft={onLeft} />
    ),
    "List Settings",
  );
  return { ...rendered, onDeleted, onLeft };
}

/** A friend as `GET /api/friends` lists them (no photo; friendship id 100 + user id). */
function friend(fields: Pick<Friend, "id" | "firstName" | "lastName" | "email">): Friend {
  return { ...fields, profileImageUrl: null, friendshipId: 100 + fields.id };
}

/** A 204: no body. */
const noContent = () => new Response(null, { status: 204 });

async function choose(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(await within(dialog).findByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("toNewListBody", () => {
  it("sends the name and who sees it, and the optional fields only when given", () => {
    expect(
      toNewListBody({ name: "A", description: "", occasion: "none", eventDate: "", visibility: "private", registry: false }),
    ).toEqual({
      name: "A",
      visibility: "private",
    });
    expect(
      toNewListBody({
        name: "A",
        description: "B",
        occasion: "baby-shower",
        eventDate: "2027-03-04",
        visibility: "friends",
        registry: true,
      }),
    ).toEqual({
      name: "A",
      description: "B",
      occasion: "baby-shower",
      eventDate: "2027-03-04",
      visibility: "friends",
      registry: true,
    });
  });
});

describe("ListDialog: New List", () => {
  it("POSTs the list, toasts 'List created', closes and hands over the new list", async () => {
    const created = myList({ id: 15, name: "Wedding", occasion: "wedding", visibility: "friends" });
    const api = mockApi({ "POST /api/lists": json(201, created), "GET /api/lists": [defaultList(), created] });
    const { dialog, onOpenChange, onCreated } = renderNew();

    expect(await within(dialog).findByRole("combobox", { name: "Who can see it" })).toHaveTextContent(
      "Only friends I share items with",
    );
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "  Wedding ");
    await userEvent.type(within(dialog).getByLabelText("Description"), "Our registry");
    await choose(dialog, "Occasion", "Wedding");
    await userEvent.type(within(dialog).getByLabelText("Event Date"), "2027-06-12");
    await choose(dialog, "Who can see it", "All my friends");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create List" }));

    await waitFor(() =>
      expect(api.calls("POST", "/api/lists")).toEqual([
        {
          name: "Wedding",
          description: "Our registry",
          occasion: "wedding",
          eventDate: "2027-06-12",
          visibility: "friends",
        },
      ]),
    );
    expect(await screen.findByText("List created")).toBeInTheDocument();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("'This is a registry' sends registry: true; Housewarming is an occasion", async () => {
    const created = myList({ id: 16, name: "New Home", occasion: "housewarming", isRegistry: true, isPublic: true });
    const api = mockApi({ "POST /api/lists": json(201, created), "GET /api/lists": [defaultList(), created] });
    const { dialog, onCreated } = renderNew();

    const registry = await within(dialog).findByRole("switch", { name: "This is a registry" });
    expect(registry).not.toBeChecked();
    expect(registry).toHaveAccessibleDescription(
      "Guests buy from it by its public link, without an account. You see who gave what after the event.",
    );
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "New Home");
    await userEvent.click(await within(dialog).findByRole("combobox", { name: "Occasion" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "No occasion",
      "Birthday",
      "Wedding",
      "Baby Shower",
      "Anniversary",
      "Holiday",
      "Housewarming",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "Housewarming" }));
    await userEvent.click(registry);
    expect(registry).toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create List" }));

    await waitFor(() =>
      expect(api.calls("POST", "/api/lists")).toEqual([
        { name: "New Home", occasion: "housewarming", visibility: "private", registry: true },
      ]),
    );
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
  });

  it("asks for a name before sending anything", async () => {
    const api = mockApi({});
    const { dialog } = renderNew();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create List" }));
    expect(await within(dialog).findByText("Please enter a wishlist name")).toBeInTheDocument();
    expect(api.calls("POST", "/api/lists")).toHaveLength(0);
  });

  it("a 409 (the cap) says the server's message and stays open", async () => {
    mockApi({ "POST /api/lists": json(409, { message: "You can keep at most 100 lists." }) });
    const { dialog, onOpenChange, onCreated } = renderNew();
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "One too many");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create List" }));

    expect(await screen.findByText("You can keep at most 100 lists.")).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("shows a 400's field messages under their fields and stays open", async () => {
    const message = "That date is 3 or more days ago: the list would be revealed at once.";
    mockApi({ "POST /api/lists": json(400, { message, fields: { eventDate: message } }) });
    const { dialog, onOpenChange, onCreated } = renderNew();
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "Old times");
    await userEvent.type(within(dialog).getByLabelText("Event Date"), "2020-01-01");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create List" }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Event Date")).toHaveAttribute("aria-invalid", "true");
    expect(await screen.findByText("Failed to create the list. Please try again.")).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe("ListDialog: List Settings", () => {
  it("is filled in from the list and PATCHes only what changed", async () => {
    const api = mockApi({ "PATCH /api/lists/12": { ...BIRTHDAY, name: "30th Birthday" } });
    const { dialog, onOpenChange } = renderSettings(BIRTHDAY);
    expect(within(dialog).getByLabelText("Wishlist Name *")).toHaveValue("Birthday 2027");
    expect(within(dialog).getByLabelText("Description")).toHaveValue("For my 30th");
    expect(await within(dialog).findByRole("combobox", { name: "Occasion" })).toHaveTextContent("Birthday");
    expect(within(dialog).getByLabelText("Event Date")).toHaveValue("2027-03-04");

    await userEvent.clear(within(dialog).getByLabelText("Wishlist Name *"));
    await userEvent.type(within(dialog).getByLabelText("Wishlist Name *"), "30th Birthday");
    await choose(dialog, "Who can see it", "All my friends");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    await waitFor(() =>
      expect(api.calls("PATCH", "/api/lists/12")).toEqual([{ name: "30th Birthday", visibility: "friends" }]),
    );
    expect(await screen.findByText("List updated")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("'This is a registry' is on for a registry; turning it off PATCHes registry: false only", async () => {
    const registry = myList({ ...BIRTHDAY, isRegistry: true, isPublic: true, url: "http://host/lists/bday1" });
    const api = mockApi({ "PATCH /api/lists/12": { ...registry, isRegistry: false } });
    const { dialog } = renderSettings(registry);
    const toggle = await within(dialog).findByRole("switch", { name: "This is a registry" });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(api.calls("PATCH", "/api/lists/12")).toEqual([{ registry: false }]));
  });

  it("a list made a registry in its settings PATCHes registry: true", async () => {
    const api = mockApi({ "PATCH /api/lists/12": { ...BIRTHDAY, isRegistry: true } });
    const { dialog } = renderSettings(BIRTHDAY);
    await userEvent.click(await within(dialog).findByRole("switch", { name: "This is a registry" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(api.calls("PATCH", "/api/lists/12")).toEqual([{ registry: true }]));
  });

  it("my main wishlist's settings are only who can see it, and send only that", async () => {
    const main = defaultList();
    const api = mockApi({ "PATCH /api/lists/-3": { ...main, visibility: "friends" } });
    const { dialog } = renderSettings(main);
    // Never a registry.
    expect(within(dialog).queryByRole("switch", { name: "This is a registry" })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Wishlist Name *")).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Event Date")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("combobox", { name: "Occasion" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Delete List" })).not.toBeInTheDocument();

    await choose(dialog, "Who can see it", "All my friends");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(api.calls("PATCH", "/api/lists/-3")).toEqual([{ visibility: "friends" }]));
    expect(await screen.findByText("List updated")).toBeInTheDocument();
  });

  it("Delete List asks first, then DELETEs, toasts 'List deleted' and hands the list over", async () => {
    const api = mockApi({ "DELETE /api/lists/12": { id: 12, deleted: true } });
    const { dialog, onOpenChange, onDeleted } = renderSettings(BIRTHDAY);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete List" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this list?" });
    expect(confirm).toHaveTextContent('"Birthday 2027" and its items will be deleted.');
    expect(api.calls("DELETE", "/api/lists/12")).toHaveLength(0);

    await userEvent.click(within(confirm).getByRole("button", { name: "Delete List" }));
    await waitFor(() => expect(api.calls("DELETE", "/api/lists/12")).toHaveLength(1));
    expect(await screen.findByText("List deleted")).toBeInTheDocument();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(BIRTHDAY));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("Cancel on the question deletes nothing", async () => {
    const api = mockApi({ "DELETE /api/lists/12": { id: 12, deleted: true } });
    const { dialog, onDeleted } = renderSettings(BIRTHDAY);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete List" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this list?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.calls("DELETE", "/api/lists/12")).toHaveLength(0);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

describe("ListDialog: co-owners", () => {
  const BEN = friend({ id: 2, firstName: "Ben", lastName: "Cole", email: "ben@example.com" });
  const CAT = friend({ id: 3, firstName: "Cat", lastName: "Diaz", email: "cat@example.com" });
  const DAN = friend({ id: 4, firstName: "Dan", lastName: "Park", email: "dan@example.com" });
  /** Our wedding list: mine, kept with Ben. */
  const WEDDING = myList({ id: 15, name: "Our Wedding", coOwners: [{ userId: 2, name: "Ben Cole" }] });

  it("the owner sees the co-owners and adds a friend who is not one yet: POST {userId}", async () => {
    const withCat = { ...WEDDING, coOwners: [...WEDDING.coOwners, { userId: 3, name: "Cat Diaz" }] };
    const api = mockApi({
      "GET /api/friends": [BEN, CAT, DAN],
      "POST /api/lists/15/co-owners": withCat,
      "GET /api/lists": [defaultList(), withCat],
    });
    const { dialog, onOpenChange } = renderSettings(WEDDING);
    const section = within(dialog).getByRole("region", { name: "Co-owners" });
    expect(section).toHaveTextContent(
      "Co-owners change this list's items and settings. Claims stay hidden from all of you.",
    );
    expect(within(section).getByRole("list", { name: "Co-owners" })).toHaveTextContent("Ben Cole");

    const select = await within(section).findByRole("combobox", { name: "Add co-owner" });
    await userEvent.click(select);
    // Friends who do not keep it yet only.
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "Cat Diazcat@example.com",
      "Dan Parkdan@example.com",
    ]);
    await userEvent.click(screen.getByRole("option", { name: /Cat Diaz/ }));
    await userEvent.click(within(section).getByRole("button", { name: "Add" }));

    await waitFor(() => expect(api.calls("POST", "/api/lists/15/co-owners")).toEqual([{ userId: 3 }]));
    expect(await screen.findByText("Co-owner added")).toBeInTheDocument();
    expect(screen.getByText("Cat Diaz can now change this list's items and settings.")).toBeInTheDocument();
    // My lists are loaded again; the settings stay open.
    await waitFor(() => expect(api.calls("GET", "/api/lists")).toHaveLength(1));
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(api.calls("PATCH", "/api/lists/15")).toHaveLength(0);
  });

  it("a refused add says the server's reason and keeps the friend chosen", async () => {
    const api = mockApi({
      "GET /api/friends": [CAT],
      "POST /api/lists/15/co-owners": json(400, {
        message: CO_OWNER_FRIENDS_ONLY,
        fields: { userId: CO_OWNER_FRIENDS_ONLY },
      }),
    });
    const { dialog } = renderSettings(WEDDING);
    await userEvent.click(await within(dialog).findByRole("combobox", { name: "Add co-owner" }));
    await userEvent.click(await screen.findByRole("option", { name: /Cat Diaz/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));

    expect(await screen.findByText(`Adding Cat Diaz failed: ${CO_OWNER_FRIENDS_ONLY}`)).toBeInTheDocument();
    expect(api.calls("POST", "/api/lists/15/co-owners")).toEqual([{ userId: 3 }]);
    expect(within(dialog).getByRole("list", { name: "Friends to add" })).toHaveTextContent("Cat Diaz");
  });

  it("the owner removes a co-owner: DELETE /api/lists/{id}/co-owners/{userId}", async () => {
    const api = mockApi({
      "GET /api/friends": [BEN],
      "DELETE /api/lists/15/co-owners/2": noContent,
      "GET /api/lists": [defaultList(), { ...WEDDING, coOwners: [] }],
    });
    const { dialog } = renderSettings(WEDDING);
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove Ben Cole as co-owner" }));

    await waitFor(() => expect(api.calls("DELETE", "/api/lists/15/co-owners/2")).toHaveLength(1));
    expect(await screen.findByText("Co-owner removed")).toBeInTheDocument();
    await waitFor(() => expect(api.calls("GET", "/api/lists")).toHaveLength(1));
  });

  it("says 'No more friends to add' when every friend keeps the list already", async () => {
    mockApi({ "GET /api/friends": [BEN] });
    const { dialog } = renderSettings(WEDDING);
    expect(await within(dialog).findByText("No more friends to add")).toBeInTheDocument();
    expect(within(dialog).queryByRole("combobox", { name: "Add co-owner" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Add" })).not.toBeInTheDocument();
  });

  it("my main wishlist has no co-owners section", () => {
    mockApi({});
    const { dialog } = renderSettings(defaultList());
    expect(within(dialog).queryByRole("region", { name: "Co-owners" })).not.toBeInTheDocument();
  });

  it("a list kept for someone I look after has no co-owners or registry: their guardians keep it", () => {
    mockApi({});
    const { dialog } = renderSettings(
      myList({ id: 40, name: "Mia's wishlist", ownerId: 2, dependant: { id: 5, name: "Mia", kind: "child" } }),
    );
    expect(within(dialog).queryByRole("region", { name: "Co-owners" })).not.toBeInTheDocument();
    expect(within(dialog).queryByText("This is a registry")).not.toBeInTheDocument();
    expect(within(dialog).getByTestId("dependant-keepers")).toHaveTextContent("Everyone who looks after Mia keeps this list");
    expect(within(dialog).getByRole("link", { name: "Family" })).toHaveAttribute("href", "/family");
  });

  describe("a co-owner", () => {
    const ME = user({ id: 1, firstName: "Ann", lastName: "Lee" });
    /** Ada's list, kept with me (Ann) and Ben. */
    const ADAS = myList({
      id: 20,
      name: "Ada's Wedding",
      ownerName: "Ada Lovelace",
      isOwner: false,
      coOwners: [
        { userId: 1, name: "Ann Lee" },
        { userId: 2, name: "Ben Cole" },
      ],
    });

    it("sees who keeps it with them, no Delete List and nothing to add", async () => {
      const api = mockApi({ "GET /api/auth/user": ME });
      const { dialog } = renderSettings(ADAS);
      expect(await within(dialog).findByTestId("co-owner-keepers")).toHaveTextContent(
        "You keep this list with Ada Lovelace and Ben Cole",
      );
      expect(within(dialog).getByText("Only Ada Lovelace can delete this list.")).toBeInTheDocument();
      expect(within(dialog).queryByRole("button", { name: "Delete List" })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole("combobox", { name: "Add co-owner" })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole("button", { name: /as co-owner$/ })).not.toBeInTheDocument();
      expect(api.calls("GET", "/api/friends")).toHaveLength(0);
    });

    it("Leave List asks first, then DELETEs with my own id, toasts and hands the list over", async () => {
      const api = mockApi({
        "GET /api/auth/user": ME,
        "DELETE /api/lists/20/co-owners/1": noContent,
        "GET /api/lists": [defaultList()],
      });
      const { dialog, onOpenChange, onLeft } = renderSettings(ADAS);
      const leave = within(dialog).getByRole("button", { name: "Leave List" });
      await waitFor(() => expect(leave).toBeEnabled());
      await userEvent.click(leave);
      const confirm = await screen.findByRole("alertdialog", { name: "Leave this list?" });
      expect(confirm).toHaveTextContent('You will no longer see "Ada\'s Wedding" or change its items.');
      expect(api.calls("DELETE", "/api/lists/20/co-owners/1")).toHaveLength(0);

      await userEvent.click(within(confirm).getByRole("button", { name: "Leave List" }));
      await waitFor(() => expect(api.calls("DELETE", "/api/lists/20/co-owners/1")).toHaveLength(1));
      expect(await screen.findByText("You left the list")).toBeInTheDocument();
      await waitFor(() => expect(onLeft).toHaveBeenCalledWith(ADAS));
      expect(onOpenChange).toHaveBeenCalledWith(false);
      await waitFor(() => expect(api.calls("GET", "/api/lists")).toHaveLength(1));
      expect(api.calls("DELETE", "/api/lists/20")).toHaveLength(0);
    });
  });
});
