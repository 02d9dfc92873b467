/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { SignInForm } from "#web/ui/auth/sign-in-form.js";
import { AdminLoginForm } from "#web/ui/components/admin/admin-login-form.js";
import { ContactForm } from "#web/ui/components/contact/contact-form.js";
import { NewsletterSignup } from "#web/ui/components/newsletter/newsletter-signup.js";
import { ApiError } from "#web/ui/lib/api.js";
import { rateLimitMessageOf } from "#web/ui/lib/rate-limit.js";
import { renderWithSession } from "../shell/shell-test-kit.js";
import {
  dismissAllToasts,
  enter,
  fakeResponse,
  mockFetch,
  renderWithToasts,
} from "./form-test-kit.js";

afterEach(dismissAllToasts);

const WAIT = "Too many attempts. Try again in 15 minutes.";
const tooMany = () => fakeResponse(429, { message: WAIT, code: "RATE_LIMITED" });
const toasts = () => screen.getByTestId("toasts").textContent;

describe("a 429 answer", () => {
  it("is read as the server's message, with a fallback for a body without one", () => {
    expect(rateLimitMessageOf(new ApiError(429, "429: …", { message: WAIT }))).toBe(WAIT);
    expect(
      rateLimitMessageOf(new ApiError(429, "429: Too Many Requests", "Too Many Requests")),
    ).toBe("Too many attempts. Please try again later.");
    expect(rateLimitMessageOf(new ApiError(401, "401: Unauthorized", {}))).toBeUndefined();
  });

  it("is toasted by the admin login form instead of 'Failed to authenticate'", async () => {
    mockFetch(tooMany());
    renderWithToasts(<AdminLoginForm onSuccess={jest.fn()} />);
    fireEvent.change(screen.getByLabelText("Admin password"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Access Admin Dashboard" }));
    await waitFor(() => expect(toasts()).toBe(`Please wait - ${WAIT}|destructive`));
  });

  it("is toasted by the newsletter form instead of 'Subscription failed'", async () => {
    mockFetch(tooMany());
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<NewsletterSignup />);
    await enter(user, screen.getByLabelText("Email address"), "yaw@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(toasts()).toBe(`Please wait - ${WAIT}|destructive`));
  });

  it("is toasted by the contact form instead of 'Failed to send message'", async () => {
    mockFetch(tooMany());
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<ContactForm />);
    await enter(user, screen.getByLabelText("Full name"), "Ama Mensah");
    await enter(user, screen.getByLabelText("Email address"), "ama@example.com");
    await enter(user, screen.getByLabelText("Message"), "Looking for a 2 bedroom flat in Osu.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(toasts()).toBe(`Please wait - ${WAIT}|destructive`));
  });

  it("is shown above the sign-in form instead of 'Invalid email or password'", async () => {
    mockFetch(tooMany());
    renderWithSession(<SignInForm mode="signin" returnTo="/" onSignedIn={jest.fn()} />, null);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ama@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findByRole("alert")).textContent).toBe(WAIT);
  });
});
