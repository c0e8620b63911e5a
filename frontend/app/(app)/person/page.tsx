import type { Metadata } from "next";

import { PersonPage } from "@/components/gifts/person-page";

export const metadata: Metadata = { title: "Gifts" };

// `/person?contact=12` (or `?friend=5`, `?dependant=3`): one exported page;
// it reads whose it is from the URL.
export default function Page() {
  return <PersonPage />;
}
