"use client";

import { lazyComponent } from "@/components/lazy-component";

// What list pages show beside their items, loaded after the page (each
// keeps the first load within its budget). Nothing stands in for either:
// each shows only once its own data is in.

/** The Follow button of a list (`FollowListButton`). */
export const LazyFollowListButton = lazyComponent(
  () => import("@/components/lists/follow-list-button").then((module) => module.FollowListButton),
  () => null,
);

/** "Ask {name} to update this list" on a friend's own list (`NudgeButton`). */
export const LazyNudgeButton = lazyComponent(
  () => import("@/components/lists/nudge-button").then((module) => module.NudgeButton),
  () => null,
);

/** "Questions from givers" on a recipient's list (`QuestionsBox`). */
export const LazyQuestionsBox = lazyComponent(
  () => import("@/components/chip-in/questions-box").then((module) => module.QuestionsBox),
  () => null,
);
