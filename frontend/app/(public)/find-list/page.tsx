import type { Metadata } from "next";

import { ComingSoon } from "@/components/coming-soon";

export const metadata: Metadata = { title: "Find a List" };

export default function Page() {
  return <ComingSoon title="Find a List" />;
}
