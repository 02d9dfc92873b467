import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import {
  NOTE_RULE,
  PHONE_MESSAGE,
  TIMES_COUNT_MESSAGE,
  VIEWING_TIMES_MAX,
  viewingSlots,
} from "#modules/viewings/viewings.rules.js";
import { ghanaPhone } from "#shared/ghana-phone.js";
import { applyServerFieldErrors, namesAnyField } from "../../lib/form-errors.js";
import { useRequestViewing, type ViewingJson } from "../../queries/viewings.js";
import { toast } from "../../toast/toast-store.js";
import { Field, Input, Textarea } from "../ui/field.js";
import { fieldA11y } from "../ui/field-a11y.js";
import { FormAlert } from "../ui/form-alert.js";
import { ScriptForm } from "../ui/script-form.js";
import { SubmitButton } from "../ui/submit-button.js";
import { ChosenTimes } from "./chosen-times.js";
import { SlotPicker } from "./slot-picker.js";
import { ViewingFeeLine } from "./viewing-fee-line.js";
import { refusalOf } from "./viewing-refusal.js";

interface BookingValues {
  times: string[];
  phone: string;
  note: string;
}
/** In the order the form shows them: a 400's first message gets the focus. */
const FIELDS = ["times", "phone", "note"] as const;
const ID = "viewing-";

export interface BookingFormProps {
  propertyId: number;
  /** The listing's viewing fee as disclosed (GH₵), null when none is stated. */
  viewingFee: string | null;
  /** A phone the visitor gave before (their last viewing's), to save typing it again. */
  defaultPhone?: string;
  /** The clock the slots are counted from (a test's fixed one); now by default. */
  now?: Date;
  onBooked: (viewing: ViewingJson) => void;
}

/**
 * The request's form in the booking sheet (decision 104): up to three slots from the same list
 * the server checks against, a Ghana phone, a note, and the lister's viewing fee said before
 * sending.
 */
export function ViewingBookingForm(props: BookingFormProps) {
  const { propertyId, viewingFee, defaultPhone = "", onBooked } = props;
  const [now] = useState(() => props.now ?? new Date());
  const slots = useMemo(() => viewingSlots(now), [now]);
  const request = useRequestViewing(propertyId);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<BookingValues>({ defaultValues: { times: [], phone: defaultPhone, note: "" } });
  // The chips set the times; registered by hand (useController would add 1.3 KB to every
  // property page, whose inquiry form shares react-hook-form's chunk). Its ref is the chips'
  // fieldset, where focus goes when the times are wrong.
  const timesField = register("times", {
    validate: (t) => (t.length >= 1 && t.length <= VIEWING_TIMES_MAX) || TIMES_COUNT_MESSAGE,
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const choose = (next: string[]) => {
    setChosen(next);
    setValue("times", next, { shouldValidate: isSubmitted });
  };
  const a11y = fieldA11y<BookingValues>(ID, errors);

  async function send(values: BookingValues) {
    setAlert(null);
    try {
      const { viewing, created } = await request.mutateAsync({
        times: values.times,
        phone: values.phone.trim(),
        note: values.note.trim(),
      });
      toast(
        created
          ? {
              title: "Viewing request sent",
              description: "We have e-mailed the lister; their answer will show on this page.",
            }
          : {
              title: "You have already asked to view this place",
              description: "Here is where your request stands.",
            },
      );
      onBooked(viewing);
    } catch (error) {
      const others = applyServerFieldErrors(error, setError, FIELDS);
      const other = Object.values(others)[0];
      if (other) setAlert(other);
      else if (!namesAnyField(error, FIELDS))
        setAlert(refusalOf(error, "Your request could not be sent. Please try again."));
    }
  }

  return (
    <ScriptForm noValidate onSubmit={handleSubmit(send)} className="flex flex-col gap-4">
      <FormAlert message={alert} />
      <SlotPicker
        idPrefix={ID}
        legend="Choose up to three times"
        slots={slots}
        chosen={chosen}
        max={VIEWING_TIMES_MAX}
        onChange={choose}
        error={errors.times?.message}
        fieldRef={timesField.ref}
      />
      <ChosenTimes chosen={chosen} onRemove={(time) => choose(chosen.filter((t) => t !== time))} />
      <Field
        id={`${ID}phone`}
        label="Your phone number"
        hint="The lister calls or messages you on it."
        error={errors.phone?.message}
      >
        <Input
          {...a11y("phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="024 412 3456"
          {...register("phone", { validate: (v) => ghanaPhone(v) !== null || PHONE_MESSAGE })}
        />
      </Field>
      <Field
        id={`${ID}note`}
        label="Note for the lister (optional)"
        hint={`Up to ${NOTE_RULE.max} characters.`}
        error={errors.note?.message}
      >
        <Textarea
          {...a11y("note")}
          rows={3}
          {...register("note", {
            validate: (v) => v.trim().length <= NOTE_RULE.max || NOTE_RULE.tooLong,
          })}
        />
      </Field>
      <ViewingFeeLine fee={viewingFee} />
      <SubmitButton submitting={isSubmitting} label="Send request" submittingLabel="Sending..." />
    </ScriptForm>
  );
}
