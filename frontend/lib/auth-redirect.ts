import { toast, whenToasterMounted } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { UNAUTHORIZED_DESCRIPTION, UNAUTHORIZED_TITLE } from "@/lib/messages";

/** Spec section 9: the login redirect waits 500 ms so the toast can be read. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * The 500 ms count from when the toast is on the page (the toasts' region
 * loads after the page, and on a slow link later than 500 ms); a region that
 * never loads keeps the user here at most this long.
 */
export const TOASTER_WAIT_LIMIT_MS = 3000;

/** True for a 401 from the API client (or an error whose message says so). */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && /^401: /.test(error.message);
}

/** `/api/login?returnTo=<path+search>`; the server accepts only same-site relative paths. */
export function loginUrl(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

let redirectPending = false;

/**
 * Shows the 'Unauthorized' toast and, 500 ms after it is on the page, sends
 * the browser to the login with the current page as `returnTo`. Repeated calls while a redirect
 * is pending do nothing, so several failing calls give one toast.
 */
export function redirectToLogin(options: { variant?: "default" | "destructive" } = {}): void {
  if (typeof window === "undefined" || redirectPending) return;
  redirectPending = true;
  toast({
    title: UNAUTHORIZED_TITLE,
    description: UNAUTHORIZED_DESCRIPTION,
    variant: options.variant ?? "default",
  });
  const returnTo = window.location.pathname + window.location.search;
  const toastShown = new Promise<void>((resolve) => {
    whenToasterMounted().then(resolve);
    window.setTimeout(resolve, TOASTER_WAIT_LIMIT_MS);
  });
  void toastShown.then(() => {
    window.setTimeout(() => {
      window.location.href = loginUrl(returnTo);
    }, LOGIN_REDIRECT_DELAY_MS);
  });
}

/**
 * For mutation error handlers: when `error` is a 401, redirect to login and
 * return true (the caller shows nothing else); otherwise return false.
 */
export function handleUnauthorized(
  error: unknown,
  options?: { variant?: "default" | "destructive" },
): boolean {
  if (!isUnauthorizedError(error)) return false;
  redirectToLogin(options);
  return true;
}

/** Test hook: forget a pending redirect. */
export function resetRedirectForTests(): void {
  redirectPending = false;
}
