"use client";

import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";

import { SwitchField, type SwitchFieldProps } from "@/components/ui/switch-field";

// Apart from SwitchField, so that a page with a plain switch loads no form library.

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

export { FormSwitch };
