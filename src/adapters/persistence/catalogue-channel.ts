/**
 * The channel the read cache listens on (decision 22). The name is fixed by migration
 * 1764050000000-catalogue-changes, whose trigger notifies it: a migration is history and keeps
 * its own copy, and tests/persistence/catalogue-changes.test.ts checks the two agree.
 */
export const CATALOGUE_CHANNEL = "ofie_catalogue";
