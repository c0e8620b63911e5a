"use client";

import { useState } from "react";

/**
 * Which one of a component's dialogs is open (none at first): `show(which)`
 * opens it, and `dialog(which)` gives that dialog its `open` and
 * `onOpenChange` (closing it opens none).
 */
export function useWhichDialog<Which extends string>() {
  const [open, setOpen] = useState<Which | null>(null);
  const dialog = (which: Which) => ({
    open: open === which,
    onOpenChange: (next: boolean) => setOpen(next ? which : null),
  });
  return { open, show: setOpen, dialog };
}
