import type { Metadata } from "next";

import { FindListPage } from "@/components/find-list/find-list-page";

export const metadata: Metadata = { title: "Find a List" };

export default function Page() {
  return <FindListPage />;
}
