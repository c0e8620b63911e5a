import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { GroupMembers } from "@/components/collaborative/group-members";
import { mockApi } from "@/test/api-mock";
import { groupMember, groupWishlist } from "@/test/fixtures";
import { renderWithToaster } from "@/test/render";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("GroupMembers", () => {
  const members = [groupMember({ userId: 1, role: "owner" }), groupMember({ userId: 2, role: "member", firstName: "Ben" })];

  it("lets the creator invite friends while the list is open", () => {
    mockApi({});
    renderWithToaster(<GroupMembers list={groupWishlist({ role: "owner", members })} myUserId={1} />);
    expect(screen.getByRole("button", { name: "Invite Friends" })).toBeInTheDocument();
  });

  it("offers no invite once the list is archived: nobody new joins", () => {
    mockApi({});
    renderWithToaster(<GroupMembers list={groupWishlist({ role: "owner", members, archived: true })} myUserId={1} />);
    expect(screen.queryByRole("button", { name: "Invite Friends" })).not.toBeInTheDocument();
    // Removing a member stays possible.
    expect(screen.getByRole("button", { name: /^Remove / })).toBeInTheDocument();
  });

  it("offers a member no invite at all", () => {
    mockApi({});
    renderWithToaster(<GroupMembers list={groupWishlist({ role: "member", members })} myUserId={2} />);
    expect(screen.queryByRole("button", { name: "Invite Friends" })).not.toBeInTheDocument();
  });
});
