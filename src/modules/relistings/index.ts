/** The relistings module's public surface: what code outside it may import (decision 97). */

export { findRelistings } from "./relisting-matches.js";
export type { RelistingsConfig } from "./relistings.config.js";
export type { RelistingRepository } from "./relistings.ports.js";
export type { RelistingState } from "./relistings.rules.js";
export {
  COUNTED_STATES,
  RELISTING_RADIUS_METRES,
  RELISTING_STATES,
} from "./relistings.rules.js";
export { RelistingsService } from "./relistings.service.js";
export type {
  PhotoEvidence,
  RelistingLink,
  RelistingMatch,
  RelistingSource,
} from "./relistings.types.js";
