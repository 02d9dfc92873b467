import type { ManagedListing, ManagedStatus } from "#modules/my-listings/my-listings.types.js";
import type { Json } from "../../lib/json.js";
import { useSetListingStatus } from "../../queries/my-listings.js";
import { toast } from "../../toast/toast-store.js";
import { Button } from "../ui/button.js";

const LABELS: Record<ManagedStatus, { button: string; done: string }> = {
  rented: { button: "Mark as let", done: "Marked as let" },
  sold: { button: "Mark as sold", done: "Marked as sold" },
  available: { button: "Mark available", done: "Marked available" },
};

/** A rental can be let, a sale sold; either can go back on the market. */
function choicesFor(l: Json<ManagedListing>): ManagedStatus[] {
  const taken: ManagedStatus = l.listingType === "rent" ? "rented" : "sold";
  return ([taken, "available"] as ManagedStatus[]).filter((s) => s !== l.status);
}

export function StatusButtons({ listing: l }: { listing: Json<ManagedListing> }) {
  const setStatus = useSetListingStatus(l.id);
  const mark = (status: ManagedStatus) =>
    setStatus.mutate(status, {
      onSuccess: () =>
        toast({ title: LABELS[status].done, description: `${l.title} now shows as ${status}.` }),
      onError: () =>
        toast({
          title: "Error",
          description: "Failed to update the listing. Please try again.",
          variant: "destructive",
        }),
    });
  return (
    <>
      {choicesFor(l).map((status) => (
        <Button
          key={status}
          variant="outline"
          size="sm"
          disabled={setStatus.isPending}
          onClick={() => mark(status)}
        >
          {LABELS[status].button}
          <span className="sr-only"> {l.title}</span>
        </Button>
      ))}
    </>
  );
}
