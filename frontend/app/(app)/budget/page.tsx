import type { Metadata } from "next";

import { BudgetPage } from "@/components/budgets/budget-page";

export const metadata: Metadata = { title: "Budget" };

// `/budget?id=12`: one exported page; it reads which budget from the URL.
export default function Page() {
  return <BudgetPage />;
}
