import type { LucideIcon } from "lucide-react";
import { Gift, Home, ShoppingBag, Users, UsersRound } from "lucide-react";

export interface NavItem {
  href: string;
  label: string;
}

export interface MobileNavItem extends NavItem {
  icon: LucideIcon;
  /** Other pages the tab stands for (and is current on). */
  also?: readonly string[];
}

/**
 * Signed-in header links: the spec's (section 2), and Dates first, so that
 * `/dates` is reached from every page as the other pages are.
 */
export const MAIN_NAV: readonly NavItem[] = [
  { href: "/dates", label: "Dates" },
  { href: "/contacts", label: "Contacts" },
  { href: "/friends", label: "Friends" },
  { href: "/wishlist", label: "Wishlist" },
  { href: "/recommendations", label: "Recommendations" },
];

/** Mobile bottom navigation, five tabs. */
export const MOBILE_NAV: readonly MobileNavItem[] = [
  { href: "/", label: "Home", icon: Home },
  // My Circle (/friends) holds the contacts too, and leads to Family (/family): the tab is current on all three.
  { href: "/contacts", label: "Circle", icon: Users, also: ["/friends", "/family"] },
  { href: "/recommendations", label: "Shop", icon: ShoppingBag },
  { href: "/wishlist", label: "Wishlist", icon: Gift },
  { href: "/collaborative", label: "Groups", icon: UsersRound },
];

/** Signed-out header links; 'FAQ' follows them as a plain label. */
export const PUBLIC_NAV: readonly NavItem[] = [
  { href: "/ai-gift-ideas", label: "AI Gift Ideas" },
  { href: "/find-list", label: "Find a List" },
  { href: "/popular-gifts", label: "Popular Gifts" },
  { href: "/gift-guides", label: "Gift Guides" },
];

export const FOOTER_NAV: readonly NavItem[] = [
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-of-service", label: "Terms of Service" },
  { href: "/contact", label: "Contact" },
];

/** Whether a bottom tab is current: its own page or one it stands for. */
export function isActiveTab(pathname: string | null, item: Pick<MobileNavItem, "href" | "also">): boolean {
  return [item.href, ...(item.also ?? [])].some((href) => isActivePath(pathname, href));
}

/** Whether `href` is the current page (or a parent of it, except '/'). */
export function isActivePath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}
