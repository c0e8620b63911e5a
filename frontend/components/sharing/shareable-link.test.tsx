import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { COPY_LINK_FAILED, ROTATE_LINK_FAILED, ShareableLink } from "@/components/sharing/shareable-link";
import { ApiError } from "@/lib/api";
import { resetRedirectForTests } from "@/lib/auth-redirect";
import { UNAUTHORIZED_TITLE } from "@/lib/messages";
import { restoreLocation, stubLocation } from "@/test/location";
import { renderWithToaster } from "@/test/render";

const URL = "http://host/lists/tok1";

function renderLink(rotate: () => Promise<unknown> = async () => undefined) {
  const rotateMock = vi.fn(rotate);
  renderWithToaster(
    <ShareableLink
      url={URL}
      label="Public link URL"
      rotate={rotateMock}
      rotateQuestion={{ title: "Get a new link?", description: "The old link will stop working." }}
      rotated={{ title: "New link ready", description: "The old link no longer works." }}
    />,
  );
  return { rotate: rotateMock };
}

async function confirmNewLink() {
  await userEvent.click(screen.getByRole("button", { name: "Get a new link" }));
  const question = await screen.findByRole("alertdialog", { name: "Get a new link?" });
  expect(question).toHaveTextContent("The old link will stop working.");
  await userEvent.click(within(question).getByRole("button", { name: "Get a new link" }));
  return question;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ShareableLink", () => {
  it("shows the link read-only, named by its label", () => {
    renderLink();
    const input = screen.getByRole("textbox", { name: "Public link URL" });
    expect(input).toHaveValue(URL);
    expect(input).toHaveAttribute("readonly");
  });

  it("without rotate there is only Copy", () => {
    renderWithToaster(<ShareableLink url={URL} label="Public link URL" />);
    expect(screen.getByRole("textbox", { name: "Public link URL" })).toHaveValue(URL);
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Get a new link" })).not.toBeInTheDocument();
  });

  it("Copy puts the link on the clipboard and says so", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderLink();
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });

  it("when the clipboard refuses, selects the link and says how to copy it", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    renderLink();
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText(COPY_LINK_FAILED.title)).toBeInTheDocument();
    expect(screen.getByText(COPY_LINK_FAILED.description)).toBeInTheDocument();
    expect(screen.queryByText("Link copied")).not.toBeInTheDocument();
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Public link URL" });
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(URL.length);
  });

  it("asks before getting a new link; Cancel gets none", async () => {
    const { rotate } = renderLink();
    await userEvent.click(screen.getByRole("button", { name: "Get a new link" }));
    const question = await screen.findByRole("alertdialog", { name: "Get a new link?" });
    await userEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(rotate).not.toHaveBeenCalled();
  });

  it("confirming gets a new link, toasts and closes the question", async () => {
    const { rotate } = renderLink();
    await confirmNewLink();
    expect(await screen.findByText("New link ready")).toBeInTheDocument();
    expect(screen.getByText("The old link no longer works.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(rotate).toHaveBeenCalledTimes(1);
  });

  it("when getting a new link fails, says so and keeps the question open for a retry", async () => {
    const { rotate } = renderLink(async () => {
      throw new ApiError(500, "Internal Server Error", JSON.stringify({ message: "boom" }));
    });
    await confirmNewLink();
    expect(await screen.findByText(ROTATE_LINK_FAILED.description)).toBeInTheDocument();
    expect(screen.queryByText("New link ready")).not.toBeInTheDocument();
    expect(screen.getByRole("alertdialog", { name: "Get a new link?" })).toBeInTheDocument();
    expect(rotate).toHaveBeenCalledTimes(1);
  });

  describe("signed out", () => {
    beforeEach(() => {
      resetRedirectForTests();
      stubLocation("/wishlist");
    });

    afterEach(() => {
      restoreLocation();
    });

    it("a 401 goes to sign-in without the failure toast", async () => {
      renderLink(async () => {
        throw new ApiError(401, "Unauthorized", "");
      });
      await confirmNewLink();
      expect(await screen.findByText(UNAUTHORIZED_TITLE)).toBeInTheDocument();
      expect(screen.queryByText(ROTATE_LINK_FAILED.description)).not.toBeInTheDocument();
      await waitFor(() => expect(window.location.href).toBe("/api/login?returnTo=%2Fwishlist"));
    });
  });
});
