import type { Metadata } from "next";

import { ComingSoon } from "@/components/coming-soon";

export const metadata: Metadata = { title: "Privacy Policy" };

export default function Page() {
  return <ComingSoon title="Privacy Policy" />;
}
