// The contact page (`/contact`): response times, subject categories and FAQ.

export const SUPPORT_SUBJECT = "Support Request";

export const RESPONSE_TIMES: readonly { label: string; time: string }[] = [
  { label: "General support", time: "24-48 hours" },
  { label: "Technical issues", time: "12-24 hours" },
  { label: "Privacy concerns", time: "24 hours" },
];

export const SUBJECT_CATEGORIES: readonly { title: string; description: string }[] = [
  { title: "Account & sign-in", description: "Signing in, your profile, or deleting your account." },
  { title: "Reminders & special dates", description: "Reminders that did not arrive, or dates that look wrong." },
  { title: "Wishlists & group lists", description: "Sharing, claims, public links and group members." },
  { title: "Bug report", description: "Something is broken: tell us what you did and what you saw." },
  { title: "Feature request", description: "An idea that would make Presently better for you." },
  { title: "Privacy & data", description: "A question about what we store, or an export or import that went wrong." },
  { title: "Partnerships", description: "Retail, restaurant, flower or travel partner programmes." },
];

/** A mail draft to `email` with the subject 'Support Request'. */
export function composeMailto(email: string, subject: string = SUPPORT_SUBJECT): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
