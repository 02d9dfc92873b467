import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { GHANA_PLACES, matchPlaces } from "../../data/ghana-places.js";
import { cn } from "../ui/cn.js";
import { Input } from "../ui/field.js";

/** Spec §9: the list closes 150 ms after the field loses focus, so a click on it still lands. */
export const AUTOCOMPLETE_CLOSE_DELAY_MS = 150;

/**
 * A free-text field with place suggestions, as a WAI-ARIA combobox
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): it opens while the text matches,
 * arrow keys move, Enter picks, Escape closes. Without JavaScript it is a plain text field.
 */
export function LocationAutocomplete({
  id,
  name,
  value,
  onChange,
  places = GHANA_PLACES,
  placeholder,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  places?: readonly string[];
  placeholder?: string;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const suggestions = matchPlaces(value, places);
  const listId = `${id}-suggestions`;
  const expanded = open && suggestions.length > 0;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const select = (place: string) => {
    onChange(place);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      setActive((current) =>
        !expanded
          ? step > 0
            ? 0
            : suggestions.length - 1
          : (current + step + suggestions.length) % suggestions.length,
      );
    } else if (event.key === "Enter" && expanded && active >= 0) {
      // Picking a suggestion is not yet a search: the form is sent by the next Enter.
      event.preventDefault();
      select(suggestions[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => clearTimeout(closeTimer.current)}
        onBlur={() => {
          closeTimer.current = setTimeout(close, AUTOCOMPLETE_CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Suggested places"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
      >
        {expanded
          ? suggestions.map((place, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the field (arrows, Enter), as the combobox pattern asks
              <div
                key={place}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                // Keeps focus in the field, so its blur timer does not race the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => select(place)}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  "cursor-pointer px-3 py-2 text-ink",
                  index === active && "bg-brand-50 text-brand-800",
                )}
              >
                {place}
              </div>
            ))
          : null}
      </div>
    </div>
  );
}
