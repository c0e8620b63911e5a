import type { Metadata } from "next";

import { AiGiftIdeasPage } from "@/components/ai-gift-ideas/ai-gift-ideas-page";

export const metadata: Metadata = { title: "AI Gift Ideas" };

export default function Page() {
  return <AiGiftIdeasPage />;
}
