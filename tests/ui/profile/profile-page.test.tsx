/** @jest-environment jsdom */

import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { emailChangeNote } from "#web/ui/components/profile/profile-details.js";
import { enter } from "../forms/form-test-kit.js";
import { dismissShownToasts, recordLoginRedirects } from "../property-detail/toast-probe.js";
import { AMA, jsonResponse, mockFetch } from "../shell/shell-test-kit.js";
import { input, personal, renderProfile, shownValues, toasts } from "./profile-test-kit.js";

// /profile's details, and editing them: Edit, Cancel, Save and its failures. The tabs, the
// header and a signed-out visit are in profile-tabs.test.tsx.

let redirects: ReturnType<typeof recordLoginRedirects>;
beforeEach(() => {
  redirects = recordLoginRedirects();
});
afterEach(() => {
  redirects.restore();
  dismissShownToasts();
});

describe("/profile", () => {
  it("shows the user's details read-only, the account type 'Standard User' and member-since date", () => {
    renderProfile();
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Ama Mensah");
    const summary = heading.closest("header") as HTMLElement;
    expect(within(summary).getByText(AMA.email)).toBeTruthy();
    expect(within(summary).getByText("Standard User")).toBeTruthy();
    expect(summary.textContent).toContain("Member since 1 November 2026");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Profile",
      "Preferences",
      "Activity",
    ]);
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Profile");
    expect(shownValues()).toEqual(["Ama", "Mensah", AMA.email]);
    expect(within(personal()).queryByRole("textbox")).toBeNull();
  });

  it("Edit opens the fields, and Cancel restores them as they were without a request", async () => {
    const fetch = mockFetch();
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(document.activeElement).toBe(input("First name"));
    expect(
      [input("First name"), input("Last name"), input("Email address")].map((i) => i.value),
    ).toEqual(["Ama", "Mensah", AMA.email]);
    await user.clear(input("First name"));
    await enter(user, input("First name"), "Akosua");
    await user.clear(input("Email address"));
    await enter(user, input("Email address"), "akosua@example.com");
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(shownValues()).toEqual(["Ama", "Mensah", AMA.email]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit" }));
    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(input("First name").value).toBe("Ama");
    expect(input("Email address").value).toBe(AMA.email);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("Save sends PUT /api/profile, reads /api/auth/user again and toasts 'Profile Updated'", async () => {
    // Issue 15: a new address waits for its link; the names are saved at once.
    const updated = {
      ...AMA,
      firstName: "Akosua",
      lastName: "Owusu",
      pendingEmail: "akosua@example.com",
    };
    const fetch = mockFetch(jsonResponse(200, updated), jsonResponse(200, updated));
    const user = userEvent.setup({ delay: null });
    renderProfile();
    expect(screen.getByText("Welcome, Ama")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.clear(input("First name"));
    await enter(user, input("First name"), "  Akosua ");
    await user.clear(input("Last name"));
    await enter(user, input("Last name"), "Owusu");
    await user.clear(input("Email address"));
    await enter(user, input("Email address"), "akosua@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(toasts()).toBe(`Profile Updated - ${emailChangeNote("akosua@example.com")}|default`),
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/profile");
    expect(init?.method).toBe("PUT");
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(JSON.parse(init?.body)).toEqual({
      firstName: "Akosua",
      lastName: "Owusu",
      email: "akosua@example.com",
    });
    expect(fetch.mock.calls[1]?.[0]).toBe("/api/auth/user");
    // The header and the page now show what the server holds.
    expect(screen.getByText("Welcome, Akosua")).toBeTruthy();
    expect(shownValues()).toEqual(["Akosua", "Owusu", AMA.email]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Akosua Owusu");
    expect(screen.getByText(/Waiting for confirmation/).textContent).toContain(
      "akosua@example.com",
    );
  });

  it("toasts 'Failed to update profile. Please try again.' and keeps the edits when the save fails", async () => {
    const fetch = mockFetch(jsonResponse(500, { message: "Internal Server Error" }));
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.clear(input("Last name"));
    await enter(user, input("Last name"), "Owusu");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(toasts()).toBe("Failed to update profile. Please try again.|destructive"),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(input("Last name").value).toBe("Owusu");
    expect(screen.getByText("Welcome, Ama")).toBeTruthy();
  });

  it("shows the server's field message under the field (an e-mail already taken)", async () => {
    mockFetch(
      jsonResponse(409, {
        message: "An account with this email already exists",
        code: "ACCOUNTS.EMAIL_TAKEN",
        errors: { email: ["An account with this email already exists"] },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.clear(input("Email address"));
    await enter(user, input("Email address"), "kofi@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const message = await screen.findByText("An account with this email already exists");
    expect(message.id).toBe("profile-email-error");
    expect(input("Email address").getAttribute("aria-invalid")).toBe("true");
    expect(input("Email address").getAttribute("aria-describedby")).toBe("profile-email-error");
    expect(toasts()).toBe("Failed to update profile. Please try again.|destructive");
  });

  it("checks the fields before sending anything", async () => {
    const fetch = mockFetch();
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await user.click(screen.getByRole("button", { name: "Edit" }));
    await user.clear(input("First name"));
    await enter(user, input("First name"), "   ");
    await user.clear(input("Email address"));
    await enter(user, input("Email address"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("First name is required")).toBeTruthy();
    expect(screen.getByText("Valid email is required")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
