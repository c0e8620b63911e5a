import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";

import { SwitchField } from "@/components/ui/switch-field";
import { FormSwitch } from "@/components/ui/form-switch";

describe("SwitchField", () => {
  it("is a switch named by its label and described by its description", async () => {
    const onCheckedChange = vi.fn();
    render(
      <SwitchField label="Email reminders" description="Off: none are sent." checked={false} onCheckedChange={onCheckedChange} />,
    );
    // The switch's code loads after the field's: find waits for it.
    const control = await screen.findByRole("switch", { name: "Email reminders" });
    expect(control).toHaveAccessibleDescription("Off: none are sent.");
    expect(control).not.toBeChecked();
    await userEvent.click(control);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it("shows its error and marks the switch invalid", async () => {
    render(<SwitchField label="Allow Editing" error="Pick one" checked onCheckedChange={() => undefined} />);
    const control = await screen.findByRole("switch", { name: "Allow Editing" });
    expect(control).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Pick one")).toBeInTheDocument();
  });
});

describe("FormSwitch", () => {
  function Settings({ onSave }: { onSave: (values: { watching: boolean }) => void }) {
    const { control, handleSubmit } = useForm({ defaultValues: { watching: false } });
    return (
      <form onSubmit={handleSubmit(onSave)}>
        <FormSwitch control={control} name="watching" label="Watch the price" />
        <button type="submit">Save</button>
      </form>
    );
  }

  it("holds the form's boolean", async () => {
    const onSave = vi.fn();
    render(<Settings onSave={onSave} />);
    await userEvent.click(await screen.findByRole("switch", { name: "Watch the price" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith({ watching: true }, expect.anything());
  });
});
