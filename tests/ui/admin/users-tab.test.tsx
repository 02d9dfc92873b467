/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { UsersTab } from "#web/ui/components/admin/users-tab.js";

function user(id: number, firstName: string | null, lastName: string | null, email: string) {
  return {
    id,
    firstName,
    lastName,
    email,
    profileImageUrl: null,
    createdAt: "2026-11-01T09:00:00.000Z",
  };
}

describe("the admin Users tab", () => {
  it("names each user by name, else e-mail, else 'Anonymous User'", () => {
    render(
      <UsersTab
        users={[
          user(1, "Kofi", "Ntim", "kofi@example.com"),
          user(2, "Akua", null, "akua@example.com"),
          user(3, null, null, "yaw@example.com"),
          user(4, null, null, ""),
          user(5, " ", null, ""),
        ]}
      />,
    );
    const names = within(screen.getByRole("list"))
      .getAllByRole("listitem")
      .map((li) => li.querySelector("p")?.textContent);
    expect(names).toEqual([
      "Kofi Ntim",
      "Akua",
      "yaw@example.com",
      "Anonymous User",
      "Anonymous User",
    ]);
  });
});
