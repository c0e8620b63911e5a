"use client";

import { useState } from "react";
import { Link2, Lightbulb, Loader2, Plus, Search, Sparkles, type LucideIcon } from "lucide-react";

import { StarDisplay } from "@/components/wishlist/star-rating";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FallbackImage } from "@/components/ui/fallback-image";
import { FormField } from "@/components/ui/form-field";
import { InputWithIcon } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { parseProductUrl, useAiSuggestions, useProductSearch } from "@/hooks/use-products";
import { toast } from "@/hooks/use-toast";
import { handleUnauthorized } from "@/lib/auth-redirect";
import { PARSE_URL_FAILED } from "@/lib/messages";
import {
  lookupFailureMessage,
  MAX_SEARCH_RESULTS,
  prefillFromParsed,
  prefillFromProduct,
  productPrice,
  productSource,
  productTitle,
  SEARCH_SUGGESTIONS,
  SUPPORTED_SITES,
  type ProductResult,
  type WishlistPrefill,
} from "@/lib/wishlist";

/**
 * Opens the Add to Wishlist dialog with `prefill`; `lookupError` says why a
 * link could not be read (the form then holds just the link).
 */
export type OnPrefill = (prefill: WishlistPrefill, lookupError?: string) => void;

/**
 * "Find a gift": paste a product link, or search products (with canned
 * suggestions and AI ideas). A parsed link or a chosen result opens the Add
 * to Wishlist dialog prefilled, through `onPrefill`; so does a link that
 * could not be read, with the reason.
 */
export function ProductLookup({ onPrefill }: { onPrefill: OnPrefill }) {
  return (
    <section aria-labelledby="find-a-gift" className="grid gap-6 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <div>
        <h2 id="find-a-gift" className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles className="size-5 text-primary" aria-hidden="true" />
          Find a gift
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Paste a product link or search, then add it to your wishlist in one click.
        </p>
      </div>
      <PasteLink onPrefill={onPrefill} />
      <ProductSearch onPrefill={onPrefill} />
    </section>
  );
}

// An empty box sends nothing: the buttons stay disabled until something is
// typed. What is typed is sent trimmed. (Two one-field forms without a
// schema: plain state, no form library on the page.)

function PasteLink({ onPrefill }: { onPrefill: OnPrefill }) {
  const [url, setUrl] = useState("");
  const [isSubmitting, setSubmitting] = useState(false);

  async function lookUp(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = url.trim();
    if (!value) return;
    setSubmitting(true);
    try {
      const parsed = await parseProductUrl(value);
      onPrefill(prefillFromParsed({ ...parsed, url: parsed?.url || value }));
    } catch (error) {
      // Signed out meanwhile: off to sign in, nothing else to show.
      if (handleUnauthorized(error)) {
        setSubmitting(false);
        return;
      }
      // Not read (a robot check, a page too complex, too many lookups): the
      // form opens with the link, and the reason (spec section 8's message) above it.
      onPrefill({ url: value }, lookupFailureMessage(error, PARSE_URL_FAILED));
    }
    setUrl("");
    setSubmitting(false);
  }

  return (
    <form onSubmit={(event) => void lookUp(event)} noValidate>
      <LookupField
        label="Product link"
        description={`Works with ${SUPPORTED_SITES.slice(0, -1).join(", ")} and ${SUPPORTED_SITES[SUPPORTED_SITES.length - 1]}.`}
        icon={Link2}
        input={{
          type: "url",
          placeholder: "https://www.amazon.com/...",
          name: "url",
          value: url,
          onChange: (event) => setUrl(event.target.value),
        }}
      >
        <Button type="submit" disabled={!url.trim() || isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Look up
        </Button>
      </LookupField>
    </form>
  );
}

// As with a link: an empty search runs nothing.

function ProductSearch({ onPrefill }: { onPrefill: OnPrefill }) {
  const [query, setQuery] = useState("");
  const [input, setInput] = useState("");
  const { results, isLoading, searched } = useProductSearch(query, {
    onError(error) {
      if (!handleUnauthorized(error)) {
        toast({
          title: "Search Error",
          description: "Failed to search for products. Please try again.",
          variant: "destructive",
        });
      }
    },
  });
  const { suggestions } = useAiSuggestions(query);

  function run(q: string) {
    const value = q.trim();
    if (!value) return;
    setInput(value);
    setQuery(value);
  }

  return (
    <div className="grid gap-4">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          run(input);
        }}
        noValidate
        className="grid gap-2"
      >
        <LookupField
          label="Search products"
          icon={Search}
          input={{
            type: "search",
            placeholder: "e.g. pour-over coffee set",
            name: "query",
            value: input,
            onChange: (event) => setInput(event.target.value),
          }}
        >
          <Button type="submit" disabled={!input.trim()}>
            Search
          </Button>
        </LookupField>
        <div className="flex flex-wrap items-center gap-2" aria-label="Search suggestions" role="group">
          <span className="text-xs text-muted-foreground">Try:</span>
          {SEARCH_SUGGESTIONS.map((s) => (
            <Button key={s.label} type="button" variant="outline" size="sm" className="h-7 rounded-full" onClick={() => run(s.query)}>
              {s.label}
            </Button>
          ))}
        </div>
      </form>

      {suggestions.length > 0 ? (
        <div className="grid gap-2 rounded-xl bg-accent/50 p-3" role="group" aria-labelledby="ai-ideas">
          <p id="ai-ideas" className="flex items-center gap-1.5 text-sm font-semibold">
            <Lightbulb className="size-4 text-primary" aria-hidden="true" />
            Ideas
          </p>
          <ul className="flex flex-wrap gap-2">
            {suggestions.map((s) => (
              <li key={s.productType} className="max-w-xs">
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  className="h-auto flex-col items-start gap-0.5 py-1.5 text-left whitespace-normal"
                  onClick={() => run(s.productType)}
                >
                  <span className="font-semibold">{s.productType}</span>
                  {s.reasoning ? <span className="text-xs font-normal text-muted-foreground">{s.reasoning}</span> : null}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="search-loading">
          {Array.from({ length: MAX_SEARCH_RESULTS }, (_, i) => (
            <Skeleton key={i} className="h-56 w-full rounded-xl" />
          ))}
        </div>
      ) : searched && results.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">No products found</p>
      ) : results.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Search results">
          {results.slice(0, MAX_SEARCH_RESULTS).map((result, i) => (
            <li key={`${result.url ?? ""}-${i}`}>
              <ProductResultCard result={result} index={i} onAdd={() => onPrefill(prefillFromProduct(result))} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One line of a lookup form: the labelled input with its icon, then the submit button (`children`). */
function LookupField({
  label,
  description,
  error,
  icon,
  input,
  children,
}: {
  label: string;
  description?: string;
  error?: string;
  icon: LucideIcon;
  input: React.ComponentProps<"input">;
  children: React.ReactNode;
}) {
  return (
    <FormField label={label} description={description} error={error}>
      {(props) => (
        <div className="flex gap-2">
          <InputWithIcon icon={icon} wrapperClassName="flex-1" {...props} autoComplete="off" {...input} />
          {children}
        </div>
      )}
    </FormField>
  );
}

function ProductResultCard({ result, index, onAdd }: { result: ProductResult; index: number; onAdd: () => void }) {
  const title = productTitle(result);
  const price = productPrice(result);
  const titleId = `product-result-${index}`;
  const rating = typeof result.rating === "number" ? result.rating : null;
  return (
    // A group, not an article: articles are the wishlist's own item cards.
    <div
      role="group"
      aria-labelledby={titleId}
      data-testid="product-result"
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-background shadow-xs"
    >
      <div className="relative aspect-[4/3] w-full bg-muted">
        <FallbackImage src={result.image} alt={title} className="size-full object-cover" loading="lazy" />
        <Badge variant="secondary" className="absolute top-2 left-2 shadow-sm">
          {productSource(result)}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 id={titleId} className="line-clamp-2 text-sm leading-tight font-semibold" title={title}>
          {title}
        </h3>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {price ? <span className="font-bold text-primary">{price}</span> : null}
          {rating !== null ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <StarDisplay value={rating} label={`Rated ${rating} out of 5`} />
              {typeof result.reviewCount === "number" ? (
                <span>({result.reviewCount.toLocaleString("en-US")} reviews)</span>
              ) : null}
            </span>
          ) : null}
        </div>
        <Button type="button" size="sm" className="mt-auto" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add to Wishlist
        </Button>
      </div>
    </div>
  );
}
