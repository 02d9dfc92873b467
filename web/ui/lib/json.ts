/**
 * What a value looks like after it crossed the API as JSON: dates become ISO strings. Pages
 * seeded on the server use the same shape as the client's /api reads, so one component serves both.
 */
export type Json<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;
