/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { ContactForm } from "#web/ui/components/contact/contact-form.js";
import { AMA } from "../shell/shell-test-kit.js";
import {
  dismissAllToasts,
  enter,
  fakeResponse,
  mockFetch,
  renderWithToasts,
} from "./form-test-kit.js";

afterEach(dismissAllToasts);

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByLabelText("Full name"), "Ama Mensah");
  await enter(user, screen.getByLabelText("Email address"), "ama@example.com");
  await enter(user, screen.getByLabelText("Phone number (optional)"), "0241234567");
  await user.selectOptions(screen.getByLabelText("Inquiry type"), "renting");
  await enter(user, screen.getByLabelText("Message"), "Looking for a 2 bedroom flat in Osu.");
}

describe("ContactForm", () => {
  it("shows the three spec messages and sends nothing when the required fields are empty", async () => {
    const fetch = mockFetch();
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<ContactForm />);

    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Valid email is required")).toBeTruthy();
    expect(screen.getByText("Message is required")).toBeTruthy();
    expect(screen.getByLabelText("Full name").getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("offers the six inquiry types of spec §5", () => {
    renderWithToasts(<ContactForm />);
    const values = Array.from(
      (screen.getByLabelText("Inquiry type") as HTMLSelectElement).options,
    ).map((o) => o.value);
    expect(values).toEqual(["", "buying", "selling", "renting", "agent", "support", "other"]);
  });

  it("posts the message as JSON, toasts 'Message Sent!' and clears the form", async () => {
    const fetch = mockFetch(fakeResponse(201, { success: true, id: 1 }));
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<ContactForm />);
    await fillValidForm(user);

    await user.click(screen.getByRole("button", { name: "Send Message" }));

    await waitFor(() =>
      expect(screen.getByTestId("toasts").textContent).toBe(
        "Message Sent! - We'll get back to you within 24 hours.|default",
      ),
    );
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/contact/submit");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Ama Mensah",
      email: "ama@example.com",
      phone: "0241234567",
      inquiryType: "renting",
      message: "Looking for a 2 bedroom flat in Osu.",
    });
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
  });

  it("toasts the spec failure message and keeps what was typed when the server fails", async () => {
    mockFetch(fakeResponse(500, { message: "Internal Server Error" }));
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<ContactForm />);
    await fillValidForm(user);

    await user.click(screen.getByRole("button", { name: "Send Message" }));

    await waitFor(() =>
      expect(screen.getByTestId("toasts").textContent).toBe(
        "Error - Failed to send message. Please try again.|destructive",
      ),
    );
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Ama Mensah");
  });

  it("shows a 400 answer's field message on its field", async () => {
    mockFetch(
      fakeResponse(400, { message: "Validation failed", errors: { email: ["Email is too long"] } }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<ContactForm />);
    await fillValidForm(user);

    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Email is too long")).toBeTruthy();
  });

  it("puts every field of a 400 beside its field and focuses the first in the form's order (issue 18)", async () => {
    mockFetch(
      fakeResponse(400, {
        message: "Validation failed",
        errors: { message: ["Message is too long"], name: ["Name is too long"] },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const nameError = await screen.findByText("Name is too long");
    const name = screen.getByLabelText("Full name");
    expect(name.getAttribute("aria-describedby")).toBe(nameError.id);
    expect(screen.getByLabelText("Message").getAttribute("aria-describedby")).toBe(
      screen.getByText("Message is too long").id,
    );
    await waitFor(() => expect(document.activeElement).toBe(name));
  });
});

describe("ContactForm prefill (issue 18)", () => {
  it("prefills a signed-in user's name and e-mail, editable, and keeps them for the next message", async () => {
    const fetch = mockFetch(fakeResponse(200, { success: true }));
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<ContactForm />, AMA);
    const name = screen.getByLabelText("Full name") as HTMLInputElement;
    const email = screen.getByLabelText("Email address") as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe("Ama Mensah"));
    expect(email.value).toBe(AMA.email);
    await user.clear(email);
    await enter(user, email, "ama@work.example");
    await enter(user, screen.getByLabelText("Message"), "Looking for a 2 bedroom flat in Osu.");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const sent = JSON.parse(String(fetch.mock.calls[0][1]?.body));
    expect(sent).toMatchObject({ name: "Ama Mensah", email: "ama@work.example" });
    await waitFor(() => expect(email.value).toBe(AMA.email));
    expect(name.value).toBe("Ama Mensah");
  });

  it("leaves the fields empty for a signed-out visitor", () => {
    renderWithToasts(<ContactForm />, null);
    expect(screen.getByLabelText("Full name")).toHaveProperty("value", "");
    expect(screen.getByLabelText("Email address")).toHaveProperty("value", "");
  });
});
