// The words of the Save as an idea button, apart from the rest of the
// gifts' words: the list pages that offer the button load these up front,
// and nothing else of the gifts pages with them.

export const SAVE_AS_IDEA = "Save as an idea";

/** 'Save as an idea: Silk scarf': the button's name, one per card. */
export function saveAsIdeaLabel(name: string): string {
  return `${SAVE_AS_IDEA}: ${name}`;
}
