"use client";

import { useState, type FormEvent } from "react";
import { Search, X } from "lucide-react";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { InputWithIcon } from "@/components/ui/input";

/** Longest query sent (the server's search limit is 200 characters). */
const QUERY_MAX = 200;

/**
 * The "Search gifts" box above the sections: submitting sets the gifts
 * section's query; an empty box (cleared, or Clear) goes back to the gifts
 * picked for me.
 */
export function GiftSearch({ query, onQueryChange }: { query: string; onQueryChange: (query: string) => void }) {
  const [text, setText] = useState(query);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onQueryChange(text.trim());
  }

  function clear() {
    setText("");
    onQueryChange("");
  }

  return (
    <form role="search" aria-label="Gifts" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <FormField label="Search gifts" id="recommendations-gift-search" className="flex-1 sm:max-w-md">
        <InputWithIcon
          icon={Search}
          type="search"
          value={text}
          maxLength={QUERY_MAX}
          placeholder="e.g. coffee, gardening, headphones"
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            // Emptying the box (or its own clear button) goes back to picked-for-you.
            if (e.target.value.trim() === "" && query !== "") onQueryChange("");
          }}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
        {query ? (
          <Button type="button" variant="outline" onClick={clear} aria-label="Clear gift search">
            <X aria-hidden="true" />
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
