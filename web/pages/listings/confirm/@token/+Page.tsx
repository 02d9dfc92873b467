import { usePageContext } from "vike-react/usePageContext";
import { ConfirmListingForm } from "#web/ui/components/listing-confirm/confirm-listing-form.js";

export default function Page() {
  const pageContext = usePageContext();
  const invalid = (pageContext.data as { invalid?: boolean } | undefined)?.invalid === true;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <ConfirmListingForm token={pageContext.routeParams.token ?? ""} knownInvalid={invalid} />
    </div>
  );
}
