import { GIFT_PERSON_GROUPS, type GiftPerson } from "@/lib/save-as-idea";

/** A person select's first option, and what it says when left on it. */
export const CHOOSE_SOMEONE = "Choose someone";
export const CHOOSE_SOMEONE_REQUIRED = "Choose who it is for";

/**
 * The options of a select of people I keep gifts for (`useGiftPeople`):
 * Choose someone, then Contacts, Friends and Family as groups (a group
 * with nobody in it left out). Each option's value is the person's key.
 */
export function GiftPersonOptions({ people }: { people: readonly GiftPerson[] }) {
  return (
    <>
      <option value="">{CHOOSE_SOMEONE}</option>
      {GIFT_PERSON_GROUPS.map(({ group, label }) => {
        const members = people.filter((person) => person.group === group);
        if (members.length === 0) return null;
        return (
          <optgroup key={group} label={label}>
            {members.map((person) => (
              <option key={person.key} value={person.key}>
                {person.name}
              </option>
            ))}
          </optgroup>
        );
      })}
    </>
  );
}
