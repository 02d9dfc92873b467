import { L } from "./leaflet-map.js";
import type { MapPin } from "./map-pins.js";

/** Text as HTML: a listing's title goes into a divIcon's markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The pin's price on two lines, the full figure over its period ("GH₵20,000" over "/ month"), so
 * a full figure makes the pin taller rather than twice as wide; read as one ("GH₵20,000 / month").
 */
function pinWords(price: string): string {
  const [figure, period] = price.split(" / ");
  const words = `<span>${escapeHtml(figure ?? price)}</span>`;
  return period ? `${words} <span class="ofie-pin-period">/ ${escapeHtml(period)}</span>` : words;
}

/**
 * A listing's pin: its price as the sorts compare it (a yearly rent by the month) as a link to its
 * page, named by it, the title and the price as the list shows it, so a screen reader or a
 * keyboard meets a link as in the list. A tap opens its popup first (properties-map.tsx), where
 * the title says which listing it is, and a yearly rent says what its monthly figure is.
 */
export function pricePin(pin: MapPin): L.Marker {
  // The visible price starts the link's name (WCAG 2.5.3), the rest is for screen readers.
  const icon = L.divIcon({
    className: "ofie-price-pin",
    // data-vike="false": Vike's router follows every link it is not told to leave alone, even one
    // whose click was already cancelled, so a tap on a pin went straight to the listing.
    html: `<a href="/properties/${pin.id}" data-pin="${pin.id}" data-vike="false">${pinWords(pin.pinPrice)}<span class="sr-only">, ${escapeHtml(`${pin.title}, ${pin.price}`)}</span></a>`,
    iconSize: [0, 0],
    iconAnchor: [0, 0],
  });
  // keyboard: false, so Leaflet does not make the marker a button around our link.
  return L.marker([pin.latitude, pin.longitude], { icon, keyboard: false }).bindPopup(
    () => popupContent(pin),
    { className: "ofie-map-popup", minWidth: 180, maxWidth: 240 },
  );
}

function popupContent(pin: MapPin): HTMLElement {
  const box = document.createElement("div");
  const title = document.createElement("a");
  title.href = `/properties/${pin.id}`;
  title.textContent = pin.title;
  const priceLine = document.createElement("p");
  priceLine.textContent = pin.price;
  priceLine.style.margin = "4px 0 0";
  box.append(title, priceLine);
  if (pin.perMonth) {
    const perMonth = document.createElement("p");
    perMonth.textContent = `That is ${pin.perMonth}`;
    perMonth.style.margin = "2px 0 0";
    perMonth.style.fontSize = "12px";
    box.append(perMonth);
  }
  return box;
}

/** Listings too close to tell apart at this zoom: how many, as a button that zooms to them. */
export function clusterMarker(
  at: [latitude: number, longitude: number],
  count: number,
  zoomIn: () => void,
): L.Marker {
  const icon = L.divIcon({
    className: "ofie-cluster",
    html: `<button type="button" aria-label="${count} properties here: zoom in">${count}</button>`,
    iconSize: [0, 0],
    iconAnchor: [0, 0],
  });
  return L.marker(at, { icon, keyboard: false }).on("click", zoomIn);
}
