"use client";

import type * as React from "react";

import { lazyComponent } from "@/components/lazy-component";
import type { Switch } from "@/components/ui/switch";
import { SWITCH_CLASS, SWITCH_THUMB_CLASS } from "@/components/ui/switch-style";
import { cn } from "@/lib/utils";

type SwitchProps = React.ComponentProps<typeof Switch>;

/**
 * The switch as it will look (on or off, enabled or not) until the Radix
 * switch has loaded: inert, hidden from assistive technology.
 */
export function SwitchPlaceholder({ checked, defaultChecked, disabled, id, className }: SwitchProps) {
  const state = (checked ?? defaultChecked) ? "checked" : "unchecked";
  return (
    <button
      type="button"
      id={id}
      inert
      aria-hidden="true"
      tabIndex={-1}
      disabled={disabled}
      data-slot="switch"
      data-state={state}
      className={cn(SWITCH_CLASS, className)}
    >
      <span data-slot="switch-thumb" data-state={state} className={SWITCH_THUMB_CLASS} />
    </button>
  );
}

/**
 * The Switch (components/ui/switch), its Radix code loaded after the page's
 * first paint (`lazyComponent`): for switches a page shows at once.
 */
export const LazySwitch = lazyComponent<SwitchProps>(
  () => import("@/components/ui/switch").then((module) => module.Switch),
  SwitchPlaceholder,
);
