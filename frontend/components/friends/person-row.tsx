import { InitialsAvatar } from "@/components/ui/avatar";
import type { Schemas } from "@/lib/api";
import { displayName, initials } from "@/lib/user";

/** What a row shows of a friend (`GET /api/friends`) or of the other user on a request. */
type PersonLike = Pick<Schemas["Person"], "firstName" | "lastName" | "email" | "profileImageUrl">;

/** The name a friend or request row shows: the display name, else the email. */
export function personName(person: PersonLike): string {
  return displayName(person) || person.email || "Unknown";
}

/** A friend's first name, for short texts ("Ada's lists"); the row's name without one. */
export function personFirstName(person: PersonLike): string {
  return person.firstName?.trim() || personName(person);
}

/** A friend or request row: avatar (initials fallback), name, email, then the actions. */
export function PersonRow({ person, children }: { person: PersonLike; children?: React.ReactNode }) {
  const name = personName(person);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center"
      aria-label={name}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <InitialsAvatar src={person.profileImageUrl} alt={name} initials={initials(person)} className="size-11" />
        <div className="grid min-w-0 gap-0.5">
          <p className="truncate font-medium">{name}</p>
          {person.email ? <p className="truncate text-sm text-muted-foreground">{person.email}</p> : null}
        </div>
      </div>
      {children ? <div className="flex shrink-0 items-center gap-2 sm:justify-end">{children}</div> : null}
    </li>
  );
}
