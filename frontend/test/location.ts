const originalLocation = window.location;

/**
 * Puts a plain object at `pathAndQuery` in place of `window.location`, so a
 * test can read where a redirect sent the page from its `href` without
 * jsdom navigating. Returns that object; `restoreLocation` undoes it.
 */
export function stubLocation(pathAndQuery: string) {
  const url = new URL(pathAndQuery, "http://localhost");
  const location = { pathname: url.pathname, search: url.search, href: url.href };
  Object.defineProperty(window, "location", { configurable: true, value: location });
  return location;
}

/** Puts the real `window.location` back. */
export function restoreLocation() {
  Object.defineProperty(window, "location", { configurable: true, value: originalLocation });
}
