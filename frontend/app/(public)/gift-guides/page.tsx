import type { Metadata } from "next";

import { GiftGuidesPage } from "@/components/gift-guides/gift-guides-page";

export const metadata: Metadata = { title: "Gift Guides" };

export default function Page() {
  return <GiftGuidesPage />;
}
