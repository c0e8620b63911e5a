"use client";

import { useCallback } from "react";
import useSWR from "swr";

import { ASSISTANT_PATH, updateAssistantSettings, type AssistantInfo } from "@/lib/assistant";

/**
 * `GET /api/ai/assistant`: which model answers and whether my circle grounds
 * its answers; `setUseCircle` changes that (`PUT /api/ai/assistant/settings`)
 * and keeps the answer.
 */
export function useAssistantInfo() {
  const { data, error, isLoading, mutate } = useSWR<AssistantInfo>(ASSISTANT_PATH, {
    // Signed out is a valid answer here; a failure just hides the line.
    onError: () => {},
  });

  const setUseCircle = useCallback(
    async (useCircle: boolean) => {
      const info = await updateAssistantSettings(useCircle);
      await mutate(info, { revalidate: false });
      return info;
    },
    [mutate],
  );

  return { info: data, error: error as unknown, isLoading, setUseCircle };
}
