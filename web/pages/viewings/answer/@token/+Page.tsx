import { useState } from "react";
import { usePageContext } from "vike-react/usePageContext";
import { renderedAt } from "#web/ui/components/viewings/rendered-at.js";
import { doneAction, ViewingAnswer } from "#web/ui/components/viewings/viewing-answer.js";

export default function Page() {
  const pageContext = usePageContext();
  const invalid = (pageContext.data as { invalid?: boolean } | undefined)?.invalid === true;
  const { time, done, refused } = pageContext.urlParsed.search;
  const [now] = useState(() => renderedAt(pageContext.data));
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <ViewingAnswer
        token={pageContext.routeParams.token ?? ""}
        knownInvalid={invalid}
        chosen={time ?? null}
        done={doneAction(done)}
        refused={doneAction(refused)}
        now={now}
      />
    </div>
  );
}
