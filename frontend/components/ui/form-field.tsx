"use client";

import * as React from "react";
import { Slot } from "@radix-ui/react-slot";

import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** What a field's control needs to be labelled, described and marked invalid. */
export interface FormControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  /** Set for a `group` field: the control is named by the label's id. */
  "aria-labelledby"?: string;
}

/**
 * - `stacked`: label, control, description, error (text inputs, selects).
 * - `control-first`: the control, then its label on the same line (checkboxes).
 * - `control-last`: label and description, then the control at the end of the line (switches).
 */
export type FormFieldLayout = "stacked" | "control-first" | "control-last";

export interface FormFieldProps {
  label: React.ReactNode;
  /** Help text under the control, read with it by screen readers. */
  description?: React.ReactNode;
  /** The field's error message; the control is marked invalid while there is one. */
  error?: string;
  /** Read the error out as it appears (see FieldError). */
  announceError?: boolean;
  /** The control's id; a generated one without it. */
  id?: string;
  /**
   * The control is a group (radio buttons, stars) rather than one labelable
   * element: the label is plain text the group names itself by, through
   * `aria-labelledby`.
   */
  group?: boolean;
  layout?: FormFieldLayout;
  className?: string;
  labelClassName?: string;
  /**
   * The control. An element gets the id and aria attributes through a Slot;
   * a function gets them as props to put on the right element (the trigger
   * inside a Select, the input inside a wrapper with an icon and a button).
   */
  children: React.ReactElement | ((control: FormControlProps) => React.ReactNode);
}

/**
 * One form field: wires the label to the control, and the control to its
 * description and error (`aria-describedby`, `aria-invalid`), the way
 * shadcn's FormItem, FormLabel, FormControl, FormDescription and FormMessage
 * do together, without tying the field to react-hook-form: pass the error
 * from `formState.errors` (or from anywhere else).
 */
function FormField({
  label,
  description,
  error,
  announceError = false,
  id: givenId,
  group = false,
  layout = "stacked",
  className,
  labelClassName,
  children,
}: FormFieldProps) {
  const generatedId = React.useId();
  const id = givenId ?? generatedId;
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");
  const controlProps: FormControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    ...(group ? { "aria-labelledby": labelId } : {}),
  };

  const control =
    typeof children === "function" ? children(controlProps) : <Slot {...controlProps}>{children}</Slot>;

  const labelElement = group ? (
    <Label id={labelId} asChild className={labelClassName}>
      <span>{label}</span>
    </Label>
  ) : (
    <Label id={labelId} htmlFor={id} className={labelClassName}>
      {label}
    </Label>
  );

  const descriptionElement = description ? (
    <p id={descriptionId} data-slot="form-description" className="text-xs text-muted-foreground">
      {description}
    </p>
  ) : null;
  const errorElement = <FieldError id={errorId} message={error} announce={announceError} />;

  if (layout === "control-last") {
    return (
      <div data-slot="form-field" className={cn("flex items-center justify-between gap-4", className)}>
        <div className="grid gap-1">
          {labelElement}
          {descriptionElement}
          {errorElement}
        </div>
        {control}
      </div>
    );
  }

  if (layout === "control-first") {
    return (
      <div data-slot="form-field" className={cn("grid gap-2", className)}>
        <div className="flex items-center gap-2">
          {control}
          {labelElement}
        </div>
        {descriptionElement}
        {errorElement}
      </div>
    );
  }

  return (
    <div data-slot="form-field" className={cn("grid gap-2", className)}>
      {labelElement}
      {control}
      {descriptionElement}
      {errorElement}
    </div>
  );
}

export { FormField };
