import type { Metadata } from "next";

import { CapturePage } from "@/components/wishlist/capture-page";

export const metadata: Metadata = { title: "Add to wishlist" };

// The Presently button's pop-up and the share target land here (`?url=`, or a share's
// `?title=&text=&url=`); the page reads its query in the browser, as a static page has none.
export default function Page() {
  return <CapturePage />;
}
