import type { Metadata } from "next";

import { ComingSoon } from "@/components/coming-soon";

export const metadata: Metadata = { title: "AI Gift Ideas" };

export default function Page() {
  return <ComingSoon title="AI Gift Ideas" />;
}
