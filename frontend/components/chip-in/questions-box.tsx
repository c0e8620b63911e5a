"use client";

import { useId, useState } from "react";
import { MessageCircleQuestion, Pencil } from "lucide-react";

import { MessageForm } from "@/components/chip-in/message-form";
import { YOUR_ANSWER } from "@/components/exchanges/exchange-text";
import { Button } from "@/components/ui/button";
import { useQuestionsToMe } from "@/hooks/use-chip-in";
import {
  ANSWER,
  answerItemQuestion,
  EDIT_ANSWER,
  QUESTIONS_BOX_HINT,
  QUESTIONS_BOX_TITLE,
  questionsOn,
  type QuestionToMe,
} from "@/lib/chip-in";
import { formatRelativeTime } from "@/lib/dates";
import { ANSWER_REQUIRED, ANSWER_TOO_LONG } from "@/lib/messages";

/**
 * "Questions from givers" on a page of wishes I answer for (my list, a
 * list I keep for someone, a group list with items for me): the questions
 * about the items of `listIds`, newest first, each with its answer and
 * Edit answer, or a form to answer. Nothing in it says who asked. Renders
 * nothing while there is none (or they could not load).
 */
export function QuestionsBox({ listIds }: { listIds: readonly number[] }) {
  const titleId = useId();
  const { questions, error, mutate } = useQuestionsToMe(listIds.length > 0);
  const shown = questionsOn(questions, listIds);
  if (error || shown.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="questions-box"
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <MessageCircleQuestion className="size-5 text-primary" aria-hidden="true" />
          {QUESTIONS_BOX_TITLE}
        </h2>
        <p className="text-sm text-muted-foreground">{QUESTIONS_BOX_HINT}</p>
      </div>
      <ul className="grid gap-3" aria-label={QUESTIONS_BOX_TITLE}>
        {shown.map((question) => (
          <QuestionToMeRow key={question.id} question={question} onAnswered={() => mutate()} />
        ))}
      </ul>
    </section>
  );
}

function QuestionToMeRow({ question, onAnswered }: { question: QuestionToMe; onAnswered: () => unknown }) {
  const [editing, setEditing] = useState(false);
  const answered = question.answer !== null;
  return (
    <li data-testid="question-to-me" className="grid gap-2 rounded-lg border bg-background p-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <span>
          About <span className="font-medium text-foreground">{question.itemName}</span>
          {question.dependantName ? ` (for ${question.dependantName})` : null}
        </span>
        <time dateTime={question.askedAt}>{formatRelativeTime(question.askedAt)}</time>
      </p>
      <p className="break-words whitespace-pre-line">{question.question}</p>
      {answered && !editing ? (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="break-words whitespace-pre-line" data-testid="my-answer">
            <span className="font-medium">{YOUR_ANSWER}: </span>
            {question.answer}
          </p>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`${EDIT_ANSWER} (${question.itemName})`}>
            <Pencil aria-hidden="true" />
            {EDIT_ANSWER}
          </Button>
        </div>
      ) : (
        <MessageForm
          label={YOUR_ANSWER}
          submitLabel={ANSWER}
          submitAriaLabel={`${ANSWER} (${question.itemName})`}
          required={ANSWER_REQUIRED}
          tooLong={ANSWER_TOO_LONG}
          initial={question.answer ?? ""}
          keepText
          send={(body) => answerItemQuestion(question.id, body)}
          success={{ title: "Answer sent", description: `Every giver of ${question.itemName} sees it.` }}
          failure="Failed to send the answer. Please try again."
          onSent={async () => {
            await onAnswered();
            setEditing(false);
          }}
          onCancel={answered ? () => setEditing(false) : undefined}
        />
      )}
    </li>
  );
}
