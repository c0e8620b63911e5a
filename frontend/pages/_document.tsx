import { Head, Html, Main, NextScript } from "next/document";

import { SiteHead } from "@/components/layout/site-head";
import { SITE_DESCRIPTION } from "@/lib/site";

/** The document of the static pages: the same <head> as the app's pages. */
export default function StaticPagesDocument() {
  return (
    <Html lang="en" suppressHydrationWarning>
      <Head>
        <meta name="description" content={SITE_DESCRIPTION} />
        <SiteHead />
        <script src="/dialog-commands.js" defer />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
