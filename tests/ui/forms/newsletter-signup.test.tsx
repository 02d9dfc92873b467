/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { NewsletterSignup } from "#web/ui/components/newsletter/newsletter-signup.js";
import {
  dismissAllToasts,
  enter,
  fakeResponse,
  mockFetch,
  renderWithToasts,
} from "./form-test-kit.js";

afterEach(dismissAllToasts);

describe("NewsletterSignup", () => {
  it("requires a valid e-mail before calling the server", async () => {
    const fetch = mockFetch();
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<NewsletterSignup />);
    await enter(user, screen.getByLabelText("Email address"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Valid email is required")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("subscribes and toasts 'Successfully subscribed!'", async () => {
    const fetch = mockFetch(fakeResponse(201, { success: true }));
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<NewsletterSignup />);
    await enter(user, screen.getByLabelText("Email address"), "yaw@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    await waitFor(() =>
      expect(screen.getByTestId("toasts").textContent).toBe("Successfully subscribed!|default"),
    );
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/newsletter/subscribe");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "yaw@example.com" });
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("");
  });

  it("toasts the spec failure message", async () => {
    mockFetch(fakeResponse(500, "boom"));
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<NewsletterSignup />);
    await enter(user, screen.getByLabelText("Email address"), "yaw@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() =>
      expect(screen.getByTestId("toasts").textContent).toBe(
        "Subscription failed - Please try again later.|destructive",
      ),
    );
  });

  it("shows a 400's message beside the e-mail field and focuses it (issue 18)", async () => {
    mockFetch(
      fakeResponse(400, {
        message: "Validation failed",
        errors: { email: ["Email must be at most 254 characters"] },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<NewsletterSignup />);
    const email = screen.getByLabelText("Email address");
    await enter(user, email, "yaw@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const message = await screen.findByText("Email must be at most 254 characters");
    expect(email.getAttribute("aria-describedby")).toBe(message.id);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(email));
  });
});
