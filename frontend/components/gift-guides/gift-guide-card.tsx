import { ArrowRight, Gift, Star } from "lucide-react";

import { IntentLink } from "@/components/layout/intent-link";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import {
  giftGuidePath,
  guideCategoryBadgeClass,
  guideCategoryLabel,
  guideItemCountText,
  visibleTags,
  type GiftGuide,
  type GuideCategory,
} from "@/lib/gift-guides";

export function GuideCategoryBadge({ category }: { category: GuideCategory }) {
  return (
    <Badge data-testid="guide-category" className={guideCategoryBadgeClass(category)}>
      {guideCategoryLabel(category)}
    </Badge>
  );
}

/**
 * One guide: category badge, item count, title, description, up to 2 tags
 * and '+N' for the rest; the whole card links to `/gift-guides/{id}`.
 */
export function GiftGuideCard({ guide, featured = false }: { guide: GiftGuide; featured?: boolean }) {
  const { shown, overflow } = visibleTags(guide.tags);
  const titleId = `guide-${featured ? "featured-" : ""}${guide.id.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={featured ? "featured-guide" : "guide-card"}
      className={cn(
        "group relative flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md",
        featured && "border-primary/30 bg-gradient-to-br from-card to-accent/60",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <GuideCategoryBadge category={guide.category} />
          {featured ? (
            <Badge variant="outline" className="gap-1">
              <Star aria-hidden="true" className="fill-amber-400 text-amber-500" />
              Featured
            </Badge>
          ) : null}
        </div>
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground" data-testid="guide-item-count">
          <Gift className="size-4" aria-hidden="true" />
          {guideItemCountText(guide.itemCount)}
        </span>
      </div>
      <h3 id={titleId} className="text-lg leading-tight font-semibold break-words">
        <IntentLink
          href={giftGuidePath(guide.id)}
          className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
        >
          {guide.title}
        </IntentLink>
      </h3>
      <p className="line-clamp-3 text-sm text-muted-foreground">{guide.description}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        {shown.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Tags of ${guide.title}`}>
            {shown.map((tag) => (
              <li key={tag}>
                <Badge variant="outline" className="font-normal">
                  {tag}
                </Badge>
              </li>
            ))}
            {overflow > 0 ? (
              <li>
                <Badge variant="secondary" className="font-normal" aria-label={`${overflow} more tags`}>
                  +{overflow}
                </Badge>
              </li>
            ) : null}
          </ul>
        ) : (
          <span />
        )}
        <ArrowRight
          className="size-4 text-primary transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </div>
    </article>
  );
}
