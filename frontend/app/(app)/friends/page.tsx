import type { Metadata } from "next";

import { MyCirclePage } from "@/components/friends/my-circle-page";

export const metadata: Metadata = { title: "My Circle" };

export default function Page() {
  return <MyCirclePage />;
}
