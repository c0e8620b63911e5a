"use client";

import { useId, useState } from "react";
import { MessageCircleQuestion } from "lucide-react";

import { NOT_ANSWERED, SECRET_SANTA_ASKS, YOUR_ANSWER } from "@/components/exchanges/exchange-text";
import { LoadErrorAlert } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { answerQuestion, useExchangeQuestions, type Exchange, type Question } from "@/hooks/use-exchanges";
import { saveWithFeedback } from "@/lib/forms";

export const QUESTIONS_TITLE = "Questions";

/** "Mia's Secret Santa asks:" for a question to someone I look after. */
export function secretSantaAsksText(recipientName: string | null): string {
  return recipientName === null ? SECRET_SANTA_ASKS : `${recipientName}'s Secret Santa asks:`;
}

/**
 * The anonymous questions of a drawn exchange: those I asked my recipient
 * (with their answers), and those my Secret Santa asked me (never saying
 * who), each with a form to answer. `selfId` is my own participant: a
 * question of someone I look after names them.
 */
export function ExchangeQuestions({ exchange, selfId }: { exchange: Exchange; selfId: number | null }) {
  const titleId = useId();
  const { questions, error, mutate } = useExchangeQuestions(exchange.id);
  const asked = questions.filter((q) => q.side === "asked");
  const toMe = questions.filter((q) => q.side === "toMe");
  if (error) return <LoadErrorAlert what="the questions" />;
  if (questions.length === 0) return null;
  const nameOf = (participantId: number | null) =>
    exchange.participants.find((p) => p.id === participantId)?.name ?? null;

  return (
    <section aria-labelledby={titleId} className="grid grid-cols-1 gap-4">
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
        <MessageCircleQuestion className="size-5 text-muted-foreground" aria-hidden="true" />
        {QUESTIONS_TITLE}
      </h2>
      {toMe.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3" aria-label="Questions for you">
          {toMe.map((question) => (
            <li key={question.id} className="grid grid-cols-1 gap-2 rounded-xl border bg-card p-4" data-testid="question-to-me">
              <p className="text-sm font-medium">{secretSantaAsksText(question.recipient === selfId ? null : question.recipientName)}</p>
              <p className="break-words whitespace-pre-line">{question.body}</p>
              {question.answer !== null ? (
                <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
                  <span className="font-medium text-foreground">Your answer: </span>
                  {question.answer}
                </p>
              ) : (
                <AnswerForm question={question} onAnswered={() => mutate()} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {asked.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3" aria-label="Questions you asked">
          {asked.map((question) => {
            const giver = question.giver === null || question.giver === selfId ? null : nameOf(question.giver);
            return (
              <li key={question.id} className="grid grid-cols-1 gap-2 rounded-xl border bg-card p-4" data-testid="question-asked">
                <p className="text-sm font-medium">
                  {giver === null ? "You asked" : `${giver} asked`} {question.recipientName}:
                </p>
                <p className="break-words whitespace-pre-line">{question.body}</p>
                {question.answer !== null ? (
                  <p className="text-sm break-words whitespace-pre-line" data-testid="answer">
                    <span className="font-medium">{question.recipientName} answered: </span>
                    {question.answer}
                  </p>
                ) : (
                  <p className="text-sm text-muted-foreground italic">{NOT_ANSWERED}</p>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

function AnswerForm({ question, onAnswered }: { question: Question; onAnswered: () => Promise<unknown> }) {
  const id = useId();
  const [body, setBody] = useState("");
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = body.trim();
    if (!text) return;
    setSending(true);
    try {
      await saveWithFeedback({
        save: () => answerQuestion(question.id, text),
        success: { title: "Answer sent" },
        failure: "Failed to send the answer. Please try again.",
        preferServerMessage: true,
        onSaved: async () => {
          setBody("");
          await onAnswered().catch(() => undefined);
        },
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-2" noValidate>
      <label htmlFor={id} className="sr-only">
        {YOUR_ANSWER}
      </label>
      <Textarea
        id={id}
        rows={2}
        maxLength={1000}
        placeholder={YOUR_ANSWER}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <Button type="submit" size="sm" className="justify-self-end" disabled={sending || !body.trim()}>
        Answer
      </Button>
    </form>
  );
}
