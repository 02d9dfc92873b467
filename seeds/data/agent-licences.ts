import { AKOSUA, KOFI, KWAME, YAW } from "./seed-agent-emails.js";

export interface LicenceSeed {
  /** Invented, like the agents themselves: no real Council licence is named. */
  licenseNumber: string;
  /** Days since an admin recorded it checked; null: given and not yet checked. */
  checkedDaysAgo: number | null;
}

/**
 * Agents' Real Estate Agency Council licence numbers (decision 100), by agent. Two were checked,
 * so their cards say "Licence checked"; two are waiting in the admin's list. The others gave none.
 */
export const AGENT_LICENCES: Record<string, LicenceSeed> = {
  [AKOSUA]: { licenseNumber: "REAC-AG-2021-0417", checkedDaysAgo: 24 },
  [KOFI]: { licenseNumber: "REAC-AG-2022-1183", checkedDaysAgo: 9 },
  [KWAME]: { licenseNumber: "REAC-AG-2021-0096", checkedDaysAgo: null },
  [YAW]: { licenseNumber: "REAC-AG-2023-2240", checkedDaysAgo: null },
};
