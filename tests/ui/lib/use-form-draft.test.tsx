/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { useForm } from "react-hook-form";
import { useFormDraft } from "#web/ui/lib/use-form-draft.js";

interface Values {
  name: string;
  message: string;
  password: string;
}
const EMPTY: Values = { name: "", message: "", password: "" };
const KEY = "ofie:draft:test";

let discardTo: ((next: Values) => void) | undefined;

function DraftedForm() {
  const form = useForm<Values>({ defaultValues: EMPTY });
  discardTo = useFormDraft(form, "test").discard;
  return (
    <form>
      <label>
        Name
        <input {...form.register("name")} />
      </label>
      <label>
        Message
        <textarea {...form.register("message")} />
      </label>
      <label>
        Password
        <input type="password" {...form.register("password")} />
      </label>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const stored = () => JSON.parse(window.sessionStorage.getItem(KEY) ?? "null");

afterEach(() => window.sessionStorage.clear());

describe("useFormDraft", () => {
  it("keeps typed text in the tab while typing, never a password", async () => {
    render(<DraftedForm />);
    await userEvent.type(field("Name"), "Ama");
    await userEvent.type(field("Password"), "secret-words");
    expect(stored()).toEqual({ name: "Ama" });
    await userEvent.type(field("Message"), "Hello");
    expect(stored()).toEqual({ name: "Ama", message: "Hello" });
  });

  it("puts the draft back when the form is shown again, but no password even if one was stored", async () => {
    window.sessionStorage.setItem(KEY, JSON.stringify({ name: "Kofi", password: "x", other: 1 }));
    render(<DraftedForm />);
    await waitFor(() => expect(field("Name").value).toBe("Kofi"));
    expect(field("Password").value).toBe("");
    expect(field("Message").value).toBe("");
  });

  it("renders the empty form on the server, the same HTML as the first client render", () => {
    window.sessionStorage.setItem(KEY, JSON.stringify({ name: "Kofi" }));
    const html = renderToString(<DraftedForm />);
    expect(html).not.toContain("Kofi");
  });

  it("forgets the draft when discarded and starts again from what it was emptied to", async () => {
    render(<DraftedForm />);
    await userEvent.type(field("Name"), "Ama");
    act(() => discardTo?.({ ...EMPTY, name: "Signed In" }));
    expect(field("Name").value).toBe("Signed In");
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    await userEvent.type(field("Message"), "Hi");
    expect(stored()).toEqual({ message: "Hi" });
  });

  it("ignores a draft it cannot read", async () => {
    window.sessionStorage.setItem(KEY, "{not json");
    render(<DraftedForm />);
    await userEvent.type(field("Name"), "A");
    expect(stored()).toEqual({ name: "A" });
  });
});
