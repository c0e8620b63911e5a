import type { Metadata } from "next";

import { FriendListPage } from "@/components/lists/friend-list-page";

export const metadata: Metadata = { title: "Wishlist" };

// One exported shell (`wishlist/_.html`); the server serves it for every id and
// the page reads the real one from the URL.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default function Page() {
  return <FriendListPage />;
}
