import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import type { Box } from "#modules/listings/listing-coordinates.js";

/**
 * Map search's WHERE (issue 20): the pin inside the box, edges included. Latitude first, as the
 * btree properties_coordinates_idx (latitude, longitude) reads it: the latitude range bounds the
 * scan and the longitude range is tested in the index. A listing with no pin never matches.
 */
export function whereInBox<E extends ObjectLiteral>(
  q: SelectQueryBuilder<E>,
  alias: string,
  box: Box,
): SelectQueryBuilder<E> {
  return q.andWhere(
    `${alias}.latitude BETWEEN :boxSouth AND :boxNorth AND ${alias}.longitude BETWEEN :boxWest AND :boxEast`,
    { boxSouth: box.south, boxNorth: box.north, boxWest: box.west, boxEast: box.east },
  );
}
