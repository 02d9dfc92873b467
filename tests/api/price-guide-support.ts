import type { TestApp } from "../support/test-app.js";
import { days } from "./properties-support.js";

/** The price guide's API tests (decision 70): what the guide and the bands' tests share. */

/** A rate set `daysAgo` days ago, as the operator's set-rate does. */
export const setRate = (app: TestApp, ghsPerUsd: string, daysAgo: number) =>
  app.sql("INSERT INTO exchange_rates (ghs_per_usd, set_at) VALUES ($1, $2)", [
    ghsPerUsd,
    days(daysAgo),
  ]);

/** The figures the guide and the bands read are the last refresh's (decision 70): compute them. */
export const refreshGuide = (app: TestApp) => app.application.services.priceGuide.refresh();

/** A listing's band, as its page reads it (null when there is none). */
export const comparisonOf = async (app: TestApp, id: number) =>
  (await app.client().get(`/api/properties/${id}/price-comparison`).expect(200)).body.comparison;
