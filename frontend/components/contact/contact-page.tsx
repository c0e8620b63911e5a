"use client";

import Link from "next/link";
import { Clock, HelpCircle, Mail, MessageSquare, Send } from "lucide-react";

import { Button } from "@/components/ui/button";
import { useMeta } from "@/hooks/use-meta";
import { composeMailto, RESPONSE_TIMES, SUBJECT_CATEGORIES } from "@/lib/contact";

const FAQ: readonly { question: string; answer: (email: string) => React.ReactNode }[] = [
  {
    question: "How do I delete my account?",
    answer: (email) => (
      <>
        In <Link href="/settings">Settings</Link>, at the bottom: Delete account, then type your email address to
        confirm. Download your data first (Your data, in Settings) if you may want it. If you cannot sign in, email us at{" "}
        <a href={composeMailto(email, "Account deletion request")}>{email}</a> from the address you signed in with and we
        will delete it for you.
      </>
    ),
  },
  {
    question: "Is my data secure?",
    answer: () => (
      <>
        Yes. You sign in through your identity provider, so we never hold a password; sessions are signed and encrypted,
        and only you and the people you choose to share with can see your dates, contacts and lists. We never sell your
        data. The <Link href="/privacy-policy">Privacy Policy</Link> lists everything we store.
      </>
    ),
  },
  {
    question: "How do I report a bug?",
    answer: (email) => (
      <>
        Email <a href={composeMailto(email, "Bug report")}>{email}</a> with the subject &quot;Bug report&quot;: what you
        did, what you expected, what happened instead, and your browser and device. A screenshot helps.
      </>
    ),
  },
  {
    question: "Can I request a feature?",
    answer: (email) => (
      <>
        Please do: email <a href={composeMailto(email, "Feature request")}>{email}</a> with the subject &quot;Feature
        request&quot;. We read every idea, and many features started as one.
      </>
    ),
  },
];

/** `/contact` (everyone): the support email from `/api/meta`, response times, subjects and FAQ. */
export function ContactPage() {
  const { meta } = useMeta();
  const email = meta.supportEmail;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8 sm:py-12">
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          Questions, problems or ideas? We are happy to help. Write to us and a real person will answer.
        </p>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="contact-email" className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
          <h2 id="contact-email" className="flex items-center gap-2 text-xl font-semibold">
            <Mail className="size-5 text-primary" aria-hidden="true" />
            Email Support
          </h2>
          <p className="text-muted-foreground">Send us an email and we&apos;ll get back to you.</p>
          <p className="text-lg font-semibold break-all">
            <a href={composeMailto(email)} className="text-primary underline-offset-2 hover:underline" data-testid="support-email">
              {email}
            </a>
          </p>
          <Button asChild className="w-fit">
            <a href={composeMailto(email)}>
              <Send aria-hidden="true" />
              Compose Email
            </a>
          </Button>
        </section>

        <section aria-labelledby="contact-times" className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
          <h2 id="contact-times" className="flex items-center gap-2 text-xl font-semibold">
            <Clock className="size-5 text-primary" aria-hidden="true" />
            Response Times
          </h2>
          <dl className="grid gap-3">
            {RESPONSE_TIMES.map(({ label, time }) => (
              <div key={label} className="flex items-center justify-between gap-4 rounded-lg bg-muted/60 px-4 py-3">
                <dt className="font-medium">{label}</dt>
                <dd className="text-sm font-semibold text-primary">{time}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section aria-labelledby="contact-subjects" className="grid gap-4">
        <h2 id="contact-subjects" className="flex items-center gap-2 text-xl font-semibold">
          <MessageSquare className="size-5 text-primary" aria-hidden="true" />
          What can we help with?
        </h2>
        <p className="text-muted-foreground">Start your subject line with one of these so your email reaches the right person.</p>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Subject categories">
          {SUBJECT_CATEGORIES.map(({ title, description }) => (
            <li key={title} className="rounded-xl border bg-card p-4">
              <p className="font-medium">{title}</p>
              <p className="text-sm text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact-faq" className="grid gap-4">
        <h2 id="contact-faq" className="flex items-center gap-2 text-xl font-semibold">
          <HelpCircle className="size-5 text-primary" aria-hidden="true" />
          Frequently Asked Questions
        </h2>
        <div className="grid gap-3 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2">
          {FAQ.map(({ question, answer }) => (
            <div key={question} className="rounded-xl border bg-card p-5">
              <h3 className="font-semibold">{question}</h3>
              <p className="mt-1.5 text-muted-foreground">{answer(email)}</p>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
