/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { REASON_REQUIRED } from "#modules/viewings/viewings.rules.js";
import queryClientConfig from "#web/renderer/query-client-config.js";
import {
  ANSWER_DONE,
  doneAction,
  ViewingAnswer,
} from "#web/ui/components/viewings/viewing-answer.js";
import { viewingAnswerUrl } from "#web/ui/queries/viewings.js";
import { fakeResponse, mockFetch } from "../forms/form-test-kit.js";
import { renderWithSession } from "../shell/shell-test-kit.js";
import { confirmed, MON_0900, NOW, SAT_1030, SAT_1400, viewing } from "./viewing-fixture.js";

// Decision 104: the page the lister's mailed link opens; every answer a real form post.

const TOKEN = "b".repeat(43);
const URL = viewingAnswerUrl(TOKEN);
const request = viewing({ role: "lister", actions: ["confirm", "propose", "decline"] });
const sentBody = (fetch: jest.Mock) =>
  JSON.parse(String((fetch.mock.calls[0]?.[1] as RequestInit | undefined)?.body));

function renderAnswer(
  props: { chosen?: string | null; done?: ReturnType<typeof doneAction> } = {},
  link: unknown = request,
) {
  return renderWithSession(
    <ViewingAnswer
      token={TOKEN}
      knownInvalid={false}
      chosen={props.chosen ?? null}
      done={props.done ?? null}
      now={NOW}
    />,
    null,
    { [URL]: link },
  );
}

/** Each form's method, action and fields, as the browser would post them. */
function formsOf(container: HTMLElement) {
  return [...container.querySelectorAll("form")].map((form) => ({
    method: form.getAttribute("method"),
    action: form.getAttribute("action"),
    fields: [...form.querySelectorAll("input, textarea, select")].map(
      (f) => `${f.getAttribute("name")}=${(f as HTMLInputElement).value}`,
    ),
  }));
}

describe("ViewingAnswer", () => {
  it("shows the request with the visitor's phone, and the mailed time first and marked", () => {
    const { container } = renderAnswer({ chosen: SAT_1400 });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Viewing request");
    expect(screen.getByRole("status").textContent).toBe("Waiting for your answer");
    expect(screen.getByText("I can come with my brother.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "WhatsApp Ama" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/233244123456\?text=/,
    );
    expect(screen.getAllByRole("button", { name: /^Confirm/ }).map((b) => b.textContent)).toEqual([
      "Confirm Sat 5 Dec, 14:00",
      "Confirm Sat 5 Dec, 10:30",
    ]);
    const marked = screen.getByText("The time you chose in the e-mail");
    expect(marked.nextElementSibling?.textContent).toBe("Confirm Sat 5 Dec, 14:00");

    expect(formsOf(container)).toEqual([
      { method: "post", action: URL, fields: ["action=confirm", `time=${SAT_1400}`] },
      { method: "post", action: URL, fields: ["action=confirm", `time=${SAT_1030}`] },
      { method: "post", action: URL, fields: ["action=propose", "time="] },
      { method: "post", action: URL, fields: ["action=decline", "reason="] },
    ]);
    expect(screen.getByLabelText("Reason, sent to the visitor")).toBeTruthy();
  });

  it("works as plain forms before its script runs: a list of slots and a required reason", () => {
    const queryClient = new QueryClient(queryClientConfig);
    queryClient.setQueryData([URL], request);
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <ViewingAnswer token={TOKEN} knownInvalid={false} chosen={null} done={null} now={NOW} />
      </QueryClientProvider>,
    );
    const page = document.createElement("div");
    page.innerHTML = html;
    const select = page.querySelector<HTMLSelectElement>('select[name="time"]');
    expect(select?.querySelectorAll("optgroup")).toHaveLength(15);
    expect(select?.options[0]?.value).toBe("2026-12-03T10:30:00.000Z");
    expect(select?.options[0]?.textContent).toBe("Thu 3 Dec, 10:30");
    expect(page.querySelector('textarea[name="reason"]')?.hasAttribute("required")).toBe(true);
    expect(page.querySelector("form[novalidate]")).toBeNull();
  });

  it("posts a confirm as JSON with JavaScript and shows what was done", async () => {
    const fetch = mockFetch(
      fakeResponse(
        200,
        confirmed({ role: "lister", times: [SAT_1400], startsAt: SAT_1400, actions: [] }),
      ),
    );
    renderAnswer({ chosen: SAT_1400 });
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole("button", { name: "Confirm Sat 5 Dec, 14:00" }));
    expect(await screen.findByText(ANSWER_DONE.confirm)).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe(URL);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("POST");
    expect(sentBody(fetch)).toEqual({ action: "confirm", time: SAT_1400 });
    expect(screen.getByText("Confirmed: Saturday 5 December, 14:00")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Confirm/ })).toBeNull();
  });

  it("asks why before declining a request", async () => {
    const fetch = mockFetch(fakeResponse(200, viewing({ status: "declined", role: "lister" })));
    renderAnswer();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("button", { name: "Decline the request" }));
    expect(screen.getByText(REASON_REQUIRED)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await u.click(screen.getByLabelText("Reason, sent to the visitor"));
    await u.paste("It has just been let.");
    await u.click(screen.getByRole("button", { name: "Decline the request" }));
    expect(await screen.findByText(ANSWER_DONE.decline)).toBeTruthy();
    expect(sentBody(fetch)).toEqual({ action: "decline", reason: "It has just been let." });
  });

  it("proposes another time from the chips", async () => {
    const fetch = mockFetch(
      fakeResponse(200, viewing({ status: "proposed", awaiting: "visitor", times: [MON_0900] })),
    );
    renderAnswer();
    const u = userEvent.setup({ delay: null });
    await u.click(screen.getByRole("button", { name: "Mon 7 Dec" }));
    await u.click(screen.getByRole("button", { name: "09:00" }));
    await u.click(screen.getByRole("button", { name: "Propose this time" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch)).toEqual({ action: "propose", time: MON_0900 });
  });

  it("says what a form post did (?done=), and reads a wrapped answer the same", () => {
    expect(doneAction("confirm")).toBe("confirm");
    expect(doneAction("<script>")).toBeNull();
    renderAnswer(
      { done: "confirm" },
      { viewing: confirmed({ role: "lister", actions: ["propose", "cancel"] }) },
    );
    expect(screen.getByText(ANSWER_DONE.confirm)).toBeTruthy();
    expect(screen.getByText("Confirmed: Saturday 5 December, 10:30")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel the viewing" })).toBeTruthy();
  });

  it("says when the link is not valid", () => {
    renderWithSession(
      <ViewingAnswer token={TOKEN} knownInvalid chosen={null} done={null} now={NOW} />,
      null,
    );
    expect(screen.getByRole("heading", { name: "Link not valid" })).toBeTruthy();
  });
});
