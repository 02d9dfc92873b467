import { type Ref, useState } from "react";
import { cn } from "../ui/cn.js";
import { dayLabel, dayOfTime, timeLabel } from "./viewing-times.js";

export interface SlotDay {
  date: string;
  times: string[];
}

const chip =
  "h-11 shrink-0 rounded-full border px-3 text-sm font-medium text-ink border-gray-300 bg-white hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white disabled:cursor-not-allowed disabled:opacity-40";

/**
 * The days ahead as chips, and the chosen day's half-hour slots as chips (`viewingSlots`, the
 * server's own list). Pressing a time chooses or un-chooses it; once `max` are chosen the others
 * wait until one is removed. With `max` 1 a press replaces the time chosen.
 */
export function SlotPicker({
  idPrefix,
  legend,
  slots,
  chosen,
  max,
  onChange,
  error,
  fieldRef,
}: {
  idPrefix: string;
  legend: string;
  slots: SlotDay[];
  chosen: string[];
  max: number;
  onChange: (chosen: string[]) => void;
  error?: string;
  /** Where a form moves focus when the times are wrong (the fieldset, focusable for it). */
  fieldRef?: Ref<HTMLFieldSetElement>;
}) {
  const last = chosen.at(-1);
  const [day, setDay] = useState(() => (last ? dayOfTime(last) : slots[0]?.date));
  const shown = slots.find((s) => s.date === day) ?? slots[0];
  const full = max > 1 && chosen.length >= max;
  const press = (time: string) => {
    if (chosen.includes(time)) onChange(chosen.filter((t) => t !== time));
    else if (max === 1) onChange([time]);
    else if (!full) onChange([...chosen, time].sort());
  };
  const errorId = `${idPrefix}times-error`;
  const countId = `${idPrefix}times-count`;
  if (!shown) return <p className="text-sm text-muted">No times are open in the next days.</p>;
  return (
    <fieldset
      id={`${idPrefix}times`}
      ref={fieldRef}
      tabIndex={-1}
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={error ? `${errorId} ${countId}` : countId}
    >
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      <fieldset className="min-w-0">
        <legend className="mb-1 text-xs text-muted">Day</legend>
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {slots.map((s) => (
            <button
              key={s.date}
              type="button"
              aria-pressed={s.date === shown.date}
              className={chip}
              onClick={() => setDay(s.date)}
            >
              {dayLabel(s.date)}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="mb-1 text-xs text-muted">{`Times on ${dayLabel(shown.date)}`}</legend>
        <div className="grid grid-cols-4 gap-2">
          {shown.times.map((time) => {
            const on = chosen.includes(time);
            return (
              <button
                key={time}
                type="button"
                aria-pressed={on}
                disabled={full && !on}
                className={cn(chip, "px-0")}
                onClick={() => press(time)}
              >
                {timeLabel(time)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <p id={countId} aria-live="polite" className="text-xs text-muted">
        {max === 1
          ? "Times are in Ghana time (GMT)."
          : full
            ? `${max} times chosen, the most you can: remove one to choose another.`
            : `${chosen.length} of ${max} chosen. Times are in Ghana time (GMT).`}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
