"use client";

import { useRef } from "react";
import { ArrowRightLeft, Copy } from "lucide-react";

import { CardAction } from "@/components/card-action";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { moveOrCopyLabel, type MoveOrCopy, type MoveOrCopyMenuProps } from "@/components/wishlist/move-or-copy";

/**
 * The card's Move to... / Copy to... menu. The choice opens its dialog only
 * once the menu has closed and given the focus back to its button: a dialog
 * opened while the menu is still up would have the focus taken from it.
 */
export function MoveOrCopyMenu({ item, onChoose }: MoveOrCopyMenuProps) {
  // A ref, not state: the menu's content is gone by the time it gives the focus back.
  const chosen = useRef<MoveOrCopy | null>(null);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <CardAction icon={ArrowRightLeft} label={moveOrCopyLabel(item)} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onCloseAutoFocus={() => {
          const action = chosen.current;
          chosen.current = null;
          if (action) onChoose(item, action);
        }}
      >
        <DropdownMenuItem
          onSelect={() => {
            chosen.current = "move";
          }}
        >
          <ArrowRightLeft aria-hidden="true" />
          Move to…
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            chosen.current = "copy";
          }}
        >
          <Copy aria-hidden="true" />
          Copy to…
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
