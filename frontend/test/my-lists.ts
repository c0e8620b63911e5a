import type { ListItem, ListView, MyList } from "@/hooks/use-lists";
import { wishlistItem } from "@/test/fixtures";

/** My main wishlist as `GET /api/lists` answers it: its id is negative, its name "My Wishlist". */
export function defaultList(overrides: Partial<MyList> = {}): MyList {
  return myList({ id: -3, name: "My Wishlist", isDefault: true, ...overrides });
}

/** One of my lists as `GET /api/lists` answers it: mine, private, no occasion, not public, no co-owners, not a registry. */
export function myList(overrides: Partial<MyList> = {}): MyList {
  return {
    id: 12,
    name: "Birthday 2027",
    description: null,
    occasion: null,
    eventDate: null,
    isDefault: false,
    isRegistry: false,
    visibility: "private",
    archived: false,
    itemCount: 0,
    ownerId: 1,
    ownerName: "Ada Lovelace",
    coOwners: [],
    dependant: null,
    createdAt: "2026-11-22T10:00:00Z",
    isOwner: true,
    isPublic: false,
    listed: false,
    url: null,
    ...overrides,
  };
}

/** An item of one of my lists, as its owner gets it (no claims). */
export function ownListItem(overrides: Partial<ListItem> = {}): ListItem {
  return { ...wishlistItem(), listId: 12, ownSurpriseOf: null, ...overrides };
}

/** `GET /api/lists/{id}` of a list of mine with `items`. */
export function ownListView(list: MyList, items: ListItem[]): ListView {
  const { isOwner: _isOwner, isPublic: _isPublic, listed: _listed, url: _url, ...summary } = list;
  return { ...summary, itemCount: items.length, mine: true, items };
}
