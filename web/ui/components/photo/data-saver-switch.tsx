import { useDataSaverSwitch } from "./data-saver.js";

/** The footer's switch: a visitor on costly mobile data turns photos down for the whole site. */
export function DataSaverSwitch() {
  const { on, set } = useDataSaverSwitch();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => set(!on)}
      className="inline-flex min-h-11 items-center gap-3 rounded-lg text-sm text-brand-100 hover:text-white"
    >
      <span
        aria-hidden="true"
        className={`relative h-5 w-9 rounded-full transition-colors ${on ? "bg-gold-500" : "bg-brand-600"}`}
      >
        <span
          className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition-transform ${on ? "translate-x-4" : "translate-x-0.5"}`}
        />
      </span>
      Data saver: list photos on tap, the rest smaller
    </button>
  );
}
