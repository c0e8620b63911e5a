import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Switch } from "@/components/ui/switch";

describe("FormField", () => {
  it("names the control by its label, with a generated id", () => {
    render(
      <FormField label="Title">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Title" });
    expect(input.id).not.toBe("");
    expect(screen.getByText("Title").tagName).toBe("LABEL");
    expect(screen.getByText("Title")).toHaveAttribute("for", input.id);
  });

  it("uses a given id", () => {
    render(
      <FormField label="Email" id="contact-email">
        <Input type="email" />
      </FormField>,
    );
    expect(screen.getByLabelText("Email")).toHaveAttribute("id", "contact-email");
  });

  it("without description or error marks nothing", () => {
    render(
      <FormField label="Title">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText("Title");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(input).toHaveAccessibleDescription("");
  });

  it("describes the control with its description", () => {
    render(
      <FormField label="Interests" description="Separate with commas">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText("Interests");
    expect(input).toHaveAccessibleDescription("Separate with commas");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("marks the control invalid and points it at the error", () => {
    render(
      <FormField label="Title" error="Title is required">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText("Title");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Title is required");
    const message = screen.getByText("Title is required");
    expect(input.getAttribute("aria-describedby")).toBe(message.id);
    // Shown, not announced: it is read with the field.
    expect(message).not.toHaveAttribute("role");
  });

  it("reads the description, then the error, when there are both", () => {
    render(
      <FormField label="Interests" description="Separate with commas" error="Interests must be at most 2,000 characters">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText("Interests");
    expect(input).toHaveAccessibleDescription("Separate with commas Interests must be at most 2,000 characters");
    expect(screen.getByText("Separate with commas")).toBeVisible();
  });

  it("announces the error when asked", () => {
    render(
      <FormField label="vCard file" error="The file is larger than 2 MB." announceError>
        <Input type="file" />
      </FormField>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("The file is larger than 2 MB.");
    expect(screen.getByLabelText("vCard file")).toHaveAccessibleDescription("The file is larger than 2 MB.");
  });

  it("hands the control props to a render function, for a control inside a wrapper", () => {
    render(
      <FormField label="Friend's email" error="Please enter your friend's email address">
        {(props) => (
          <div data-testid="row">
            <Input {...props} type="email" />
            <button type="submit">Send Request</button>
          </div>
        )}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Friend's email" });
    expect(screen.getByTestId("row")).toContainElement(input);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Please enter your friend's email address");
    expect(screen.getByRole("button", { name: "Send Request" })).not.toHaveAttribute("aria-invalid");
  });

  it("names a group by its label through aria-labelledby", () => {
    render(
      <FormField label="Delivery type" group error="Reminder delivery must be dashboard, browser or email">
        {(props) => (
          <RadioGroup {...props} defaultValue="dashboard">
            <RadioGroupItem value="dashboard" aria-label="Dashboard alerts" />
            <RadioGroupItem value="browser" aria-label="Browser notifications" />
          </RadioGroup>
        )}
      </FormField>,
    );
    const group = screen.getByRole("radiogroup", { name: "Delivery type" });
    expect(group).toHaveAccessibleDescription("Reminder delivery must be dashboard, browser or email");
    expect(group).toHaveAttribute("aria-invalid", "true");
    // The label is text, not a <label> pointing at a non-labelable element.
    expect(screen.getByText("Delivery type").tagName).not.toBe("LABEL");
  });

  it("puts a checkbox before its label and a switch after its label and description", () => {
    render(
      <>
        <FormField label="Recurring annually" layout="control-first">
          <Checkbox />
        </FormField>
        <FormField label="Allow Editing" description="Your friend can make changes, not just view." layout="control-last">
          <Switch />
        </FormField>
      </>,
    );
    const checkbox = screen.getByRole("checkbox", { name: "Recurring annually" });
    const checkboxLabel = screen.getByText("Recurring annually");
    expect(checkbox.compareDocumentPosition(checkboxLabel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const toggle = screen.getByRole("switch", { name: "Allow Editing" });
    const switchLabel = screen.getByText("Allow Editing");
    expect(toggle.compareDocumentPosition(switchLabel) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(toggle).toHaveAccessibleDescription("Your friend can make changes, not just view.");
  });

  it("keeps the control's own handlers and ref when it wires it", async () => {
    const onChange = vi.fn();
    const ref = { current: null as HTMLInputElement | null };
    render(
      <FormField label="Title">
        <Input ref={ref} onChange={onChange} />
      </FormField>,
    );
    await userEvent.type(screen.getByLabelText("Title"), "Hi");
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(ref.current).toBe(screen.getByLabelText("Title"));
  });

  describe("with react-hook-form and zod", () => {
    const schema = z.object({ title: z.string().trim().min(1, "Title is required") });

    function TitleForm({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
      const {
        register,
        handleSubmit,
        formState: { errors },
      } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
        resolver: zodResolver(schema),
        defaultValues: { title: "" },
      });
      return (
        <form onSubmit={handleSubmit(onValid)} noValidate>
          <FormField label="Title" error={errors.title?.message}>
            <Input {...register("title")} />
          </FormField>
          <button type="submit">Save</button>
        </form>
      );
    }

    it("shows the schema's message after a submit and clears it once fixed", async () => {
      const onValid = vi.fn();
      render(<TitleForm onValid={onValid} />);
      const input = screen.getByLabelText("Title");
      await userEvent.type(input, "   ");
      await userEvent.click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByText("Title is required")).toBeInTheDocument();
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription("Title is required");
      expect(input).toHaveFocus();
      expect(onValid).not.toHaveBeenCalled();

      await userEvent.type(input, "Mum's Birthday");
      expect(screen.queryByText("Title is required")).not.toBeInTheDocument();
      expect(input).not.toHaveAttribute("aria-invalid");
      await userEvent.click(screen.getByRole("button", { name: "Save" }));
      expect(onValid).toHaveBeenCalledWith({ title: "Mum's Birthday" }, expect.anything());
    });
  });
});
