import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { InviteDialog } from "@/components/family/invite-dialog";
import { json, mockApi } from "@/test/api-mock";
import { dependant } from "@/test/dependants";
import { renderOpenDialog } from "@/test/render";

const MIA = dependant();
const LINK = "https://presently.example.com/dependants/accept?token=tok123";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("InviteDialog", () => {
  it("sends the invite, then says so and shows the link with Copy link", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      "POST /api/dependants/5/invite": dependant({
        invite: { email: "mia@example.com", invitedAt: "2026-11-23T10:00:00Z", url: LINK },
      }),
      "GET /api/dependants": [MIA],
    });
    const { dialog } = renderOpenDialog(
      (onOpenChange) => <InviteDialog open onOpenChange={onOpenChange} dependant={MIA} />,
      "Give Mia an account",
    );
    await user.type(within(dialog).getByLabelText("Email"), "mia@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send invite" }));

    expect(await within(dialog).findByText("Invite sent to mia@example.com.")).toBeInTheDocument();
    expect(api.calls("POST", "/api/dependants/5/invite")).toEqual([{ email: "mia@example.com" }]);
    const link = within(dialog).getByRole("textbox", { name: "Invite link" });
    expect(link).toHaveValue(LINK);
    expect(link).toHaveAttribute("readonly");

    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });

  it("shows the server's message under the email", async () => {
    mockApi({ "POST /api/dependants/5/invite": json(400, { message: "Invalid input", fields: { email: "Invalid email" } }) });
    const { dialog, onOpenChange } = renderOpenDialog(
      (change) => <InviteDialog open onOpenChange={change} dependant={MIA} />,
      "Give Mia an account",
    );
    await userEvent.type(within(dialog).getByLabelText("Email"), "not-an-address");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send invite" }));
    expect(await within(dialog).findByText("Invalid email")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByTestId("invite-sent")).not.toBeInTheDocument());
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
