import { cn } from "~/lib/cn";

export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

/** The coach's monogram: initials inside a ring with a breath line through it. */
export function Monogram({ name, className }: { name: string; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={cn("shrink-0", className)} aria-hidden focusable="false">
      <circle cx="24" cy="24" r="22.5" fill="none" stroke="var(--color-amber-400)" strokeWidth="1.5" />
      <path d="M6 30c6-4 10 4 18 0s12-4 18 0" fill="none" stroke="var(--color-amber-400)" strokeOpacity="0.45" strokeWidth="1.2" />
      <text x="24" y="29" textAnchor="middle" fontFamily="var(--font-display)" fontSize="17" fill="currentColor">
        {initials(name)}
      </text>
    </svg>
  );
}
