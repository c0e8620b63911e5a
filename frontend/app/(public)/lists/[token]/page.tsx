import type { Metadata } from "next";

import { PublicListPage } from "@/components/wishlist/public-list-page";

export const metadata: Metadata = { title: "Shared Wishlist" };

// One exported shell (`lists/_.html`); the server serves it for every token and
// the page reads the real one from the URL.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ token: "_" }];
}

export default function Page() {
  return <PublicListPage />;
}
