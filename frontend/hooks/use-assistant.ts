"use client";

import { useCallback } from "react";

import { useApi } from "@/hooks/use-api";
import { updateAssistantSettings } from "@/lib/assistant";

/**
 * `GET /api/ai/assistant`: which model answers and whether my circle grounds
 * its answers; `setUseCircle` changes that (`PUT /api/ai/assistant/settings`)
 * and keeps the answer.
 */
export function useAssistantInfo() {
  const { data, error, isLoading, mutate } = useApi("/api/ai/assistant", undefined, {
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
