import type { Metadata } from "next";

import { ComingSoon } from "@/components/coming-soon";

export const metadata: Metadata = { title: "Gift Guides" };

export default function Page() {
  return <ComingSoon title="Gift Guides" />;
}
