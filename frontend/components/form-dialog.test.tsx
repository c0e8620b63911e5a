import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { DialogForm, FormDialog, useDialogForm, type DialogFormSave } from "@/components/form-dialog";
import { ApiError } from "@/lib/api";
import { renderWithToaster } from "@/test/render";

function renderForm(props: Partial<React.ComponentProps<typeof DialogForm>> = {}) {
  const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => event.preventDefault());
  const onCancel = vi.fn();
  render(
    <FormDialog open onOpenChange={() => {}} title="Add Thing" description="Keep a thing.">
      <DialogForm onSubmit={onSubmit} onCancel={onCancel} submitting={false} submitLabel="Add Thing" {...props}>
        <input aria-label="Name" required />
      </DialogForm>
    </FormDialog>,
  );
  return { onSubmit, onCancel, dialog: screen.getByRole("dialog", { name: "Add Thing" }) };
}

describe("FormDialog", () => {
  it("is named by its title and described by its description, with the children inside", () => {
    const { dialog } = renderForm();
    expect(dialog).toHaveAccessibleDescription("Keep a thing.");
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toBeInTheDocument();
  });

  it("renders nothing while closed", () => {
    render(
      <FormDialog open={false} onOpenChange={() => {}} title="Add Thing" description="Keep a thing.">
        <p>Inside</p>
      </FormDialog>,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText("Inside")).not.toBeInTheDocument();
  });

  it("starts its children afresh on every open", async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <FormDialog open={open} onOpenChange={setOpen} title="Add Thing" description="Keep a thing.">
            <input aria-label="Name" />
          </FormDialog>
        </>
      );
    }
    render(<Harness />);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Kettle");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Kettle");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(await screen.findByRole("textbox", { name: "Name" })).toHaveValue("");
  });

  it("closes through onOpenChange from its close button", async () => {
    const onOpenChange = vi.fn();
    render(
      <FormDialog open onOpenChange={onOpenChange} title="Add Thing" description="Keep a thing.">
        <p>Inside</p>
      </FormDialog>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe("DialogForm", () => {
  it("submits through onSubmit without the browser's own validation", async () => {
    const { onSubmit, dialog } = renderForm();
    const form = dialog.querySelector("form");
    expect(form).toHaveAttribute("novalidate");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Thing" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("cancels through onCancel, without submitting", async () => {
    const { onSubmit, onCancel, dialog } = renderForm();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Saving...' and disables both buttons while submitting", () => {
    const { dialog } = renderForm({ submitting: true });
    expect(within(dialog).getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: "Add Thing" })).not.toBeInTheDocument();
  });

  it("says its own submitting label when given one", () => {
    const { dialog } = renderForm({ submitting: true, submittingLabel: "Adding..." });
    expect(within(dialog).getByRole("button", { name: "Adding..." })).toBeDisabled();
  });

  it("disables only the submit button with submitDisabled", () => {
    const { dialog } = renderForm({ submitDisabled: true });
    expect(within(dialog).getByRole("button", { name: "Add Thing" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeEnabled();
  });

  it("lays its fields out in a grid, with a caller's gap", () => {
    const { dialog } = renderForm({ className: "gap-5" });
    const form = dialog.querySelector("form");
    expect(form).toHaveClass("grid", "gap-5");
    expect(form).not.toHaveClass("gap-4");
  });
});

describe("useDialogForm", () => {
  const schema = z.object({
    name: z.string().trim().min(1, "Name is required"),
    note: z.string().trim(),
  });

  function NameForm({
    onDone,
    save,
  }: {
    onDone: () => void;
    save: (values: z.output<typeof schema>) => DialogFormSave<unknown>;
  }) {
    const {
      form: {
        register,
        formState: { errors },
      },
      dialogForm,
    } = useDialogForm({ schema, defaultValues: { name: "", note: "" }, onDone, save });
    return (
      <DialogForm {...dialogForm} submitLabel="Add Thing">
        <label>
          Name
          <input {...register("name")} aria-describedby="name-error" />
        </label>
        <p id="name-error">{errors.name?.message}</p>
        <label>
          Note
          <input {...register("note")} />
        </label>
      </DialogForm>
    );
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("validates with the schema and saves nothing while invalid", async () => {
    const save = vi.fn(async () => {});
    renderWithToaster(<NameForm onDone={vi.fn()} save={() => ({ save, failure: "Failed." })} />);
    await userEvent.click(screen.getByRole("button", { name: "Add Thing" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("saves the parsed values, toasts, then calls onDone", async () => {
    const order: string[] = [];
    const save = vi.fn(async (values: unknown) => {
      order.push(`save ${JSON.stringify(values)}`);
    });
    const onDone = vi.fn(() => order.push("done"));
    renderWithToaster(
      <NameForm onDone={onDone} save={(values) => ({ save: () => save(values), success: { title: "Added!" }, failure: "Failed." })} />,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "  Kettle ");
    await userEvent.click(screen.getByRole("button", { name: "Add Thing" }));
    expect(await screen.findByText("Added!")).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ name: "Kettle", note: "" });
    expect(order).toEqual([`save ${JSON.stringify({ name: "Kettle", note: "" })}`, "done"]);
  });

  it("lets `save` replace the close with its own onSaved", async () => {
    const onDone = vi.fn();
    const onSaved = vi.fn();
    renderWithToaster(<NameForm onDone={onDone} save={() => ({ save: async () => {}, failure: "Failed.", onSaved })} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Kettle");
    await userEvent.click(screen.getByRole("button", { name: "Add Thing" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onDone).not.toHaveBeenCalled();
  });

  it("puts a 400's messages under the schema's fields, stays open and toasts the failure", async () => {
    const onDone = vi.fn();
    const badRequest = new ApiError(400, "Bad Request", JSON.stringify({ fields: { name: "Name is taken" } }));
    renderWithToaster(
      <NameForm onDone={onDone} save={() => ({ save: () => Promise.reject(badRequest), failure: "Failed to add." })} />,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Kettle");
    await userEvent.click(screen.getByRole("button", { name: "Add Thing" }));
    expect(await screen.findByText("Name is taken")).toBeInTheDocument();
    expect(screen.getByText("Failed to add.")).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("with preferServerMessage toasts the server's message and does not repeat it under the field", async () => {
    const badRequest = new ApiError(
      400,
      "Bad Request",
      JSON.stringify({ message: "Name is taken", fields: { name: "Name is taken" } }),
    );
    renderWithToaster(
      <NameForm
        onDone={vi.fn()}
        save={() => ({ save: () => Promise.reject(badRequest), failure: "Failed to add.", preferServerMessage: true })}
      />,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Kettle");
    await userEvent.click(screen.getByRole("button", { name: "Add Thing" }));
    expect(await screen.findByText("Name is taken")).toBeInTheDocument();
    expect(screen.getAllByText("Name is taken")).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription("");
  });

  it("is submitting while the save runs, and Cancel calls onDone", async () => {
    let finish = () => {};
    const onDone = vi.fn();
    renderWithToaster(
      <NameForm
        onDone={onDone}
        save={() => ({
          save: () =>
            new Promise<void>((resolve) => {
              finish = resolve;
            }),
          failure: "Failed.",
          onSaved: () => {},
        })}
      />,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Kettle");
    await userEvent.click(screen.getByRole("button", { name: "Add Thing" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled());
    expect(screen.getByRole("button", { name: "Add Thing" })).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
