/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { InquiryForm } from "#web/ui/components/property-detail/inquiry-form.js";
import { dismissAllToasts, enter, fakeResponse, mockFetch } from "../forms/form-test-kit.js";
import { AMA, renderWithSession } from "../shell/shell-test-kit.js";
import { ToastText } from "./toast-text.js";

afterEach(dismissAllToasts);

function renderForm(session: typeof AMA | null = AMA) {
  return renderWithSession(
    <>
      <InquiryForm propertyId={12} agentId={3} propertyTitle="3 Bedroom House, East Legon" />
      <ToastText />
    </>,
    session,
  );
}
const toastText = () => screen.getByTestId("toast-text").textContent;

describe("InquiryForm", () => {
  it("prefills a signed-in user's name, e-mail and a message naming the property", () => {
    renderForm();
    expect(screen.getByLabelText("Your name")).toHaveProperty("value", "Ama Mensah");
    expect(screen.getByLabelText("Email address")).toHaveProperty("value", AMA.email);
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toContain(
      "3 Bedroom House, East Legon",
    );
  });

  it("requires name, a valid e-mail and a message; phone is optional; nothing is sent", async () => {
    const fetch = mockFetch();
    const user = userEvent.setup({ delay: null });
    renderForm(null);
    await user.clear(screen.getByLabelText("Message"));
    await enter(user, screen.getByLabelText("Email address"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Valid email is required")).toBeTruthy();
    expect(screen.getByText("Message is required")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts §7's fields with an integer propertyId and toasts 'Inquiry Sent'", async () => {
    const fetch = mockFetch(fakeResponse(201, { id: 1 }));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    await waitFor(() =>
      expect(toastText()).toBe(
        "Inquiry Sent - Your inquiry has been sent to the agent. They will contact you soon.",
      ),
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/inquiries");
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: "Ama Mensah",
      email: AMA.email,
      phone: "",
      propertyId: 12,
      agentId: 3,
    });
    expect(screen.getByLabelText("Message")).toHaveProperty("value", "");
  });

  it("says a private owner's listing was sent to the owner (decision 56)", async () => {
    mockFetch(fakeResponse(201, { id: 1 }));
    const user = userEvent.setup({ delay: null });
    renderWithSession(
      <>
        <InquiryForm propertyId={12} agentId={null} propertyTitle="Ahodwo flat" recipient="owner" />
        <ToastText />
      </>,
      AMA,
    );
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    await waitFor(() =>
      expect(toastText()).toBe(
        "Inquiry Sent - Your inquiry has been sent to the owner. They will contact you soon.",
      ),
    );
  });
  it("answers a 401 with 'Sign in required - Please sign in to send inquiries.'", async () => {
    mockFetch(fakeResponse(401, '{"message":"Unauthorized"}'));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    await waitFor(() =>
      expect(toastText()).toBe("Sign in required - Please sign in to send inquiries."),
    );
  });

  it("answers any other failure with 'Error - Failed to send inquiry. Please try again.'", async () => {
    mockFetch(fakeResponse(500, "boom"));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    await waitFor(() =>
      expect(toastText()).toBe("Error - Failed to send inquiry. Please try again."),
    );
    expect(within(document.body).queryByText("Inquiry Sent")).toBeNull();
  });
});
