import type { Metadata } from "next";

import { ComingSoon } from "@/components/coming-soon";

export const metadata: Metadata = { title: "Smart Recommendations" };

export default function Page() {
  return <ComingSoon title="Smart Recommendations" />;
}
