"use client";

import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";

import { SelectField, type SelectFieldProps } from "@/components/ui/select-field";

// Apart from SelectField, so that a page with a plain select loads no form library.

/**
 * A SelectField bound to a react-hook-form field holding a string: its
 * value, its changes, focus on error, and its error message.
 */
function FormSelect<T extends FieldValues, TOut = T>({
  control,
  name,
  ...field
}: Omit<SelectFieldProps, "value" | "onValueChange" | "onBlur" | "ref" | "error"> & {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, string>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: bound, fieldState }) => (
        <SelectField
          {...field}
          value={bound.value}
          onValueChange={bound.onChange}
          onBlur={bound.onBlur}
          ref={bound.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export { FormSelect };
