import { type FieldErrors, ValidationError } from "../../shared/errors.js";
import { ghanaPhone } from "../../shared/ghana-phone.js";
import { validateInput } from "../../shared/validation.js";
import {
  isBookable,
  isSlot,
  PHONE_MESSAGE,
  TIME_SLOT_MESSAGE,
  TIME_WINDOW_MESSAGE,
  type ViewingAction,
} from "./viewings.rules.js";
import { ViewingActionInput, ViewingRequestInput } from "./viewings.types.js";

/** An instant with its date, time and zone ("2026-12-05T10:30:00.000Z", "…T10:30+00:00"). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The instant an ISO text names, or null: a date alone or a local time names none. */
export function instantOf(text: string): Date | null {
  if (!ISO_INSTANT.test(text.trim())) return null;
  const time = new Date(text.trim());
  return Number.isNaN(time.getTime()) ? null : time;
}

/** Why a proposed time cannot be booked now; null when it can. */
export function slotProblem(time: Date | null, now: Date): string | null {
  if (!time || !isSlot(time)) return TIME_SLOT_MESSAGE;
  return isBookable(time, now) ? null : TIME_WINDOW_MESSAGE;
}

export interface ViewingRequest {
  /** Distinct, soonest first. */
  times: Date[];
  /** +233 form. */
  phone: string;
  note: string;
}

/** POST /api/properties/{id}/viewings' body, checked: 400 with each field's messages. */
export async function requestOf(raw: unknown, now: Date): Promise<ViewingRequest> {
  const input = await validateInput(ViewingRequestInput, raw);
  const errors: FieldErrors = {};
  const problems = new Set<string>();
  const times = new Map<number, Date>();
  for (const text of input.times) {
    const time = instantOf(text);
    const problem = slotProblem(time, now);
    if (problem) problems.add(problem);
    // The same instant twice is one time chosen twice.
    else if (time) times.set(time.getTime(), time);
  }
  if (problems.size) errors.times = [...problems];
  const phone = ghanaPhone(input.phone);
  if (!phone) errors.phone = [PHONE_MESSAGE];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    times: [...times.values()].sort((a, b) => a.getTime() - b.getTime()),
    phone: phone as string,
    note: input.note?.trim() ?? "",
  };
}

export interface ViewingActionRequest {
  action: ViewingAction;
  /** As sent; what it must be depends on the action and the viewing (the service checks it). */
  time: Date | null;
  timeGiven: boolean;
  reason: string | null;
}

/** PUT /api/viewings/{id}'s body, checked for its shape: 400 with each field's messages. */
export async function actionOf(raw: unknown): Promise<ViewingActionRequest> {
  const input = await validateInput(ViewingActionInput, raw);
  const timeText = input.time?.trim() ?? "";
  return {
    action: input.action,
    time: timeText ? instantOf(timeText) : null,
    timeGiven: timeText !== "",
    reason: input.reason?.trim() || null,
  };
}
