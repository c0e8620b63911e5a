"use client";

import * as React from "react";
import { ImageIcon } from "lucide-react";

import { cn } from "@/lib/utils";

type FallbackImageProps = Omit<React.ComponentProps<"img">, "src" | "alt"> & {
  src?: string | null;
  alt: string;
  /** An image to try when `src` is missing or fails (e.g. a per-type placeholder). */
  fallbackSrc?: string;
  /** Classes for the placeholder block, e.g. a per-type background colour. */
  placeholderClassName?: string;
};

/**
 * An <img> that falls back on error: first to `fallbackSrc` when given, then
 * to a neutral placeholder block with an image icon.
 */
function FallbackImage({ src, alt, fallbackSrc, className, placeholderClassName, onError, ...props }: FallbackImageProps) {
  // Remember which URLs failed rather than a boolean, so a new `src` is tried again.
  const [failed, setFailed] = React.useState<ReadonlySet<string>>(() => new Set());

  const candidate = [src, fallbackSrc].find((url): url is string => !!url && !failed.has(url));

  if (!candidate) {
    return (
      <div
        // An empty alt marks a decorative image: the placeholder is hidden too.
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-slot="image-placeholder"
        className={cn("flex items-center justify-center bg-muted text-muted-foreground", className, placeholderClassName)}
      >
        <ImageIcon className="size-1/4 max-h-12 max-w-12 min-h-5 min-w-5" aria-hidden="true" />
      </div>
    );
  }

  return (
    // Static export: images are not optimised, so a plain <img> is what next/image would render.
    <img
      {...props}
      src={candidate}
      alt={alt}
      className={className}
      onError={(event) => {
        setFailed((prev) => new Set(prev).add(candidate));
        onError?.(event);
      }}
    />
  );
}

export { FallbackImage };
export type { FallbackImageProps };
