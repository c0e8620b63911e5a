import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  AssistantSettingsCard,
  USE_CIRCLE_DESCRIPTION,
  USE_CIRCLE_FAILED,
} from "@/components/assistant/assistant-settings-card";
import { json, mockApi } from "@/test/api-mock";
import { assistantInfo, REMOTE_MODEL } from "@/test/assistant-fixtures";
import { renderWithToaster } from "@/test/render";

const SIGNED_IN = assistantInfo({ model: REMOTE_MODEL, signedIn: true, useCircle: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AssistantSettingsCard", () => {
  it("shows the setting's state and turns it off with PUT /api/ai/assistant/settings", async () => {
    const api = mockApi({
      "GET /api/ai/assistant": SIGNED_IN,
      "PUT /api/ai/assistant/settings": ({ body }) =>
        json(200, { ...SIGNED_IN, useCircle: (body as { useCircle: boolean }).useCircle }),
    });
    renderWithToaster(<AssistantSettingsCard />);
    const toggle = await screen.findByRole("switch", { name: "Use my circle in Ask Presently" });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(USE_CIRCLE_DESCRIPTION);

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.calls("PUT", "/api/ai/assistant/settings")).toEqual([{ useCircle: false }]);
    expect(toggle).toBeEnabled();
  });

  it("a failure toasts and keeps the old state", async () => {
    mockApi({
      "GET /api/ai/assistant": SIGNED_IN,
      "PUT /api/ai/assistant/settings": json(500, { message: "boom" }),
    });
    renderWithToaster(<AssistantSettingsCard />);
    const toggle = await screen.findByRole("switch", { name: "Use my circle in Ask Presently" });
    await userEvent.click(toggle);
    expect(await screen.findByText(USE_CIRCLE_FAILED)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
  });

  it("says so when the setting cannot be loaded", async () => {
    mockApi({ "GET /api/ai/assistant": json(500, { message: "boom" }) });
    renderWithToaster(<AssistantSettingsCard />);
    expect(await screen.findByText("This setting could not be loaded. Please try again later.")).toBeInTheDocument();
  });
});
