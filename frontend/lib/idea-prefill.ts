// An idea as a card or an item gives it to Save as an idea (issue 43):
// kept apart from lib/save-as-idea.ts so the cards that offer it load none
// of the dialog's rules until it opens.

/** What is kept as the idea, whatever it came from: its name, and its link, price and shop when known. */
export interface IdeaPrefill {
  name: string;
  link?: string | null;
  price?: string | null;
  shop?: string | null;
}

/**
 * A wishlist item (on a friend's list, on a group list) or a product read
 * for the wishlist form as an idea: its name (none when the read failed),
 * link, price and where to buy.
 */
export function ideaOfItem(item: {
  name?: string | null;
  url?: string | null;
  price?: string | null;
  whereToBuy?: string | null;
}): IdeaPrefill {
  return { name: item.name ?? "", link: item.url, price: item.price, shop: item.whereToBuy };
}
