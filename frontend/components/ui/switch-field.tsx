"use client";

import * as React from "react";

import { FormField, type FormControlProps, type FormFieldProps } from "@/components/ui/form-field";
import { LazySwitch } from "@/components/ui/lazy-switch";
import type { Switch } from "@/components/ui/switch";
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
      <LazySwitch {...switchProps} />
    </FormField>
  );
}

export { SwitchField };
