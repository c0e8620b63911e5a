"use client";

import { MessageCircleQuestion } from "lucide-react";

import { MessageForm } from "@/components/chip-in/message-form";
import { NOT_ANSWERED } from "@/components/exchanges/exchange-text";
import { Disclosure } from "@/components/ui/disclosure";
import { Skeleton } from "@/components/ui/skeleton";
import { useItemQuestions } from "@/hooks/use-chip-in";
import {
  ASK_HINT,
  ASK_TITLE,
  askItemQuestion,
  askWithoutNameText,
  YOU_ASKED,
  type ItemQuestion,
} from "@/lib/chip-in";
import { formatRelativeTime } from "@/lib/dates";
import { QUESTION_REQUIRED, QUESTION_TOO_LONG } from "@/lib/messages";

/**
 * "Ask a question", under a giver's claim box: closed at first; opened,
 * the questions the item's givers asked whom it is for, with their answers
 * (mine say "You asked"; nobody else's asker is named, to them or to me),
 * and a question of my own, sent without my name. `whom` is their first
 * name (null: unknown, 'them').
 */
export function ItemQuestions({
  itemId,
  itemName,
  whom,
  closed,
}: {
  itemId: number;
  itemName: string;
  whom: string | null;
  closed: boolean;
}) {
  return (
    <Disclosure title={ASK_TITLE} icon={MessageCircleQuestion} testId="item-questions">
      <QuestionsBody itemId={itemId} itemName={itemName} whom={whom} closed={closed} />
    </Disclosure>
  );
}

function QuestionsBody({
  itemId,
  itemName,
  whom,
  closed,
}: {
  itemId: number;
  itemName: string;
  whom: string | null;
  closed: boolean;
}) {
  const { questions, error, isLoading, mutate } = useItemQuestions(itemId);
  return (
    <>
      {isLoading ? (
        <Skeleton className="h-10 w-full" />
      ) : error ? (
        <p className="text-destructive">Unable to load the questions.</p>
      ) : questions.length > 0 ? (
        <ul className="grid gap-2" aria-label={`Questions about ${itemName}`}>
          {questions.map((question) => (
            <QuestionRow key={question.id} question={question} whom={whom} />
          ))}
        </ul>
      ) : null}
      {closed ? null : (
        <MessageForm
          label={askWithoutNameText(whom)}
          description={ASK_HINT}
          submitLabel="Ask"
          submitAriaLabel={`Ask about ${itemName}`}
          required={QUESTION_REQUIRED}
          tooLong={QUESTION_TOO_LONG}
          send={(body) => askItemQuestion(itemId, body)}
          success={{ title: "Question sent", description: "They won't see who asked." }}
          failure="Failed to send the question. Please try again."
          onSent={() => mutate()}
        />
      )}
    </>
  );
}

function QuestionRow({ question, whom }: { question: ItemQuestion; whom: string | null }) {
  return (
    <li data-testid="item-question" className="grid gap-1 rounded-md bg-background/60 p-2">
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{question.mine ? YOU_ASKED : "A giver asked"}</span>
        <time dateTime={question.askedAt}>{formatRelativeTime(question.askedAt)}</time>
      </p>
      <p className="break-words whitespace-pre-line">{question.question}</p>
      {question.answer !== null ? (
        <p className="break-words whitespace-pre-line" data-testid="item-answer">
          <span className="font-medium">{whom ?? "They"} answered: </span>
          {question.answer}
        </p>
      ) : (
        <p className="text-muted-foreground italic">{NOT_ANSWERED}</p>
      )}
    </li>
  );
}
