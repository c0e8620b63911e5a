"use client";

import { X } from "lucide-react";

import { personName } from "@/components/friends/person-row";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import type { Friend } from "@/hooks/use-friends";

export const NO_FRIENDS_AVAILABLE = "No friends available";
export const FRIENDS_LOAD_FAILED = "Unable to load your friends. Please try again.";

/** The friends the picker offers: not chosen yet, not already on the list. */
export function availableFriends(
  friends: readonly Friend[],
  chosen: readonly Friend[],
  excludeIds: readonly number[] = [],
): Friend[] {
  const taken = new Set([...chosen.map((f) => f.id), ...excludeIds]);
  return friends.filter((friend) => !taken.has(friend.id));
}

/** Adds a friend once (no duplicates). */
export function addInvitee(chosen: readonly Friend[], friend: Friend): Friend[] {
  return chosen.some((f) => f.id === friend.id) ? [...chosen] : [...chosen, friend];
}

/**
 * Choosing friends to invite (spec section 5): a select of my friends that
 * hides the ones already chosen (and `excludeIds`, the list's members), the
 * chosen ones as removable chips, 'No friends available' (or `emptyText`)
 * when none is left. `placeholder` and `chosenLabel` word the select and the
 * chips for another use (co-owners of a list).
 */
export function FriendPicker({
  friends,
  isLoading = false,
  loadFailed = false,
  chosen,
  onChange,
  excludeIds,
  label = "Invite Friends",
  description,
  placeholder = "Select a friend to invite",
  emptyText = NO_FRIENDS_AVAILABLE,
  chosenLabel = "Friends to invite",
  disabled = false,
}: {
  friends: readonly Friend[];
  isLoading?: boolean;
  loadFailed?: boolean;
  chosen: readonly Friend[];
  onChange: (next: Friend[]) => void;
  excludeIds?: readonly number[];
  label?: string;
  description?: string;
  placeholder?: string;
  emptyText?: string;
  chosenLabel?: string;
  disabled?: boolean;
}) {
  const available = availableFriends(friends, chosen, excludeIds);

  function choose(value: string) {
    const friend = available.find((f) => String(f.id) === value);
    if (friend) onChange(addInvitee(chosen, friend));
  }

  return (
    <div className="grid gap-3">
      {isLoading ? (
        <FormField label={label} group>
          {(props) => <Skeleton {...props} className="h-9 w-full" data-testid="friends-loading" />}
        </FormField>
      ) : loadFailed ? (
        <FormField label={label} group>
          {(props) => (
            <p {...props} role="alert" className="text-sm text-destructive">
              {FRIENDS_LOAD_FAILED}
            </p>
          )}
        </FormField>
      ) : available.length === 0 ? (
        <FormField label={label} group>
          {(props) => (
            <p {...props} className="rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
              {emptyText}
            </p>
          )}
        </FormField>
      ) : (
        <FormField label={label} description={description}>
          {(props) => (
            // Always empty: choosing adds a chip and the select is ready for the next friend.
            <Select value="" onValueChange={choose} disabled={disabled}>
              <SelectTrigger {...props} className="w-full">
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {available.map((friend) => (
                  <SelectItem key={friend.id} value={String(friend.id)}>
                    <span>{personName(friend)}</span>
                    {friend.email && personName(friend) !== friend.email ? (
                      <span className="text-xs text-muted-foreground">{friend.email}</span>
                    ) : null}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={chosenLabel}>
          {chosen.map((friend) => {
            const name = personName(friend);
            return (
              <li
                key={friend.id}
                className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm text-secondary-foreground"
              >
                {name}
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(chosen.filter((f) => f.id !== friend.id))}
                  aria-label={`Remove ${name}`}
                  className="flex size-6 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-background hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
