/**
 * How close is the same: the photo threshold is the duplicate-photo check's (decision 14), given
 * by the container so the two checks judge a copied photo alike.
 */
export interface RelistingsConfig {
  /** Two photos this many bits apart or fewer are one picture. */
  photoMaxDistance: number;
  /** Two listings of the same type and bedrooms this many metres apart or fewer are one place. */
  radiusMetres: number;
}
