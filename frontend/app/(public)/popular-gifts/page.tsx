import type { Metadata } from "next";

import { PopularGiftsPage } from "@/components/popular-gifts/popular-gifts-page";

export const metadata: Metadata = { title: "Popular Gifts" };

export default function Page() {
  return <PopularGiftsPage />;
}
