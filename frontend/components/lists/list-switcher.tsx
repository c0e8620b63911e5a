"use client";

import { useState } from "react";
import { CalendarDays, Handshake, HeartHandshake, Plus, Settings, Users } from "lucide-react";

import { lazyDialog } from "@/components/lazy-dialog";
import { SHOWN_TO_ALL_FRIENDS } from "@/components/lists/list-text";
import { RegistryBadge } from "@/components/lists/registry-badge";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { setQueryParam, useLocationSearch } from "@/hooks/use-location-search";
import { useOtherKeepers, type MyList } from "@/hooks/use-lists";
import { formatLongDate } from "@/lib/dates";
import { joinNames } from "@/lib/group-invites";
import { occasionLabel } from "@/lib/group-wishlists";

// Dialogs load when first opened, not with the page.
const ListDialog = lazyDialog(() => import("@/components/lists/list-dialog").then((module) => module.ListDialog));

/** Which of my lists `/wishlist` shows: my main wishlist, another list (its id), or all of them. */
export type ListChoice = "default" | "all" | number;

/** The query parameter that keeps the choice: `?list=12`, `?list=all`; none for my main wishlist. */
export const LIST_QUERY = "list";

export const ALL_MY_LISTS = "All my lists";

/** `?list=all` or `?list=<id>`; anything else (or nothing) is my main wishlist. */
export function listChoiceFromSearch(search: string | null): ListChoice {
  const value = new URLSearchParams(search ?? "").get(LIST_QUERY);
  if (value === "all") return "all";
  if (value && /^-?\d+$/.test(value)) return Number(value);
  return "default";
}

/** Puts the choice in the address (`?list=`), in place; my main wishlist drops the parameter. */
export function selectList(choice: ListChoice): void {
  setQueryParam(LIST_QUERY, choice === "default" ? null : String(choice));
}

/**
 * The list the address asks for, as my lists know it: the default list's
 * own id is my main wishlist, and an id that is none of my lists (deleted
 * since) falls back to it once my lists are known. Until then, or when they
 * could not load, the id stands.
 */
export function useListChoice(lists: readonly MyList[], listsLoading: boolean): ListChoice {
  const requested = listChoiceFromSearch(useLocationSearch());
  if (typeof requested !== "number") return requested;
  const list = lists.find((l) => l.id === requested);
  if (list?.isDefault) return "default";
  if (!list && !listsLoading && lists.length > 0) return "default";
  return requested;
}

/** A list's name in the select: "Mia's wishlist · for Mia" for a list I keep for someone. */
export function listLabel(list: Pick<MyList, "name" | "dependant">): string {
  return list.dependant ? `${list.name} · for ${list.dependant.name}` : list.name;
}

function choiceValue(choice: ListChoice): string {
  return typeof choice === "number" ? String(choice) : choice;
}

function choiceOf(value: string): ListChoice {
  return value === "default" || value === "all" ? value : Number(value);
}

/**
 * The List select (my main wishlist first, my other lists and those I
 * co-own, the lists of those I look after, then All my lists), New List,
 * and List Settings of the list shown
 * (`current`), with its Registry badge, occasion, event date, description,
 * who sees it and who keeps it with me underneath.
 * `viewedName` names a list chosen by its id that my lists do not hold
 * (yet): the list as its own page loaded it.
 */
export function ListSwitcher({
  choice,
  lists,
  current,
  viewedName,
}: {
  choice: ListChoice;
  lists: readonly MyList[];
  current: MyList | null;
  viewedName?: string;
}) {
  const [newOpen, setNewOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const options = [
    { value: "default", label: "My Wishlist" },
    ...lists.filter((l) => !l.isDefault).map((l) => ({ value: String(l.id), label: listLabel(l) })),
  ];
  if (typeof choice === "number" && !options.some((o) => o.value === String(choice))) {
    options.push({ value: String(choice), label: viewedName ?? "Loading..." });
  }
  options.push({ value: "all", label: ALL_MY_LISTS });

  const occasion = current && !current.isDefault ? occasionLabel(current.occasion) : null;
  const eventDate = current && !current.isDefault && current.eventDate ? formatLongDate(current.eventDate) : null;
  const description = current && !current.isDefault ? current.description : null;
  const toAllFriends = current?.visibility === "friends";
  // My main wishlist is never a registry.
  const registry = !!current && !current.isDefault && current.isRegistry;
  // The others who keep it: its owner when I co-own it, and its co-owners but me.
  const keepers = useOtherKeepers(current);
  const dependant = current?.dependant ?? null;

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="List"
          id="wishlist-list"
          value={choiceValue(choice)}
          onValueChange={(value) => selectList(choiceOf(value))}
          options={options}
          // A row of its own on a phone, the buttons below it.
          className="basis-full sm:basis-auto sm:w-72"
        />
        <Button variant="outline" onClick={() => setNewOpen(true)}>
          <Plus aria-hidden="true" />
          New List
        </Button>
        {current ? (
          <Button variant="outline" onClick={() => setSettingsOpen(true)}>
            <Settings aria-hidden="true" />
            List Settings
          </Button>
        ) : null}
      </div>
      {registry || occasion || eventDate || description || toAllFriends || keepers.length > 0 || dependant ? (
        <div data-testid="list-details" className="grid gap-1 text-sm text-muted-foreground">
          {description ? <p className="text-foreground">{description}</p> : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {dependant ? (
              <span className="inline-flex items-center gap-1.5" data-testid="list-dependant">
                <HeartHandshake className="size-4" aria-hidden="true" />
                For {dependant.name}
              </span>
            ) : null}
            {registry ? <RegistryBadge /> : null}
            {occasion || eventDate ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden="true" />
                {[occasion, eventDate].filter(Boolean).join(" · ")}
              </span>
            ) : null}
            {toAllFriends ? (
              <span className="inline-flex items-center gap-1.5">
                <Users className="size-4" aria-hidden="true" />
                {SHOWN_TO_ALL_FRIENDS}
              </span>
            ) : null}
            {keepers.length > 0 ? (
              <span className="inline-flex items-center gap-1.5" data-testid="list-keepers">
                <Handshake className="size-4" aria-hidden="true" />
                Kept with {joinNames(keepers)}
              </span>
            ) : null}
          </div>
        </div>
      ) : null}

      <ListDialog open={newOpen} onOpenChange={setNewOpen} onCreated={(list) => selectList(list.id)} />
      {current ? (
        <ListDialog
          // A fresh form for each list.
          key={current.id}
          open={settingsOpen}
          onOpenChange={setSettingsOpen}
          list={current}
          onDeleted={() => selectList("default")}
          onLeft={() => selectList("default")}
        />
      ) : null}
    </div>
  );
}
