import { ValidationError } from "../../shared/errors.js";

const MAX_PAGE = 100_000;

/** The admin lists' `?page=`: 1 when absent, a 400 on the `page` field when not a whole number from 1. */
export function pageNumber(raw: unknown): number {
  if (raw === undefined || raw === "") return 1;
  const page =
    typeof raw === "number"
      ? raw
      : typeof raw === "string" && /^\d{1,6}$/.test(raw)
        ? Number(raw)
        : Number.NaN;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw ValidationError.single("page", "Page must be a whole number from 1");
  }
  return page;
}
