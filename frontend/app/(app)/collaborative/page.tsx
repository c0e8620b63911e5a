import type { Metadata } from "next";

import { CollaborativePage } from "@/components/collaborative/collaborative-page";

export const metadata: Metadata = { title: "Group Wishlists" };

export default function Page() {
  return <CollaborativePage />;
}
