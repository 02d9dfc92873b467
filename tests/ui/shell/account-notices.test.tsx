/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { PASSWORD_CHANGED, ResetPasswordForm } from "#web/ui/auth/reset-password-form.js";
import { checkYourEmail, SignInForm } from "#web/ui/auth/sign-in-form.js";
import { FlashNotice } from "#web/ui/components/layout/flash-notice.js";
import { AMA, jsonResponse, mockFetch, renderWithSession } from "./shell-test-kit.js";

// Issue 33: sign-up and a password reset end in a full page load; the next page says what
// happened (a confirmation link mailed, the password changed), once.

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => window.sessionStorage.clear());

it("after sign-up, the page it returns to says a confirmation link was mailed, once", async () => {
  mockFetch(jsonResponse(201, AMA));
  const onSignedIn = jest.fn();
  const form = renderWithSession(
    <SignInForm mode="signup" returnTo="/properties/41" onSignedIn={onSignedIn} />,
    null,
  );
  fill("First name", "Ama");
  fill("Last name", "Mensah");
  fill("Email", AMA.email);
  fill("Password", "a-good-password");
  fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith("/properties/41"));
  form.unmount();

  const next = render(<FlashNotice />);
  expect(screen.getByRole("status").textContent).toBe(checkYourEmail(AMA.email));
  expect(checkYourEmail(AMA.email)).toContain(AMA.email);
  fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
  expect(screen.queryByRole("status")).toBeNull();
  next.unmount();
  render(<FlashNotice />);
  expect(screen.queryByRole("status")).toBeNull();
});

it("a sign-in says nothing on the next page", async () => {
  mockFetch(jsonResponse(200, AMA));
  const onSignedIn = jest.fn();
  renderWithSession(<SignInForm mode="signin" returnTo="/" onSignedIn={onSignedIn} />, null);
  fill("Email", AMA.email);
  fill("Password", "a-good-password");
  fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  expect(window.sessionStorage.length).toBe(0);
});

it("after a password reset, the next page says the password was changed", async () => {
  mockFetch(jsonResponse(200, AMA));
  const onDone = jest.fn();
  const form = renderWithSession(<ResetPasswordForm token="t0k3n" onDone={onDone} />, null);
  fill("New password", "a-new-good-password");
  fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
  await waitFor(() => expect(onDone).toHaveBeenCalledWith("/"));
  form.unmount();

  render(<FlashNotice />);
  expect(screen.getByRole("status").textContent).toBe(PASSWORD_CHANGED);
});
