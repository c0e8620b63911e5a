import type { Metadata } from "next";

import { DatesPage } from "@/components/dates/dates-page";

export const metadata: Metadata = { title: "Special Dates" };

export default function Page() {
  return <DatesPage />;
}
