import type { LucideIcon } from "lucide-react";

import { cn } from "@/lib/utils";

const SIZES = {
  /** A page's main list. */
  page: { box: "gap-3 py-14", badge: "size-14", icon: "size-7", title: "text-lg font-semibold" },
  /** A tab or a section of a page. */
  section: { box: "gap-2 py-10", badge: "size-12", icon: "size-6", title: "font-semibold" },
} as const;

export type EmptyStateSize = keyof typeof SIZES;

/**
 * The dashed box a list shows when it has nothing to show: an icon in a
 * circle, a title, a description, then `children` (its actions). The title
 * is a heading (`titleAs`) where it heads that part of the page, else text.
 */
function EmptyState({
  icon: Icon,
  title,
  description,
  titleAs: Title = "p",
  size = "section",
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: React.ReactNode;
  titleAs?: "h2" | "h3" | "p";
  size?: EmptyStateSize;
  className?: string;
  children?: React.ReactNode;
}) {
  const styles = SIZES[size];
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center rounded-2xl border border-dashed bg-card px-6 text-center",
        styles.box,
        className,
      )}
    >
      <span className={cn("flex items-center justify-center rounded-full bg-accent text-accent-foreground", styles.badge)}>
        <Icon className={styles.icon} aria-hidden="true" />
      </span>
      <Title className={styles.title}>{title}</Title>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </div>
  );
}

export { EmptyState };
