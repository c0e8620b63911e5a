import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { OptionSelect, SelectField } from "@/components/ui/select-field";
import { FormSelect } from "@/components/ui/form-select";

const FRUIT = [
  { value: "apple", label: "Apple" },
  { value: "pear", label: "Pear" },
];

/** The select's trigger, once its code has loaded (a stand-in, hidden from the accessibility tree, shows till then). */
function trigger(name: string) {
  return screen.findByRole("combobox", { name });
}

async function choose(label: string, option: string) {
  await userEvent.click(await trigger(label));
  await userEvent.click(await screen.findByRole("option", { name: option }));
}

describe("OptionSelect", () => {
  it("puts the control props on its full-width trigger and lists its options", async () => {
    render(<OptionSelect id="fruit" aria-label="Fruit" options={FRUIT} value="apple" onValueChange={() => {}} />);
    const fruit = await trigger("Fruit");
    expect(fruit).toHaveAttribute("id", "fruit");
    expect(fruit).toHaveClass("w-full");
    expect(fruit).toHaveTextContent("Apple");
    await userEvent.click(fruit);
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["Apple", "Pear"]);
  });

  it("disabled: shows the value but does not open", async () => {
    const onValueChange = vi.fn();
    render(<OptionSelect aria-label="Fruit" options={FRUIT} value="pear" onValueChange={onValueChange} disabled />);
    const fruit = await trigger("Fruit");
    expect(fruit).toBeDisabled();
    expect(fruit).toHaveTextContent("Pear");
    await userEvent.click(fruit);
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it("shows the placeholder while nothing is chosen", async () => {
    render(<OptionSelect aria-label="Fruit" options={FRUIT} value="" onValueChange={() => {}} placeholder="Pick one" />);
    expect(await trigger("Fruit")).toHaveTextContent("Pick one");
  });
});

describe("SelectField", () => {
  it("is named by its label and reports the chosen value", async () => {
    const onValueChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState("apple");
      return (
        <SelectField
          label="Fruit"
          id="fruit"
          options={FRUIT}
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
          triggerClassName="sm:w-40"
        />
      );
    }
    render(<Harness />);
    expect(await trigger("Fruit")).toHaveAttribute("id", "fruit");
    expect(screen.getByRole("combobox", { name: "Fruit" })).toHaveClass("w-full", "sm:w-40");
    await choose("Fruit", "Pear");
    expect(onValueChange).toHaveBeenCalledWith("pear");
    expect(screen.getByRole("combobox", { name: "Fruit" })).toHaveTextContent("Pear");
  });

  it("marks the trigger invalid and describes it with the error", async () => {
    render(<SelectField label="Fruit" options={FRUIT} value="" onValueChange={() => {}} error="Pick a fruit" />);
    const fruit = await trigger("Fruit");
    expect(fruit).toHaveAttribute("aria-invalid", "true");
    expect(fruit).toHaveAccessibleDescription("Pick a fruit");
  });
});

describe("FormSelect", () => {
  const schema = z.object({ fruit: z.string().min(1, "Pick a fruit") });

  function FruitForm({ onSave }: { onSave: (values: z.output<typeof schema>) => void }) {
    const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { fruit: "" } });
    return (
      <form onSubmit={handleSubmit(onSave)} noValidate>
        <FormSelect control={control} name="fruit" label="Fruit" placeholder="Pick one" options={FRUIT} />
        <button type="submit">Save</button>
      </form>
    );
  }

  it("shows the field's error under it, and focuses the trigger", async () => {
    const onSave = vi.fn();
    render(<FruitForm onSave={onSave} />);
    const fruit = await trigger("Fruit");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Pick a fruit")).toBeInTheDocument();
    expect(fruit).toHaveAccessibleDescription("Pick a fruit");
    expect(fruit).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("submits the chosen value", async () => {
    const onSave = vi.fn();
    render(<FruitForm onSave={onSave} />);
    expect(await trigger("Fruit")).toHaveTextContent("Pick one");
    await choose("Fruit", "Apple");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ fruit: "apple" }, expect.anything()));
  });
});
