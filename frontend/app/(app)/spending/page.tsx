import type { Metadata } from "next";

import { SpendingPage } from "@/components/budgets/spending-page";

export const metadata: Metadata = { title: "Spending" };

// `/spending?year=2026`: one exported page; it reads the year from the URL.
export default function Page() {
  return <SpendingPage />;
}
