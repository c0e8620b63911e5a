import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ListDialog, toNewListBody } from "@/components/lists/list-dialog";
import type { MyList } from "@/hooks/use-lists";
import { json, mockApi } from "@/test/api-mock";
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

function renderSettings(list: MyList, onDeleted = vi.fn<(list: MyList) => void>()) {
  const rendered = renderOpenDialog(
    (onOpenChange) => <ListDialog open onOpenChange={onOpenChange} list={list} onDeleted={onDeleted} />,
    "List Settings",
  );
  return { ...rendered, onDeleted };
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole("combobox", { name: label }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("toNewListBody", () => {
  it("sends the name and who sees it, and the optional fields only when given", () => {
    expect(toNewListBody({ name: "A", description: "", occasion: "none", eventDate: "", visibility: "private" })).toEqual({
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
      }),
    ).toEqual({ name: "A", description: "B", occasion: "baby-shower", eventDate: "2027-03-04", visibility: "friends" });
  });
});

describe("ListDialog: New List", () => {
  it("POSTs the list, toasts 'List created', closes and hands over the new list", async () => {
    const created = myList({ id: 15, name: "Wedding", occasion: "wedding", visibility: "friends" });
    const api = mockApi({ "POST /api/lists": json(201, created), "GET /api/lists": [defaultList(), created] });
    const { dialog, onOpenChange, onCreated } = renderNew();

    expect(within(dialog).getByRole("combobox", { name: "Who can see it" })).toHaveTextContent(
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

  it("asks for a name before sending anything", async () => {
    const api = mockApi({});
    const { dialog } = renderNew();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create List" }));
    expect(await within(dialog).findByText("Please enter a wishlist name")).toBeInTheDocument();
    expect(api.calls("POST", "/api/lists")).toHaveLength(0);
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
    expect(within(dialog).getByRole("combobox", { name: "Occasion" })).toHaveTextContent("Birthday");
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

  it("my main wishlist's settings are only who can see it, and send only that", async () => {
    const main = defaultList();
    const api = mockApi({ "PATCH /api/lists/-3": { ...main, visibility: "friends" } });
    const { dialog } = renderSettings(main);
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
