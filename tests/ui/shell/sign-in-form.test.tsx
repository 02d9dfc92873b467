/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { safeReturnPath } from "#web/ui/auth/return-path.js";
import { SignInForm } from "#web/ui/auth/sign-in-form.js";
import { authUserQuery } from "#web/ui/queries/auth.js";
import { AMA, jsonResponse, mockFetch, renderWithSession } from "./shell-test-kit.js";

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
}

describe("sign-in form", () => {
  it("shows what is missing before sending anything", async () => {
    const fetch = mockFetch();
    renderWithSession(<SignInForm mode="signin" returnTo="/" onSignedIn={jest.fn()} />, null);
    submit("Sign In");
    expect(await screen.findByText("Valid email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Invalid email or password' when the server answers 401", async () => {
    const fetch = mockFetch(
      jsonResponse(401, { message: "Unauthorized: invalid email or password" }),
    );
    const onSignedIn = jest.fn();
    renderWithSession(<SignInForm mode="signin" returnTo="/" onSignedIn={onSignedIn} />, null);
    fill("Email", "ama.mensah@example.com");
    fill("Password", "wrong-password");
    submit("Sign In");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/auth/login");
    expect(JSON.parse(String(init.body))).toEqual({
      email: "ama.mensah@example.com",
      password: "wrong-password",
    });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("signs in, stores the user for the header and returns to the path it came from", async () => {
    mockFetch(jsonResponse(200, AMA));
    const onSignedIn = jest.fn();
    const { queryClient } = renderWithSession(
      <SignInForm mode="signin" returnTo="/favorites" onSignedIn={onSignedIn} />,
      null,
    );
    fill("Email", AMA.email);
    fill("Password", "a-good-password");
    submit("Sign In");
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith("/favorites"));
    expect(queryClient.getQueryData(authUserQuery.queryKey)).toEqual(AMA);
  });

  it("checks the sign-up fields, then puts the server's 400 field errors on their fields", async () => {
    const fetch = mockFetch(
      jsonResponse(400, {
        message: "Validation failed",
        errors: { email: ["Email is too long"], lastName: ["Last name is too long"] },
      }),
    );
    renderWithSession(<SignInForm mode="signup" returnTo="/" onSignedIn={jest.fn()} />, null);
    fill("Password", "short");
    submit("Create Account");
    expect(await screen.findByText("First name is required")).toBeTruthy();
    expect(screen.getByText("Last name is required")).toBeTruthy();
    expect(screen.getByText("Password must be at least 8 characters")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fill("First name", "Kwame");
    fill("Last name", "Boateng");
    fill("Email", "kwame@example.com");
    fill("Password", "long-enough-password");
    submit("Create Account");
    expect(await screen.findByText("Email is too long")).toBeTruthy();
    expect(screen.getByText("Last name is too long")).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/auth/register");
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: "Kwame",
      lastName: "Boateng",
      email: "kwame@example.com",
      password: "long-enough-password",
    });
  });

  it("shows a taken e-mail (409) on the e-mail field", async () => {
    mockFetch(
      jsonResponse(409, {
        message: "An account with this email already exists",
        errors: { email: ["An account with this email already exists"] },
      }),
    );
    renderWithSession(<SignInForm mode="signup" returnTo="/" onSignedIn={jest.fn()} />, null);
    fill("First name", "Ama");
    fill("Last name", "Mensah");
    fill("Email", AMA.email);
    fill("Password", "long-enough-password");
    submit("Create Account");
    expect(await screen.findByText("An account with this email already exists")).toBeTruthy();
  });
});

describe("return path after signing in", () => {
  it.each([
    ["/favorites", "/favorites"],
    ["/properties/12?tab=map", "/properties/12?tab=map"],
    [undefined, "/"],
    ["", "/"],
    ["//evil.example/steal", "/"],
    ["/\\evil.example", "/"],
    ["/\t/evil.example/x", "/"],
    ["/\n/evil.example/x", "/"],
    ["/\t\\evil.example", "/"],
    ["/%2F/evil.example", "/%2F/evil.example"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/.//evil.example/phish", "/"],
    ["/..//evil.example/phish", "/"],
    ["/./\\evil.example/phish", "/"],
    ["/.\t//evil.example/phish", "/"],
    ["/%2e//evil.example/phish", "/"],
    ["/%2E%2E//evil.example/phish", "/"],
    ["/a/..//evil.example/phish", "/"],
    ["/properties/./12", "/properties/12"],
    ["/login?returnTo=/x", "/"],
    ["/api/logout", "/"],
  ])("%p goes to %p", (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});
