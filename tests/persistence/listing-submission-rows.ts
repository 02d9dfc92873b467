import type { TestApp } from "../support/test-app.js";
import { daysAgo, insertRows, type Row } from "./listing-rows.js";

/** A listing_submissions row: a pending two-bedroom flat to let in Osu. */
export const submissionRow = (overrides: Row = {}): Row => ({
  title: "Two-bedroom flat, Osu",
  description: "Tiled two-bedroom flat with a balcony.",
  price: "4500",
  listing_type: "rent",
  rent_period: "month",
  location: "Osu",
  city: "Accra",
  property_type: "apartment",
  contact_name: "Efua Mensah",
  contact_email: "efua@example.com",
  status: "pending",
  created_at: daysAgo(3),
  ...overrides,
});

/** Inserts listing_submissions rows built by `submissionRow`; `app` is the file's started app. */
export const insertSubmissions = (app: TestApp, rows: Row[]) =>
  insertRows(app, "listing_submissions", rows.map(submissionRow));
