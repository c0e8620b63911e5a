import type { Metadata } from "next";

import { GroupWishlistPage } from "@/components/collaborative/group-wishlist-page";

export const metadata: Metadata = { title: "Group Wishlist" };

// One exported shell (`collaborative/_.html`); the server serves it for every id and
// the page reads the real one from the URL.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default function Page() {
  return <GroupWishlistPage />;
}
