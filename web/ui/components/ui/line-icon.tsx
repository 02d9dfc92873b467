/**
 * A 24-unit stroked icon drawn from one path. Hidden from assistive technology: the button that
 * holds it carries the label.
 */
export function LineIcon({ d, className = "h-6 w-6" }: { d: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
