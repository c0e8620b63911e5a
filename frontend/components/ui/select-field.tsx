"use client";

import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

import { lazyComponent } from "@/components/lazy-component";
import { FormField, type FormControlProps, type FormFieldProps } from "@/components/ui/form-field";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-style";
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
  /** Shown, not changeable (a setting the server cannot honour). */
  disabled?: boolean;
  /** Classes for the trigger (full width unless they say otherwise). */
  className?: string;
}

/**
 * OptionSelect until the Radix select has loaded: the trigger as it will
 * look (the chosen option, or the placeholder), inert and hidden from
 * assistive technology.
 */
function OptionSelectPlaceholder({
  options,
  value,
  placeholder,
  disabled,
  className,
  id,
  "aria-invalid": invalid,
}: OptionSelectProps) {
  const chosen = options.find((option) => option.value === value);
  return (
    <button
      type="button"
      id={id}
      inert
      aria-hidden="true"
      tabIndex={-1}
      disabled={disabled}
      aria-invalid={invalid}
      data-slot="select-trigger"
      data-size="default"
      data-state="closed"
      data-disabled={disabled ? "" : undefined}
      data-placeholder={value === "" ? "" : undefined}
      className={cn(SELECT_TRIGGER_CLASS, "w-full", className)}
    >
      <span data-slot="select-value" style={{ pointerEvents: "none" }}>
        {chosen ? chosen.label : placeholder}
      </span>
      <ChevronDownIcon className="size-4 opacity-50" aria-hidden="true" />
    </button>
  );
}

/**
 * A Select of `options`. The id and aria props (a FormField's control
 * props) go on the trigger, which is what the label names. The Radix
 * select loads after the page's first paint (`lazyComponent`).
 */
const OptionSelect = lazyComponent(
  () => import("@/components/ui/option-select").then((module) => module.RadixOptionSelect),
  OptionSelectPlaceholder,
);

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

export { OptionSelect, OptionSelectPlaceholder, SelectField };
