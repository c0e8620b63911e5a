import type { Metadata } from "next";

import { ComingSoon } from "@/components/coming-soon";

export const metadata: Metadata = { title: "Group Wishlists" };

export default function Page() {
  return <ComingSoon title="Group Wishlists" />;
}
