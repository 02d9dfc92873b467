import type { PropertyPin } from "#modules/listings/listings.types.js";
import { formatListingPrice, formatPriceShort } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";

/**
 * A pin as the map draws it, its words ready. Made on the page's side, so the lazily loaded map
 * needs none of the page's own modules: one it shared would be split out of the pages' common
 * chunk, and every route's first load would grow (decision 69).
 */
export interface MapPin {
  id: number;
  latitude: number;
  longitude: number;
  title: string;
  /** As the list shows it: "GH₵6,000 / month". */
  price: string;
  /** On the pin itself: "GH₵6K". */
  shortPrice: string;
}

export function mapPin(pin: Json<PropertyPin>): MapPin {
  return {
    id: pin.id,
    latitude: pin.latitude,
    longitude: pin.longitude,
    title: pin.title,
    price: formatListingPrice(pin),
    shortPrice: formatPriceShort(pin.price, pin.priceCurrency),
  };
}
