import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { COPY_LINK_FAILED, ROTATE_LINK_FAILED } from "@/components/sharing/shareable-link";
import { PublicLinkCard } from "@/components/wishlist/public-link-card";
import { AccountSettingsProbe, accountSettings } from "@/test/account-settings-probe";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

const PUBLIC = { isPublic: true, url: "http://host/lists/tok1" };
const PRIVATE = { isPublic: false, url: null };

function renderCard(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  renderWithToaster(<PublicLinkCard />);
  return api;
}

/** The switch, once the link state has loaded. */
async function publicSwitch() {
  const toggle = await screen.findByRole("switch", { name: "Public link" });
  await waitFor(() => expect(toggle).toBeEnabled());
  return toggle;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PublicLinkCard", () => {
  it("asks before making the list private; Cancel keeps it public and sends nothing", async () => {
    const api = renderCard({ "GET /api/wishlist/public": PUBLIC, "PUT /api/wishlist/public": PRIVATE });
    expect(await screen.findByDisplayValue("http://host/lists/tok1")).toBeInTheDocument();
    await userEvent.click(await publicSwitch());

    const confirm = await screen.findByRole("alertdialog", { name: "Make your wishlist private?" });
    expect(confirm).toHaveTextContent(
      "Your public link will stop working. Anyone who has it will no longer see your list.",
    );
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.calls("PUT", "/api/wishlist/public")).toHaveLength(0);
    expect(screen.getByRole("switch", { name: "Public link" })).toBeChecked();
    expect(screen.getByDisplayValue("http://host/lists/tok1")).toBeInTheDocument();
  });

  it("Make Private PUTs {isPublic: false}, toasts and hides the link", async () => {
    const api = renderCard({ "GET /api/wishlist/public": PUBLIC, "PUT /api/wishlist/public": PRIVATE });
    await userEvent.click(await publicSwitch());
    const confirm = await screen.findByRole("alertdialog", { name: "Make your wishlist private?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Make Private" }));
    await waitFor(() => expect(api.calls("PUT", "/api/wishlist/public")).toEqual([{ isPublic: false }]));
    expect(await screen.findByText("Your wishlist is private")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("switch", { name: "Public link" })).not.toBeChecked();
    expect(screen.queryByDisplayValue("http://host/lists/tok1")).not.toBeInTheDocument();
  });

  it("when making it private fails, toasts the error and keeps the question open", async () => {
    renderCard({ "GET /api/wishlist/public": PUBLIC, "PUT /api/wishlist/public": json(500, { message: "Boom" }) });
    await userEvent.click(await publicSwitch());
    const confirm = await screen.findByRole("alertdialog", { name: "Make your wishlist private?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Make Private" }));
    expect(await screen.findByText("Failed to update your public link.")).toBeInTheDocument();
    expect(screen.getByRole("alertdialog", { name: "Make your wishlist private?" })).toBeInTheDocument();
    // Hidden from the accessibility tree behind the modal question, still on.
    expect(screen.getByRole("switch", { name: "Public link", hidden: true })).toBeChecked();
  });

  it("making it public needs no confirmation", async () => {
    const api = renderCard({ "GET /api/wishlist/public": PRIVATE, "PUT /api/wishlist/public": PUBLIC });
    await userEvent.click(await publicSwitch());
    await waitFor(() => expect(api.calls("PUT", "/api/wishlist/public")).toEqual([{ isPublic: true }]));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(await screen.findByDisplayValue("http://host/lists/tok1")).toBeInTheDocument();
  });

  it.each([
    [true, { isPublic: true, listed: true }],
    [false, { isPublic: true, listed: false }],
  ])("made public with listByDefault %s, PUTs %o", async (listByDefault, body) => {
    const api = mockApi({
      "GET /api/wishlist/public": PRIVATE,
      "GET /api/account/settings": accountSettings({ listByDefault }),
      "PUT /api/wishlist/public": { ...PUBLIC, listed: listByDefault },
    });
    renderWithToaster(
      <>
        <AccountSettingsProbe />
        <PublicLinkCard />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId("account-settings-probe")).toHaveTextContent("loaded"));
    await userEvent.click(await publicSwitch());
    await waitFor(() => expect(api.calls("PUT", "/api/wishlist/public")).toEqual([body]));
    expect(await screen.findByText("Your wishlist is public")).toBeInTheDocument();
    if (listByDefault) expect(screen.getByText("It is listed in Find a list.")).toBeInTheDocument();
    const listed = screen.getByRole("switch", { name: "List in Find a list" });
    await waitFor(() => expect(listed).toBeEnabled());
    expect(listed).toHaveAttribute("aria-checked", String(listByDefault));
  });

  it("'List in Find a list' is disabled while private", async () => {
    renderCard({ "GET /api/wishlist/public": { ...PRIVATE, listed: false } });
    await publicSwitch();
    const listed = screen.getByRole("switch", { name: "List in Find a list" });
    expect(listed).toBeDisabled();
    expect(listed).not.toBeChecked();
  });

  it("while public, 'List in Find a list' PUTs {isPublic: true, listed} and shows the answer", async () => {
    const api = renderCard({
      "GET /api/wishlist/public": { ...PUBLIC, listed: false },
      "PUT /api/wishlist/public": { ...PUBLIC, listed: true },
    });
    const listed = await screen.findByRole("switch", { name: "List in Find a list" });
    await waitFor(() => expect(listed).toBeEnabled());
    await userEvent.click(listed);
    await waitFor(() => expect(api.calls("PUT", "/api/wishlist/public")).toEqual([{ isPublic: true, listed: true }]));
    await waitFor(() => expect(listed).toBeChecked());
    expect(await screen.findByText("Listed in Find a list")).toBeInTheDocument();
  });

  it("asks before getting a new link; Cancel sends nothing, confirming rotates", async () => {
    const api = renderCard({
      "GET /api/wishlist/public": PUBLIC,
      "POST /api/wishlist/public/rotate": { isPublic: true, url: "http://host/lists/tok2" },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Get a new link" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Get a new link?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.calls("POST", "/api/wishlist/public/rotate")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Get a new link" }));
    confirm = await screen.findByRole("alertdialog", { name: "Get a new link?" });
    expect(confirm).toHaveTextContent("The old link will stop working");
    await userEvent.click(within(confirm).getByRole("button", { name: "Get a new link" }));
    expect(await screen.findByDisplayValue("http://host/lists/tok2")).toBeInTheDocument();
    expect(await screen.findByText("New link ready")).toBeInTheDocument();
    expect(api.calls("POST", "/api/wishlist/public/rotate")).toHaveLength(1);
  });

  it("when Copy fails, selects the link and gives the shared copy message", async () => {
    renderCard({ "GET /api/wishlist/public": PUBLIC });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    const input = await screen.findByDisplayValue<HTMLInputElement>("http://host/lists/tok1");
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText(COPY_LINK_FAILED.title)).toBeInTheDocument();
    expect(screen.getByText(COPY_LINK_FAILED.description)).toBeInTheDocument();
    expect(input.selectionEnd).toBe("http://host/lists/tok1".length);
  });

  it("when a new link can't be made, gives the shared failure message and keeps the old link", async () => {
    renderCard({
      "GET /api/wishlist/public": PUBLIC,
      "POST /api/wishlist/public/rotate": json(500, { message: "boom" }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Get a new link" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Get a new link?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Get a new link" }));
    expect(await screen.findByText(ROTATE_LINK_FAILED.description)).toBeInTheDocument();
    expect(screen.getByRole("alertdialog", { name: "Get a new link?" })).toBeInTheDocument();
    expect(screen.getByDisplayValue("http://host/lists/tok1")).toBeInTheDocument();
  });
});
