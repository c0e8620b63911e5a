import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

import { ConfirmDialog } from "@/components/confirm-dialog";

function renderConfirm(onConfirm: () => Promise<boolean | void> | boolean | void) {
  const onOpenChange = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        title="Delete contact?"
        description="Mum will be removed from your circle."
        confirmLabel="Delete"
        destructive
        onConfirm={onConfirm}
      />
    );
  }
  render(<Harness />);
  return { onOpenChange, dialog: screen.getByRole("alertdialog", { name: "Delete contact?" }) };
}

describe("ConfirmDialog", () => {
  it("asks, described by its description, with Cancel and the confirm label", () => {
    const { dialog } = renderConfirm(() => {});
    expect(dialog).toHaveAccessibleDescription("Mum will be removed from your circle.");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete" })).toBeInTheDocument();
  });

  it("closes once onConfirm is done", async () => {
    const onConfirm = vi.fn(async () => {});
    const { onOpenChange } = renderConfirm(onConfirm);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it.each([
    ["resolves to false", async () => false],
    [
      "throws",
      async () => {
        throw new Error("500");
      },
    ],
  ])("stays open for a retry when onConfirm %s", async (_, onConfirm) => {
    const { onOpenChange } = renderConfirm(onConfirm);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog", { name: "Delete contact?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete" })).toBeEnabled();
  });

  it("disables both buttons while onConfirm runs and cannot be dismissed then", async () => {
    let finish = (_: boolean) => {};
    const { onOpenChange } = renderConfirm(
      () =>
        new Promise<boolean>((resolve) => {
          finish = resolve;
        }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(screen.getByRole("button", { name: "Delete" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).not.toHaveBeenCalled();
    finish(true);
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
