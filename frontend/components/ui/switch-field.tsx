"use client";

import * as React from "react";
import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";

import { FormField, type FormControlProps, type FormFieldProps } from "@/components/ui/form-field";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";

export type SwitchFieldProps = Pick<FormFieldProps, "label" | "description" | "error" | "id" | "className"> &
  Omit<React.ComponentProps<typeof Switch>, keyof FormControlProps | "className" | "children">;

/**
 * A setting that is on or off: its label and description, the switch at
 * the end of a bordered row (FormField's `control-last`). The one way the
 * app shows a switch with words.
 */
function SwitchField({ label, description, error, id, className, ...switchProps }: SwitchFieldProps) {
  return (
    <FormField
      label={label}
      description={description}
      error={error}
      id={id}
      layout="control-last"
      className={cn("rounded-lg border px-4 py-3", className)}
    >
      <Switch {...switchProps} />
    </FormField>
  );
}

/** A SwitchField bound to a react-hook-form field holding a boolean: its value, changes, focus on error and message. */
function FormSwitch<T extends FieldValues, TOut = T>({
  control,
  name,
  ...field
}: Omit<SwitchFieldProps, "checked" | "onCheckedChange" | "onBlur" | "ref" | "error" | "name"> & {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, boolean>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: bound, fieldState }) => (
        <SwitchField
          {...field}
          name={bound.name}
          checked={bound.value}
          onCheckedChange={bound.onChange}
          onBlur={bound.onBlur}
          ref={bound.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export { FormSwitch, SwitchField };
