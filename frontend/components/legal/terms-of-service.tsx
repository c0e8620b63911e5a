import Link from "next/link";

import { AffiliateDisclosure, LegalPage, LegalSection } from "@/components/legal/legal-page";
import { SupportEmailLink } from "@/components/legal/support-email-link";

/** `/terms-of-service`. */
export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms apply when you use Presently. By signing in, you agree to them. They are written to be read, so
          please do.
        </p>
      }
    >
      <LegalSection title="The service">
        <p>
          Presently is a free gift and special-occasion planner: reminders for special dates, your circle of contacts
          and friends, personal and group wishlists, AI gift ideas and partner recommendations. No credit card is
          needed. We may change or add features over time.
        </p>
      </LegalSection>

      <LegalSection title="Your account">
        <ul>
          <li>You sign in through an outside identity provider; keep that account secure.</li>
          <li>You are responsible for what you add, and for sharing only what you are allowed to share.</li>
          <li>
            You can download your data and delete your account at any time, yourself, in{" "}
            <Link href="/settings">Settings</Link>; or ask us to delete it by email at{" "}
            <SupportEmailLink subject="Account deletion request" />.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Your content">
        <p>
          The dates, contacts, lists and notes you add stay yours. You let us store and show them only to run the
          service for you and for the people you choose to share with. Our{" "}
          <Link href="/privacy-policy">Privacy Policy</Link> explains what we store and for how long.
        </p>
      </LegalSection>

      <LegalSection title="Fair use">
        <ul>
          <li>Do not use Presently to harass anyone, or to send spam or invitations people did not ask for.</li>
          <li>Do not try to reach other people&apos;s data, or to overload or break the service.</li>
          <li>Public lists and guest claims are for gift giving; please keep them friendly.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Partners, prices and gift ideas">
        <p>
          Products, restaurants and trips are sold by our partners, not by Presently. Prices, availability and ratings
          come from them and may change; the partner&apos;s terms apply to your purchase or booking. AI gift ideas are
          suggestions: check they suit the person before you buy.
        </p>
      </LegalSection>

      <AffiliateDisclosure />

      <LegalSection title="No warranty">
        <p>
          We work hard to send reminders on time and keep the service running, but Presently is provided as it is,
          without guarantees. To the extent the law allows, we are not liable for a missed reminder or for a
          partner&apos;s products or services.
        </p>
      </LegalSection>

      <LegalSection title="Contact">
        <p>
          Questions about these terms: <SupportEmailLink subject="Terms of Service" />, or see the{" "}
          <Link href="/contact">Contact</Link> page.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
