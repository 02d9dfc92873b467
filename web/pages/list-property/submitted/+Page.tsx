import { ListingSubmitted } from "../../../ui/components/list-property/listing-submitted.js";

export default function Page() {
  return <ListingSubmitted />;
}
