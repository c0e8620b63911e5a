import type { Metadata } from "next";

import { RecommendationsPage } from "@/components/recommendations/recommendations-page";

export const metadata: Metadata = { title: "Smart Recommendations" };

export default function Page() {
  return <RecommendationsPage />;
}
