import type { ReactNode } from "react";
import type { Property } from "#modules/listings/listings.types.js";
import { useAuth } from "../../auth/use-auth.js";
import { formatDate } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { useCanManage, useConfirmListing } from "../../queries/listing-freshness.js";
import { toast } from "../../toast/toast-store.js";
import { Button } from "../ui/button.js";
import { Card } from "../ui/card.js";

/** Shown only when the server says the signed-in user manages this listing (decision 13). */
export function ConfirmListingButton({
  property,
}: {
  property: Pick<Json<Property>, "id" | "expiresAt" | "freshness">;
}) {
  const { isAuthenticated } = useAuth();
  const { data } = useCanManage(property.id, isAuthenticated);
  if (!data?.canManage) return null;
  const expired = property.freshness === "expired";
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-lg font-semibold text-ink">Your listing</h2>
      <p className="text-sm text-muted">
        {expired
          ? `Out of search since ${formatDate(property.expiresAt)}: confirm it is still available to bring it back.`
          : `In search until ${formatDate(property.expiresAt)}.`}
      </p>
      <ConfirmAvailabilityButton propertyId={property.id} />
    </Card>
  );
}

/** The confirm call with its toasts: on the property page and on each Manage Listings card. */
export function ConfirmAvailabilityButton({
  propertyId,
  label = "Still available? Confirm",
  size,
  children,
}: {
  propertyId: number;
  label?: string;
  size?: "sm";
  /** Extra text for screen readers, such as which listing it confirms. */
  children?: ReactNode;
}) {
  const confirm = useConfirmListing(propertyId);
  return (
    <Button
      size={size}
      disabled={confirm.isPending}
      onClick={() =>
        confirm.mutate(undefined, {
          onSuccess: (result) =>
            toast({
              title: "Listing confirmed",
              description: `It stays in search until ${formatDate(result.expiresAt)}.`,
            }),
          onError: () =>
            toast({
              title: "Error",
              description: "The listing could not be confirmed. Please try again.",
              variant: "destructive",
            }),
        })
      }
    >
      {label}
      {children}
    </Button>
  );
}
