import { THEME_INIT_SCRIPT } from "@/lib/theme-script";
import { ICONS, MANIFEST_PATH, REGISTER_SW_SCRIPT, THEME_COLORS } from "@/lib/site";

/**
 * What both kinds of page put in <head>: the colour scheme set before the
 * first paint (no flash of the wrong theme), toolbar colours, the web app
 * manifest and icons, and the service worker's registration.
 */
export function SiteHead() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      {THEME_COLORS.map(({ media, color }) => (
        <meta key={media} name="theme-color" media={media} content={color} />
      ))}
      <link rel="manifest" href={MANIFEST_PATH} />
      <link rel="icon" href={ICONS.favicon} sizes="32x32" />
      <link rel="icon" href={ICONS.svg} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={ICONS.apple} />
      <script src={REGISTER_SW_SCRIPT} defer />
    </>
  );
}
