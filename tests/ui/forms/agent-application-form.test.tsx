/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { yearsFrom } from "#modules/agents/agents.rules.js";
import { PROFILE_PHOTO_RULE } from "#modules/agents/profile-photo-rule.js";
import { AgentApplicationForm } from "#web/ui/components/agent-application/agent-application-form.js";
import { AMA } from "../shell/shell-test-kit.js";
import {
  dismissAllToasts,
  enter,
  fakeResponse,
  mockFetch,
  pendingFetch,
  renderWithToasts,
  sentFormData,
} from "./form-test-kit.js";
import { aPngFile, decodedSides } from "./upload-test-kit.js";

beforeEach(() => decodedSides(400, 400));
afterEach(dismissAllToasts);

const BIO =
  "Twelve years selling and letting homes in East Legon, Cantonments and Airport Residential.";
const submitButton = () => screen.getByRole("button", { name: "Submit Application for Review" });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, screen.getByLabelText("Full name"), "Efua Asante");
  await enter(user, screen.getByLabelText("Email address"), "efua@example.com");
  await enter(user, screen.getByLabelText("Phone number"), "024 123 4567");
  await enter(user, screen.getByLabelText("Languages spoken"), "English, Twi, Fante");
  await enter(user, screen.getByLabelText("Company / agency name"), "Asante Homes");
  await enter(user, screen.getByLabelText("Years of experience"), "12");
  await user.selectOptions(screen.getByLabelText("Specialization"), "Residential Properties");
  await user.selectOptions(screen.getByLabelText("Primary location (region)"), "Greater Accra");
  await enter(user, screen.getByLabelText("Professional bio"), BIO);
}

describe("AgentApplicationForm validation", () => {
  it("shows the spec messages of every required field and sends nothing", async () => {
    const fetch = mockFetch();
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<AgentApplicationForm />);

    await user.click(submitButton());

    for (const message of [
      "Name must be at least 2 characters",
      "Invalid email address",
      "Phone number must be at least 10 digits",
      "Company name must be at least 2 characters",
      "Specialization is required",
      "Location is required",
      "Bio must be at least 50 characters",
      "Languages spoken is required",
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    // Optional fields left empty are fine, and empty years count as 0.
    expect(screen.queryByText("Invalid website URL")).toBeNull();
    expect(screen.queryByText("Years of experience must be 0 or more")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects negative years, a malformed website, a short phone and a short bio", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<AgentApplicationForm />);
    await enter(user, screen.getByLabelText("Years of experience"), "-2");
    await enter(user, screen.getByLabelText("Website (optional)"), "asante homes");
    await enter(user, screen.getByLabelText("Phone number"), "024 123 45");
    await enter(user, screen.getByLabelText("Professional bio"), "Experienced agent in Accra.");

    await user.click(submitButton());

    expect(await screen.findByText("Years of experience must be 0 or more")).toBeTruthy();
    expect(screen.getByText("Invalid website URL")).toBeTruthy();
    expect(screen.getByText("Phone number must be at least 10 digits")).toBeTruthy();
    expect(screen.getByText("Bio must be at least 50 characters")).toBeTruthy();
  });

  it("turns non-numeric years into 0", () => {
    expect(yearsFrom("abc")).toBe(0);
    expect(yearsFrom("")).toBe(0);
    expect(yearsFrom("7.9")).toBe(7);
    expect(yearsFrom("-1")).toBe(-1);
  });

  it("offers the spec's specializations and the seventeen application regions", () => {
    renderWithToasts(<AgentApplicationForm />);
    const options = (label: string) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options)
        .map((o) => o.value)
        .filter(Boolean);
    expect(options("Specialization")).toHaveLength(10);
    expect(options("Specialization")).toContain("Real Estate Development");
    expect(options("Primary location (region)")).toHaveLength(17);
    expect(options("Primary location (region)")).toEqual(
      expect.arrayContaining(["Brong-Ahafo", "Western North", "Oti", "Savannah"]),
    );
    expect(screen.getByText("JPG/PNG, max 5MB")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "What happens next?" })).toBeTruthy();
  });
});

describe("AgentApplicationForm submission", () => {
  it("posts multipart with the first photo, shows the pending label, toasts and resets", async () => {
    const { mock: fetch, release } = pendingFetch(fakeResponse(201, { id: 3 }));
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<AgentApplicationForm />);
    await fillValidForm(user);
    await enter(user, screen.getByLabelText("Website (optional)"), "https://asantehomes.com.gh");
    await user.upload(screen.getByLabelText("Profile photo (optional)"), aPngFile("efua.png"));

    await user.click(submitButton());

    expect(await screen.findByRole("button", { name: "Submitting Application..." })).toBeTruthy();
    // The label shows while the photo is still being made smaller on the device: the request
    // follows, later on a loaded machine.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0][0]).toBe("/api/agent-registration");
    expect(fetch.mock.calls[0][1]?.method).toBe("POST");
    const body = sentFormData(fetch);
    expect(body.get("name")).toBe("Efua Asante");
    expect(body.get("yearsExperience")).toBe("12");
    expect(body.get("location")).toBe("Greater Accra");
    expect(body.get("website")).toBe("https://asantehomes.com.gh");
    expect(body.has("licenseNumber")).toBe(false);
    expect((body.get("profileImage") as File).name).toBe("efua.png");

    release();

    await waitFor(() =>
      expect(screen.getByTestId("toasts").textContent).toBe(
        "Application Submitted Successfully! - Your agent registration has been submitted for admin review. You'll receive an email once approved.|default",
      ),
    );
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Professional bio") as HTMLTextAreaElement).value).toBe("");
    expect(
      (screen.getByLabelText("Profile photo (optional)") as HTMLInputElement).files?.length ?? 0,
    ).toBe(0);
  });

  it("sends 0 years when the field is left empty", async () => {
    const fetch = mockFetch(fakeResponse(201, { id: 4 }));
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<AgentApplicationForm />);
    await fillValidForm(user);
    await user.clear(screen.getByLabelText("Years of experience"));

    await user.click(submitButton());

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentFormData(fetch).get("yearsExperience")).toBe("0");
  });

  it("when the application waits for its link (signed out, or an address not the account's proved own), says where the link went", async () => {
    mockFetch(fakeResponse(201, { id: 5, confirmedAt: null }));
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<AgentApplicationForm />);
    await fillValidForm(user);
    await user.click(submitButton());
    const note = await screen.findByText(/^We sent a link to /);
    expect(note.textContent).toBe(
      "We sent a link to efua@example.com. Open it and press its button to send your application for review.",
    );
    expect(note.getAttribute("role")).toBe("status");
  });

  it("refuses a text file renamed .png at once, beside the field, and sends nothing", async () => {
    const fetch = mockFetch();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithToasts(<AgentApplicationForm />);
    const input = screen.getByLabelText("Profile photo (optional)") as HTMLInputElement;

    await user.upload(input, new File(["my CV, not a photo"], "efua.png", { type: "image/png" }));

    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(input.getAttribute("aria-describedby")).toContain("agent-profileImage-error");
    expect(screen.getByRole("alert").textContent).toBe(PROFILE_PHOTO_RULE.messages.wrongType);
    expect(input.files?.length ?? 0).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts a 400 answer's messages beside their fields and focuses the first, with no toast", async () => {
    mockFetch(
      fakeResponse(400, {
        message: "Validation failed",
        errors: {
          profileImage: ["Profile photo must be a JPG or PNG image"],
          phone: ["Phone number must be at least 10 digits"],
        },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<AgentApplicationForm />);
    await fillValidForm(user);

    await user.click(submitButton());

    const phone = screen.getByLabelText("Phone number");
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(screen.getByText("Phone number must be at least 10 digits")).toBeTruthy();
    expect(document.getElementById("agent-profileImage-error")?.textContent).toBe(
      "Profile photo must be a JPG or PNG image",
    );
    expect(screen.queryByText("Failed to submit application")).toBeNull();
    expect(screen.getByTestId("toasts").textContent).toBe("");
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Efua Asante");
  });

  it("shows 'Failed to submit application' and the spec toast when the server fails", async () => {
    mockFetch(fakeResponse(500, { message: "Internal Server Error" }));
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<AgentApplicationForm />);
    await fillValidForm(user);

    await user.click(submitButton());

    expect(await screen.findByText("Failed to submit application")).toBeTruthy();
    expect(screen.getByTestId("toasts").textContent).toBe(
      "Submission Failed - Please try again or contact support if the problem persists.|destructive",
    );
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Efua Asante");
  });
});

describe("AgentApplicationForm prefill and website (issue 18)", () => {
  it("prefills a signed-in user's name and e-mail, editable", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<AgentApplicationForm />, AMA);
    const name = screen.getByLabelText("Full name") as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe("Ama Mensah"));
    const email = screen.getByLabelText("Email address") as HTMLInputElement;
    expect(email.value).toBe(AMA.email);
    await user.clear(email);
    expect(email.value).toBe("");
  });

  it("signed in, applying with another address: says the link went there (decision 85)", async () => {
    mockFetch(fakeResponse(201, { id: 6, userId: 1, confirmedAt: null }));
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<AgentApplicationForm />, AMA);
    await waitFor(() =>
      expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Ama Mensah"),
    );
    await user.clear(screen.getByLabelText("Full name"));
    await user.clear(screen.getByLabelText("Email address"));
    await fillValidForm(user);
    await user.click(submitButton());
    const note = await screen.findByText(/^We sent a link to /);
    expect(note.textContent).toBe(
      "We sent a link to efua@example.com. Open it and press its button to send your application for review.",
    );
  });

  it("accepts a website without https:// and still refuses garbage", async () => {
    const fetch = mockFetch(fakeResponse(201, { id: 1, confirmedAt: "2026-11-25" }));
    const user = userEvent.setup({ delay: null });
    renderWithToasts(<AgentApplicationForm />);
    await fillValidForm(user);
    const website = screen.getByLabelText("Website (optional)");
    await enter(user, website, "not a website");
    await user.click(submitButton());
    expect(await screen.findByText("Invalid website URL")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(website);
    await enter(user, website, "www.example.com.gh");
    await user.click(submitButton());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByText("Invalid website URL")).toBeNull();
  });
});
