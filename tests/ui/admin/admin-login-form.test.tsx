/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { AdminLoginForm } from "#web/ui/components/admin/admin-login-form.js";
import {
  dismissAllToasts,
  fakeResponse,
  mockFetch,
  pendingFetch,
  renderWithToasts,
} from "../forms/form-test-kit.js";

afterEach(dismissAllToasts);

const toasts = () => screen.getByTestId("toasts").textContent;

function submitPassword(password: string) {
  fireEvent.change(screen.getByLabelText("Admin password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Access Admin Dashboard" }));
}

describe("admin login form", () => {
  it("asks for the password before sending anything", async () => {
    const fetch = mockFetch();
    const onSuccess = jest.fn();
    renderWithToasts(<AdminLoginForm onSuccess={onSuccess} />);
    fireEvent.click(screen.getByRole("button", { name: "Access Admin Dashboard" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Password is required");
    expect(screen.getByLabelText("Admin password").getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("reads 'Authenticating...' while pending, posts the password as JSON, then goes on", async () => {
    const { mock, release } = pendingFetch(fakeResponse(200, { success: true }));
    const onSuccess = jest.fn();
    renderWithToasts(<AdminLoginForm onSuccess={onSuccess} />);
    submitPassword("correct horse battery");
    const pending = await screen.findByRole("button", { name: "Authenticating..." });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = mock.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/login");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(JSON.parse(String(init?.body))).toEqual({ password: "correct horse battery" });
    release();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("button", { name: "Access Admin Dashboard" })).toBeTruthy();
    expect(toasts()).toBe("");
  });

  it("toasts 'Access Denied - Invalid admin password' on a 401", async () => {
    mockFetch(fakeResponse(401, { message: "Unauthorized: invalid admin password" }));
    const onSuccess = jest.fn();
    renderWithToasts(<AdminLoginForm onSuccess={onSuccess} />);
    submitPassword("wrong");
    await waitFor(() =>
      expect(toasts()).toBe("Access Denied - Invalid admin password|destructive"),
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("toasts 'Error - Failed to authenticate' when the network fails", async () => {
    (globalThis as { fetch: unknown }).fetch = jest
      .fn()
      .mockRejectedValue(new TypeError("offline"));
    renderWithToasts(<AdminLoginForm onSuccess={jest.fn()} />);
    submitPassword("anything");
    await waitFor(() => expect(toasts()).toBe("Error - Failed to authenticate|destructive"));
  });

  it("toasts 'Error - Failed to authenticate' when the server fails", async () => {
    mockFetch(fakeResponse(500, { message: "Internal Server Error" }));
    renderWithToasts(<AdminLoginForm onSuccess={jest.fn()} />);
    submitPassword("anything");
    await waitFor(() => expect(toasts()).toBe("Error - Failed to authenticate|destructive"));
  });

  it("puts the server's 400 message on the password field", async () => {
    mockFetch(
      fakeResponse(400, {
        message: "Validation failed",
        errors: { password: ["Password is too long"] },
      }),
    );
    renderWithToasts(<AdminLoginForm onSuccess={jest.fn()} />);
    submitPassword("x".repeat(201));
    expect(await screen.findByText("Password is too long")).toBeTruthy();
    expect(toasts()).toBe("");
  });
});
