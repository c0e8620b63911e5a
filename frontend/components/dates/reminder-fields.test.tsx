import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DeliveryField, ReminderDaysField } from "@/components/dates/reminder-fields";
import type { ReminderDelivery } from "@/lib/dates";
import { mockApi } from "@/test/api-mock";
import { renderWithSwr } from "@/test/render";

type Values = { days: number; delivery: ReminderDelivery; title: string };

function ReminderForm({ defaults, onSave }: { defaults: Values; onSave: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: defaults });
  return (
    <form onSubmit={handleSubmit(onSave)}>
      <ReminderDaysField control={control} name="days" label="Remind me" />
      <DeliveryField control={control} name="delivery" label="Delivery" />
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ReminderDaysField and DeliveryField", () => {
  it("show the form's values and send the chosen ones as a number and a delivery", async () => {
    mockApi({ "GET /api/meta": { features: { emailReminders: false } } });
    const onSave = vi.fn();
    renderWithSwr(<ReminderForm defaults={{ days: 7, delivery: "dashboard", title: "x" }} onSave={onSave} />);
    expect(await screen.findByRole("combobox", { name: "Remind me" })).toHaveTextContent("7 days before");
    expect(screen.getByRole("radiogroup", { name: "Delivery" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Dashboard/ })).toBeChecked();

    await userEvent.click(await screen.findByRole("combobox", { name: "Remind me" }));
    await userEvent.click(await screen.findByRole("option", { name: "3 days before" }));
    await userEvent.click(screen.getByRole("radio", { name: /Browser/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ days: 3, delivery: "browser", title: "x" }, expect.anything()),
    );
  });

  it("keeps a stored number of days that is not one of the choices", async () => {
    mockApi({ "GET /api/meta": { features: {} } });
    renderWithSwr(<ReminderForm defaults={{ days: 10, delivery: "dashboard", title: "x" }} onSave={() => {}} />);
    expect(await screen.findByRole("combobox", { name: "Remind me" })).toHaveTextContent("10 days before");
    await userEvent.click(await screen.findByRole("combobox", { name: "Remind me" }));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options).toContain("10 days before");
    expect(options.indexOf("10 days before")).toBe(options.indexOf("7 days before") + 1);
  });
});
