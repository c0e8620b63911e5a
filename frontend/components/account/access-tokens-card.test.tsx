import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AccessTokensCard } from "@/components/account/access-tokens-card";
import {
  ACCESS_TOKENS_TEXT,
  COPY_TOKEN_NOW,
  CREATE_TOKEN_FAILED,
  MCP_ADDRESS_LABEL,
  MCP_README_TEXT,
  NO_TOKENS_TEXT,
  REVOKE_TEXT,
  TOKEN_REVOKED,
  TOKEN_SECRET_LABEL,
} from "@/components/account/access-tokens-text";
import type { AccessToken, NewAccessToken } from "@/lib/access-tokens";
import { TOKEN_NAME_REQUIRED } from "@/lib/messages";
import { json, mockApi } from "@/test/api-mock";
import { renderWithToaster } from "@/test/render";

const SECRET = `prs_${"a".repeat(43)}`;

/** A token as `GET /api/account/tokens` lists it: read only, made on 4 March 2027, lasting 90 days, never used. */
function accessToken(overrides: Partial<AccessToken> = {}): AccessToken {
  return {
    id: 1,
    name: "Script",
    scope: "read",
    createdAt: "2027-03-04T10:00:00Z",
    expiresAt: "2027-06-02T10:00:00Z",
    lastUsedAt: null,
    expired: false,
    ...overrides,
  };
}

function renderCard() {
  return renderWithToaster(<AccessTokensCard />);
}

/** The list's row of the token named `name`. */
async function rowOf(name: string) {
  const rows = await screen.findAllByTestId("token-row");
  const row = rows.find((r) => within(r).queryByText(name, { exact: true }));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const originalTz = process.env.TZ;

beforeEach(() => {
  process.env.TZ = "UTC";
});

afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
  vi.restoreAllMocks();
});

describe("AccessTokensCard", () => {
  it("lists each token's scope, expiry and last use, newest first", async () => {
    mockApi({
      "GET /api/account/tokens": [
        accessToken({ id: 3, name: "Claude", scope: "read_write", expiresAt: null, lastUsedAt: "2027-03-05T14:05:00Z" }),
        accessToken({ id: 2, name: "Backup script" }),
        accessToken({ id: 1, name: "Old one", expired: true, expiresAt: "2027-03-01T10:00:00Z" }),
      ],
    });
    renderCard();

    expect(screen.getByRole("heading", { level: 2, name: "Access tokens" })).toBeInTheDocument();
    expect(screen.getByText(ACCESS_TOKENS_TEXT)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: MCP_ADDRESS_LABEL })).toHaveValue(`${window.location.origin}/api/mcp`);
    expect(screen.getByText(MCP_README_TEXT)).toBeInTheDocument();

    const list = await screen.findByRole("list", { name: "Your access tokens" });
    const rows = within(list).getAllByTestId("token-row");
    expect(rows).toHaveLength(3);
    ["Claude", "Backup script", "Old one"].forEach((name, index) => expect(rows[index]).toHaveTextContent(new RegExp(`^${name}`)));

    const claude = await rowOf("Claude");
    expect(claude).toHaveTextContent("Read and write");
    expect(claude).toHaveTextContent("Created March 4, 2027");
    expect(claude).toHaveTextContent("Never expires");
    expect(claude).toHaveTextContent("Last used March 5, 2027 at 2:05 PM");
    expect(within(claude).queryByText("Expired")).not.toBeInTheDocument();

    const backup = await rowOf("Backup script");
    expect(backup).toHaveTextContent("Read only");
    expect(backup).toHaveTextContent("Expires June 2, 2027");
    expect(backup).toHaveTextContent("Never used");

    const old = await rowOf("Old one");
    const expired = within(old).getByText("Expired");
    expect(expired).toHaveAttribute("data-slot", "badge");
    expect(expired.className).toMatch(/bg-destructive/);
    expect(old).not.toHaveTextContent("Expires");

    expect(within(claude).getByRole("button", { name: "Revoke “Claude”" })).toBeInTheDocument();
  });

  it("says so when there are none, and when they can't be loaded", async () => {
    mockApi({ "GET /api/account/tokens": [] });
    const { unmount } = renderCard();
    expect(await screen.findByText(NO_TOKENS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Your access tokens" })).not.toBeInTheDocument();
    unmount();

    mockApi({ "GET /api/account/tokens": json(500, { message: "down" }) });
    renderCard();
    expect(await screen.findByText("Unable to load your access tokens")).toBeInTheDocument();
  });

  it("New token sends exactly the name, expiry and scope, shows the secret once, and lists the token", async () => {
    let tokens: AccessToken[] = [];
    const created: NewAccessToken = {
      token: accessToken({ id: 7, name: "Script", scope: "read_write", expiresAt: "2028-03-03T10:00:00Z" }),
      secret: SECRET,
    };
    const api = mockApi({
      "GET /api/account/tokens": () => json(200, tokens),
      "POST /api/account/tokens": () => {
        tokens = [created.token];
        return json(201, created);
      },
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderCard();
    await screen.findByText(NO_TOKENS_TEXT);

    await user.click(screen.getByRole("button", { name: "New token" }));
    const dialog = await screen.findByRole("dialog", { name: "New access token" });
    // The defaults: 90 days, read only.
    expect(within(dialog).getByRole("combobox", { name: "Expiry" })).toHaveTextContent("90 days");
    expect(within(dialog).getByRole("combobox", { name: "Scope" })).toHaveTextContent("Read only");
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    expect(name).toHaveAttribute("maxLength", "100");

    await user.type(name, "  Script ");
    await user.click(within(dialog).getByRole("combobox", { name: "Expiry" }));
    await user.click(await screen.findByRole("option", { name: "1 year" }));
    await user.click(within(dialog).getByRole("combobox", { name: "Scope" }));
    await user.click(await screen.findByRole("option", { name: "Read and write" }));
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));

    const secret = await within(dialog).findByRole("textbox", { name: TOKEN_SECRET_LABEL });
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute("readonly");
    expect(within(dialog).getByText(COPY_TOKEN_NOW)).toBeInTheDocument();
    expect(api.calls("POST", "/api/account/tokens")).toEqual([
      { name: "Script", expiresInDays: 365, scope: "read_write" },
    ]);

    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Token copied")).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(SECRET);

    // The list has it already, behind the dialog.
    expect(await rowOf("Script")).toHaveTextContent("Read and write");

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();

    // Opened again, it is a new form: the secret is gone for good.
    await user.click(screen.getByRole("button", { name: "New token" }));
    const again = await screen.findByRole("dialog", { name: "New access token" });
    expect(within(again).getByRole("textbox", { name: "Name" })).toHaveValue("");
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it("sends no-expiry as null", async () => {
    const api = mockApi({
      "GET /api/account/tokens": [],
      "POST /api/account/tokens": json(201, { token: accessToken({ expiresAt: null }), secret: SECRET }),
    });
    const user = userEvent.setup();
    renderCard();
    await screen.findByText(NO_TOKENS_TEXT);
    await user.click(screen.getByRole("button", { name: "New token" }));
    const dialog = await screen.findByRole("dialog", { name: "New access token" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Script");
    await user.click(within(dialog).getByRole("combobox", { name: "Expiry" }));
    await user.click(await screen.findByRole("option", { name: "No expiry" }));
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    await within(dialog).findByRole("textbox", { name: TOKEN_SECRET_LABEL });
    expect(api.calls("POST", "/api/account/tokens")).toEqual([{ name: "Script", expiresInDays: null, scope: "read" }]);
  });

  it("asks for a name before sending, and shows the server's field message under Name", async () => {
    const api = mockApi({
      "GET /api/account/tokens": [],
      "POST /api/account/tokens": json(400, { message: "Invalid token", fields: { name: "That name is taken." } }),
    });
    const user = userEvent.setup();
    renderCard();
    await screen.findByText(NO_TOKENS_TEXT);
    await user.click(screen.getByRole("button", { name: "New token" }));
    const dialog = await screen.findByRole("dialog", { name: "New access token" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });

    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    expect(await within(dialog).findByText(TOKEN_NAME_REQUIRED)).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(api.calls("POST", "/api/account/tokens")).toHaveLength(0);

    await user.type(name, "Script");
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    const message = await within(dialog).findByText("That name is taken.");
    expect(name).toHaveAccessibleDescription("That name is taken.");
    expect(message).toBeInTheDocument();
    expect(await screen.findByText(CREATE_TOKEN_FAILED)).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox", { name: TOKEN_SECRET_LABEL })).not.toBeInTheDocument();
    expect(api.calls("POST", "/api/account/tokens")).toHaveLength(1);
  });

  it("at the limit, says the server's message", async () => {
    const limit = "You can keep at most 50 access tokens. Revoke one first.";
    mockApi({ "GET /api/account/tokens": [], "POST /api/account/tokens": json(409, { message: limit }) });
    const user = userEvent.setup();
    renderCard();
    await screen.findByText(NO_TOKENS_TEXT);
    await user.click(screen.getByRole("button", { name: "New token" }));
    const dialog = await screen.findByRole("dialog", { name: "New access token" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Script");
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("Script");
  });

  it("Revoke asks first, then sends DELETE and reloads the list", async () => {
    let tokens = [accessToken({ id: 3, name: "Script" }), accessToken({ id: 2, name: "Claude" })];
    const api = mockApi({
      "GET /api/account/tokens": () => json(200, tokens),
      "DELETE /api/account/tokens/3": () => {
        tokens = tokens.filter((t) => t.id !== 3);
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderCard();

    await user.click(within(await rowOf("Script")).getByRole("button", { name: "Revoke “Script”" }));
    const question = await screen.findByRole("alertdialog", { name: "Revoke “Script”?" });
    expect(question).toHaveTextContent(REVOKE_TEXT);
    expect(api.calls("DELETE", "/api/account/tokens/3")).toHaveLength(0);

    await user.click(within(question).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText(TOKEN_REVOKED)).toBeInTheDocument();
    expect(api.calls("DELETE", "/api/account/tokens/3")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText("Script", { exact: true })).not.toBeInTheDocument());
    expect(await rowOf("Claude")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("Cancel keeps the token", async () => {
    const api = mockApi({ "GET /api/account/tokens": [accessToken({ id: 3 })] });
    const user = userEvent.setup();
    renderCard();
    await user.click(within(await rowOf("Script")).getByRole("button", { name: "Revoke “Script”" }));
    const question = await screen.findByRole("alertdialog", { name: "Revoke “Script”?" });
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.calls("DELETE", "/api/account/tokens/3")).toHaveLength(0);
    expect(await rowOf("Script")).toBeInTheDocument();
  });
});
