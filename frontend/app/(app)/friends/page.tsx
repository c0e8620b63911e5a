import type { Metadata } from "next";

import { ComingSoon } from "@/components/coming-soon";

export const metadata: Metadata = { title: "My Circle" };

export default function Page() {
  return <ComingSoon title="My Circle" />;
}
