import type { Metadata, Viewport } from "next";

import { Providers } from "@/components/providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Presently", template: "%s · Presently" },
  description:
    "Presently: a gift and special-occasion planner. Reminders for special dates, your circle, wishlists and gift ideas.",
  applicationName: "Presently",
};

export const viewport: Viewport = {
  themeColor: "#e0533d",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
