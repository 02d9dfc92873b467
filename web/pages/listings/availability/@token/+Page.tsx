import { usePageContext } from "vike-react/usePageContext";
import { AnswerAvailabilityForm } from "#web/ui/components/availability/answer-availability-form.js";

export default function Page() {
  const pageContext = usePageContext();
  const invalid = (pageContext.data as { invalid?: boolean } | undefined)?.invalid === true;
  const answer = pageContext.urlParsed.search.answer;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <AnswerAvailabilityForm
        token={pageContext.routeParams.token ?? ""}
        knownInvalid={invalid}
        chosen={answer === "yes" || answer === "gone" ? answer : null}
      />
    </div>
  );
}
