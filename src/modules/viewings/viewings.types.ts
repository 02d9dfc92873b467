import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
} from "class-validator";
import {
  ACTION_MESSAGE,
  NOTE_RULE,
  PHONE_MESSAGE,
  REASON_RULE,
  TIME_SLOT_MESSAGE,
  TIMES_COUNT_MESSAGE,
  VIEWING_ACTIONS,
  VIEWING_TIMES_MAX,
  type ViewingAction,
  type ViewingSide,
  type ViewingStatus,
} from "./viewings.rules.js";

/**
 * A viewing as its reader sees it (decision 104). `role` is the reader's part in it and
 * `actions` what the reader may do now (actionsFor): the screens show buttons from it and never
 * work the rule out again.
 */
export interface Viewing {
  id: number;
  propertyId: number;
  title: string;
  status: ViewingStatus;
  /** Who must answer now (requested, proposed); null otherwise. */
  awaiting: ViewingSide | null;
  /** The times on the table: the visitor's one to three, or the one a side proposed. */
  times: Date[];
  /** The agreed time (confirmed, done, no_show). */
  startsAt: Date | null;
  /** The visitor's phone, +233 form. */
  phone: string;
  /** The visitor's first name, as the lister greets them. */
  visitorName: string;
  note: string;
  reason: string | null;
  closedBy: ViewingSide | null;
  noShowOf: ViewingSide | null;
  requestedAt: Date;
  confirmedAt: Date | null;
  /** The viewing fee disclosed on the listing (GH₵, decimal text), null when none is stated. */
  viewingFee: string | null;
  address: string;
  digitalAddress: string | null;
  /** A map link for the phone (coordinates); nothing is fetched by Ofie. */
  mapUrl: string;
  role: ViewingSide | "admin";
  actions: ViewingAction[];
}

/** GET /api/viewings: the account's viewings on both sides, newest first. */
export interface MyViewings {
  asVisitor: Viewing[];
  asLister: Viewing[];
}

/** POST /api/properties/{id}/viewings. */
export class ViewingRequestInput {
  @IsArray({ message: TIMES_COUNT_MESSAGE })
  @ArrayMinSize(1, { message: TIMES_COUNT_MESSAGE })
  @ArrayMaxSize(VIEWING_TIMES_MAX, { message: TIMES_COUNT_MESSAGE })
  @IsString({ each: true, message: TIMES_COUNT_MESSAGE })
  times: string[];

  /** Checked by ghanaPhone in the service's input rule (PHONE_MESSAGE). */
  @IsString({ message: PHONE_MESSAGE })
  phone: string;

  @IsOptional()
  @IsString({ message: "Note must be text" })
  @MaxLength(NOTE_RULE.max, { message: NOTE_RULE.tooLong })
  note?: string;
}

/** PUT /api/viewings/{id} and POST /api/viewing-answers/{token}. */
export class ViewingActionInput {
  @IsIn(VIEWING_ACTIONS, { message: ACTION_MESSAGE })
  action: ViewingAction;

  /** confirm: one of the times on the table; propose: a new bookable slot. */
  @IsOptional()
  @IsString({ message: TIME_SLOT_MESSAGE })
  time?: string;

  @IsOptional()
  @IsString({ message: "Reason must be text" })
  @MaxLength(REASON_RULE.max, { message: REASON_RULE.tooLong })
  reason?: string;
}

/** What the lister's mailed link shows before a button is pressed; reading it changes nothing. */
export interface ViewingAnswerLink {
  viewing: Viewing;
}
