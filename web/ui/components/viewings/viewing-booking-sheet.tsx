import { useState } from "react";
import type { ViewingJson } from "../../queries/viewings.js";
import { Button, buttonClass } from "../ui/button.js";
import { LazyDialog, useLazyDialog } from "../ui/lazy-dialog.js";
import { LineIcon } from "../ui/line-icon.js";
import { type BookingFormProps, ViewingBookingForm } from "./viewing-booking-form.js";
import { ViewingSummary } from "./viewing-summary.js";

/** A phone's bottom sheet: full width at 360 px, a centred card on a wider screen. */
export const SHEET_CLASS =
  "fixed inset-x-0 bottom-0 z-50 flex max-h-[92vh] w-full flex-col gap-4 overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl outline-none sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl";

/**
 * "Book a viewing" and its sheet (decision 104). The dialog's code (Radix) loads on first open;
 * the form comes with the page: loaded apart, it and the card split the shared chunk's query
 * library off, which cost every page 1.3 KB gzip to save the property page as much. Once sent,
 * the sheet shows the request's state; closing it hands the viewing to `onBooked`, so the page
 * shows it in place of this button.
 */
export function ViewingBookingSheet({
  label = "Book a viewing",
  onBooked,
  ...form
}: Omit<BookingFormProps, "onBooked"> & {
  label?: string;
  onBooked: (viewing: ViewingJson) => void;
}) {
  const { open, setOpen, triggerProps, panelProps } = useLazyDialog();
  const [booked, setBooked] = useState<ViewingJson | null>(null);
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next && booked) {
      setBooked(null);
      onBooked(booked);
    }
  };
  return (
    <>
      <button
        {...triggerProps}
        onClick={() => setOpen(true)}
        className={buttonClass("primary", "md", "self-start")}
      >
        {label}
      </button>
      <LazyDialog
        {...panelProps}
        open={open}
        onOpenChange={openChange}
        title="Book a viewing"
        description={
          booked
            ? "Your request is sent."
            : "Choose up to three times in the next 14 days; the lister confirms one."
        }
        besideTitle={
          <button
            type="button"
            aria-label="Close"
            className="flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-gray-100"
            onClick={() => openChange(false)}
          >
            <LineIcon d="M6 6l12 12M18 6L6 18" className="h-5 w-5" />
          </button>
        }
        contentClassName={SHEET_CLASS}
      >
        {booked ? (
          <div className="flex flex-col gap-4">
            <ViewingSummary viewing={booked} />
            <Button onClick={() => openChange(false)} className="w-full">
              Done
            </Button>
          </div>
        ) : (
          <ViewingBookingForm {...form} onBooked={setBooked} />
        )}
      </LazyDialog>
    </>
  );
}
