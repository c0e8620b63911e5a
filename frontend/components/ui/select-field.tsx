"use client";

import * as React from "react";
import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";

import { FormField, type FormControlProps, type FormFieldProps } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

/** One choice of a select: the value it stands for and what it shows. */
export interface SelectOption {
  value: string;
  label: React.ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface OptionSelectProps extends Partial<FormControlProps> {
  options: readonly SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  ref?: React.Ref<HTMLButtonElement>;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Classes for the trigger (full width unless they say otherwise). */
  className?: string;
}

/**
 * A Select of `options`. The id and aria props (a FormField's control
 * props) go on the trigger, which is what the label names.
 */
function OptionSelect({
  options,
  value,
  onValueChange,
  onBlur,
  ref,
  placeholder,
  className,
  ...control
}: OptionSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger {...control} ref={ref} onBlur={onBlur} className={cn("w-full", className)}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export type SelectFieldProps = Pick<FormFieldProps, "label" | "description" | "error" | "id" | "className"> &
  Omit<OptionSelectProps, keyof FormControlProps | "className"> & {
    /** Classes for the trigger; `className` is the field's. */
    triggerClassName?: string;
  };

/** A labelled OptionSelect: FormField and Select together. */
function SelectField({ label, description, error, id, className, triggerClassName, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} description={description} error={error} id={id} className={className}>
      {(control) => <OptionSelect {...control} {...select} className={triggerClassName} />}
    </FormField>
  );
}

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

export { FormSelect, OptionSelect, SelectField };
