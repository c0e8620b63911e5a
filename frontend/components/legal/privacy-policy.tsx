import Link from "next/link";

import { AffiliateDisclosure, LegalPage, LegalSection } from "@/components/legal/legal-page";
import { SupportEmailLink } from "@/components/legal/support-email-link";

/** `/privacy-policy`: what Presently stores, why, for how long, and how to get it or delete it. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          Presently helps you remember special dates and plan gifts. This policy explains, in plain words, what we
          store about you, why, for how long, and how you can get a copy or have it deleted.
        </p>
      }
    >
      <LegalSection title="What we store">
        <ul>
          <li>
            <strong>Your account profile</strong> from the identity provider you sign in with: your first and last
            name, email address and profile picture. We never see or store a password.
          </li>
          <li>
            <strong>Special dates</strong> you add: titles, dates, types, reminder settings, notes and whether you have
            already shopped for them.
          </li>
          <li>
            <strong>Contacts</strong> in your circle: names, and the email, phone, relationship, interests and photo
            link you choose to add (also when you import them from your device or a vCard file).
          </li>
          <li>
            <strong>Wishlists:</strong> the items you save, with their links, prices, notes and whether a list is
            public.
          </li>
          <li>
            <strong>Group lists and claims:</strong> the group wishlists you create or join, their members and items,
            and who said &quot;I&apos;ll get this&quot; for which item (including the name a guest gives when claiming
            from a public link).
          </li>
          <li>
            <strong>Friends:</strong> your friends and the friend requests you send and receive, and what you share
            with them.
          </li>
          <li>
            <strong>Notifications:</strong> the reminders and notices we show you, and whether you have read them.
          </li>
          <li>
            <strong>Clicks on partner links</strong> on the recommendations page: the partner, the item and the link,
            with your account, counted per partner per day. Nothing goes to a third-party tracker.
          </li>
          <li>
            <strong>Your location is not stored.</strong> When you ask for restaurants near you, your browser sends
            its coordinates to Presently, which finds the town from data on its own server; they are sent nowhere else
            and kept only for that one request.
          </li>
          <li>
            <strong>Your session:</strong> a signed, encrypted cookie that keeps you signed in. We use no advertising
            or tracking cookies.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Why we store it">
        <p>
          Only to run Presently for you: to sign you in, to show your dates, circle and lists, to send the reminders you
          ask for, to let the friends and groups you choose see what you share, and to suggest gifts. We do not sell
          your data, and we do not use it for advertising.
        </p>
        <p>
          When you use the AI gift assistant, your message is used to answer it. If an outside AI model is configured,
          the first names, relationships and interests of your circle are sent to it only when you allow it.
        </p>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <p>
          We keep your data until you delete it, or until you delete your account, which removes your dates, contacts,
          wishlist, notifications, friends and shares. Group lists you created pass to their longest-standing member, and
          gifts you claimed on others&apos; lists stay, shown as &lsquo;Someone&rsquo;, so the givers&apos; plans
          survive. Sessions expire after 30 days idle, and &quot;Sign out everywhere&quot; ends them all at once.
        </p>
      </LegalSection>

      <LegalSection title="Getting a copy or deleting your data">
        <p>
          Everything here is in <Link href="/settings">Settings</Link>, under Your data and Delete account:
        </p>
        <ul>
          <li>
            <strong>Export:</strong> download all your data as one JSON file, your contacts as a vCard file (.vcf) and
            your dates as a calendar file (.ics), whenever you like.
          </li>
          <li>
            <strong>Import:</strong> bring a JSON export into an empty account, on this or another Presently server.
          </li>
          <li>
            <strong>Delete:</strong> delete single dates, contacts and items at any time, or your whole account with
            Delete account, at the bottom of Settings. It can&apos;t be undone, so download your data first if you may
            want it.
          </li>
        </ul>
        <p>
          If you cannot sign in any more, email <SupportEmailLink subject="Account deletion request" /> from the address
          you signed in with and we will delete your account for you.
        </p>
      </LegalSection>

      <LegalSection title="Security">
        <p>
          Sign-in goes through your identity provider; sessions are signed and encrypted; every request is checked so
          that only you, and the people you share with, can see your data.
        </p>
      </LegalSection>

      <AffiliateDisclosure />

      <LegalSection title="Questions">
        <p>
          Write to <SupportEmailLink subject="Privacy question" /> or see the <Link href="/contact">Contact</Link> page.
          Privacy concerns are answered within 24 hours.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
