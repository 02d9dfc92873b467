import { LineIcon } from "../ui/line-icon.js";
import { shortTime } from "./viewing-times.js";

const CROSS = "M6 6l12 12M18 6L6 18";

/** The times chosen so far, each a chip whose × (a 44 px target) takes it off the list. */
export function ChosenTimes({
  chosen,
  onRemove,
}: {
  chosen: string[];
  onRemove: (time: string) => void;
}) {
  if (chosen.length === 0) return null;
  return (
    <ul aria-label="Chosen times" className="flex flex-wrap gap-2">
      {chosen.map((time) => (
        <li
          key={time}
          className="flex items-center rounded-full bg-brand-50 pl-3 text-sm font-medium text-brand-800"
        >
          {shortTime(time)}
          <button
            type="button"
            aria-label={`Remove ${shortTime(time)}`}
            className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-brand-100"
            onClick={() => onRemove(time)}
          >
            <LineIcon d={CROSS} className="h-4 w-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
