/**
 * What became of the last send, above the submit button: the mailed link to press when the
 * address is not the account's proved own (decision 85), or why it failed.
 */
export function ApplicationOutcome({
  linkSentTo,
  failure,
}: {
  linkSentTo: string | undefined;
  failure: string | undefined;
}) {
  return (
    <>
      {linkSentTo ? (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-ink">
          {`We sent a link to ${linkSentTo}. Open it and press its button to send your application for review.`}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-danger">
          {failure}
        </p>
      ) : null}
    </>
  );
}
