import { useState } from "react";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";



import { FRIENDS_LOAD_ERROR, ShareDialog } from "@/components/sharing/share-dialog";
import type { ShareKind } from "@/hooks/use-sharing";
import { json, mockApi } from "@/test/api-mock";
import { renderWithSwr, renderWithToaster } from "@/test/render";

const FRIENDS = [
  { id: 21, firstName: "Grace", lastName: "Hopper", email: "grace@example.com" },
  { id: 22, firstName: "Alan", lastName: "Turing", email: "alan@example.com" },
];

function renderDialog({ open = true, kind = "special-date" as ShareKind } = {}) {
  const onOpenChange = vi.fn();
  renderWithToaster(
    <ShareDialog kind={kind} itemId={5} itemName="Mum's Birthday" open={open} onOpenChange={onOpenChange} />,
  );
  return { onOpenChange };
}

async function chooseFriend(name: string) {
  await userEvent.click(await screen.findByRole("combobox", { name: "Friend" }));
  await userEvent.click(await screen.findByRole("option", { name: new RegExp(name) }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ShareDialog", () => {
  it("loads friends only while open", async () => {
    const api = mockApi({ "GET /api/friends": FRIENDS });
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <ShareDialog kind="special-date" itemId={5} open={open} onOpenChange={setOpen} />
        </>
      );
    }
    renderWithSwr(<Harness />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls("GET", "/api/friends")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await waitFor(() => expect(api.calls("GET", "/api/friends")).toHaveLength(1));
    expect(screen.getByRole("dialog", { name: "Share Item" })).toBeInTheDocument();
  });

  it("keeps Share Item disabled until a friend is chosen; Allow Editing starts off", async () => {
    mockApi({ "GET /api/friends": FRIENDS });
    renderDialog();
    const share = screen.getByRole("button", { name: "Share Item" });
    expect(share).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Allow Editing" })).not.toBeChecked();
    await chooseFriend("Grace Hopper");
    expect(share).toBeEnabled();
  });

  it("says 'Please select a friend to share with' when submitted without a friend", async () => {
    const api = mockApi({ "GET /api/friends": FRIENDS });
    renderDialog();
    await screen.findByRole("combobox", { name: "Friend" });
    fireEvent.submit(screen.getByRole("button", { name: "Share Item" }).closest("form")!);
    expect(await screen.findByText("Please select a friend to share with")).toBeInTheDocument();
    expect(api.calls("POST", "/api/sharing/special-dates/5")).toHaveLength(0);
    const friend = screen.getByRole("combobox", { name: "Friend" });
    expect(friend).toHaveAttribute("aria-invalid", "true");
    expect(friend).toHaveAccessibleDescription("Please select a friend to share with");
  });

  it("shows 'No friends yet' with a link to My Circle when the friends call gives an empty list", async () => {
    mockApi({ "GET /api/friends": json(200, []) });
    renderDialog();
    expect(await screen.findByText("No friends yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find friends in My Circle" })).toHaveAttribute("href", "/friends");
    expect(screen.getByRole("button", { name: "Share Item" })).toBeDisabled();
  });

  it("says the friends could not be loaded when the friends call fails", async () => {
    mockApi({ "GET /api/friends": json(500, { message: "Internal Server Error" }) });
    renderDialog();
    expect(await screen.findByRole("alert")).toHaveTextContent(FRIENDS_LOAD_ERROR);
    expect(screen.queryByText("No friends yet")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Friend" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Share Item" })).toBeDisabled();
  });

  it("posts sharedWithId and canEdit, toasts, resets and closes", async () => {
    const api = mockApi({
      "GET /api/friends": FRIENDS,
      "POST /api/sharing/special-dates/5": { id: 1, sharedWithId: 22, canEdit: true },
    });
    const { onOpenChange } = renderDialog();
    await chooseFriend("Alan Turing");
    await userEvent.click(screen.getByRole("switch", { name: "Allow Editing" }));
    await userEvent.click(screen.getByRole("button", { name: "Share Item" }));

    expect(await screen.findByText("Item Shared Successfully")).toBeInTheDocument();
    expect(screen.getByText("The item has been shared with your friend.")).toBeInTheDocument();
    expect(api.calls("POST", "/api/sharing/special-dates/5")).toEqual([{ sharedWithId: 22, canEdit: true }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole("switch", { name: "Allow Editing" })).not.toBeChecked();
    expect(screen.getByRole("combobox", { name: "Friend" })).toHaveTextContent("Select a friend");
  });

  it("disables Share Item while the share is pending", async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({
      "GET /api/friends": FRIENDS,
      "POST /api/sharing/special-dates/5": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderDialog();
    await chooseFriend("Grace Hopper");
    await userEvent.click(screen.getByRole("button", { name: "Share Item" }));
    expect(await screen.findByRole("button", { name: "Sharing..." })).toBeDisabled();
    answer(json(200, { id: 1 }));
    expect(await screen.findByText("Item Shared Successfully")).toBeInTheDocument();
  });

  it("shares wishlist items on their own path", async () => {
    const api = mockApi({ "GET /api/friends": FRIENDS, "POST /api/sharing/wishlist-items/5": { id: 1 } });
    renderDialog({ kind: "wishlist-item" });
    await chooseFriend("Grace Hopper");
    await userEvent.click(screen.getByRole("button", { name: "Share Item" }));
    await screen.findByText("Item Shared Successfully");
    expect(api.calls("POST", "/api/sharing/wishlist-items/5")).toEqual([{ sharedWithId: 21, canEdit: false }]);
  });

  it("shows the server's message when sharing fails, else the generic one", async () => {
    mockApi({
      "GET /api/friends": FRIENDS,
      "POST /api/sharing/special-dates/5": json(409, { message: "Already shared with this friend" }),
    });
    renderDialog();
    await chooseFriend("Grace Hopper");
    await userEvent.click(screen.getByRole("button", { name: "Share Item" }));
    const toast = await screen.findByText("Sharing Failed");
    expect(within(toast.closest("li")!).getByText("Already shared with this friend")).toBeInTheDocument();

    mockApi({ "GET /api/friends": FRIENDS, "POST /api/sharing/special-dates/5": json(500, "") });
    await userEvent.click(screen.getByRole("button", { name: "Share Item" }));
    expect(await screen.findByText("Failed to share item. Please try again.")).toBeInTheDocument();
  });

  it("says the server's field message once, in the toast", async () => {
    mockApi({
      "GET /api/friends": FRIENDS,
      "POST /api/sharing/special-dates/5": json(400, {
        message: "You can only share with your friends.",
        fields: { sharedWithId: "You can only share with your friends." },
      }),
    });
    const { onOpenChange } = renderDialog();
    await chooseFriend("Grace Hopper");
    await userEvent.click(screen.getByRole("button", { name: "Share Item" }));
    expect(await screen.findByText("Sharing Failed")).toBeInTheDocument();
    expect(screen.getAllByText("You can only share with your friends.")).toHaveLength(1);
    expect(screen.getByRole("combobox", { name: "Friend" })).not.toHaveAttribute("aria-invalid");
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  describe("who it is shared with", () => {
    const SHARES = [
      { id: 7, sharedWithId: 21, firstName: "Grace", lastName: "Hopper", email: "grace@example.com", canEdit: false, createdAt: "2026-11-27T10:00:00Z" },
    ];

    it("says when it is shared with no one", async () => {
      mockApi({ "GET /api/friends": FRIENDS, "GET /api/sharing/wishlist-items/5/shares": [] });
      renderDialog({ kind: "wishlist-item" });
      expect(await screen.findByText("Not shared with anyone yet.")).toBeInTheDocument();
    });

    it("lists each friend with their right, changes it and stops sharing", async () => {
      let shares = SHARES.map((s) => ({ ...s }));
      const api = mockApi({
        "GET /api/friends": FRIENDS,
        "GET /api/sharing/wishlist-items/5/shares": () => json(200, shares),
        "PATCH /api/sharing/wishlist-items/5/shares/21": ({ body }) => {
          shares = shares.map((s) => ({ ...s, canEdit: (body as { canEdit: boolean }).canEdit }));
          return json(200, { id: 7, sharedWithId: 21, canEdit: true });
        },
        "DELETE /api/sharing/wishlist-items/5/shares/21": () => {
          shares = [];
          return new Response(null, { status: 204 });
        },
      });
      const { onOpenChange } = renderDialog({ kind: "wishlist-item" });
      const list = await screen.findByRole("list", { name: "Shared with" });
      expect(within(list).getByText("Grace Hopper")).toBeInTheDocument();
      const right = within(list).getByRole("combobox", { name: "What Grace Hopper can do" });
      expect(right).toHaveTextContent("Can view");

      await userEvent.click(right);
      await userEvent.click(await screen.findByRole("option", { name: "Can edit" }));
      expect(await screen.findByText("Grace Hopper can now edit it")).toBeInTheDocument();
      expect(api.calls("PATCH", "/api/sharing/wishlist-items/5/shares/21")).toEqual([{ canEdit: true }]);
      await waitFor(() => expect(within(list).getByRole("combobox")).toHaveTextContent("Can edit"));

      await userEvent.click(screen.getByRole("button", { name: "Stop sharing with Grace Hopper" }));
      expect(await screen.findByText("Stopped sharing with Grace Hopper")).toBeInTheDocument();
      expect(api.calls("DELETE", "/api/sharing/wishlist-items/5/shares/21")).toHaveLength(1);
      expect(await screen.findByText("Not shared with anyone yet.")).toBeInTheDocument();
      expect(onOpenChange).not.toHaveBeenCalledWith(false);
    });

    it("toasts the server's message when ending a share fails, keeping the row", async () => {
      mockApi({
        "GET /api/friends": FRIENDS,
        "GET /api/sharing/special-dates/5/shares": SHARES,
        "DELETE /api/sharing/special-dates/5/shares/21": json(404, { message: "Not found" }),
      });
      renderDialog();
      await userEvent.click(await screen.findByRole("button", { name: "Stop sharing with Grace Hopper" }));
      const toast = await screen.findByText("Sharing Failed");
      expect(within(toast.closest("li")!).getByText("Not found")).toBeInTheDocument();
      expect(screen.getByRole("list", { name: "Shared with" })).toHaveTextContent("Grace Hopper");
    });
  });
});

