import type { AppProps } from "next/app";

import "@/app/globals.css";

/**
 * The pages router holds only pages that load no framework JavaScript (the
 * landing, the offline page): plain HTML and CSS, fast on a first visit.
 */
export default function StaticPagesApp({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
