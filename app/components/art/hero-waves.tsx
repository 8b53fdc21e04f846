import { wavePath } from "~/modules/programmes/course-art";

/** Layered sound waves rising out of the dark: the landing hero's backdrop (decorative). */
export function HeroWaves({ className }: { className?: string }) {
  const lines = [
    { amplitude: 90, cycles: 2.2, phase: 0.4, opacity: 0.9, width: 1.6, colour: "var(--color-amber-400)" },
    { amplitude: 72, cycles: 2.8, phase: 1.6, opacity: 0.45, width: 1.1, colour: "var(--color-amber-300)" },
    { amplitude: 58, cycles: 3.4, phase: 2.7, opacity: 0.3, width: 1, colour: "var(--color-sand-200)" },
    { amplitude: 44, cycles: 4.1, phase: 4.2, opacity: 0.22, width: 1, colour: "var(--color-sand-200)" },
    { amplitude: 30, cycles: 5.2, phase: 5.1, opacity: 0.16, width: 1, colour: "var(--color-sand-200)" },
  ];
  return (
    <svg viewBox="0 0 1200 260" preserveAspectRatio="none" className={className} aria-hidden focusable="false">
      {lines.map((line, i) => (
        <path
          key={i}
          d={wavePath({ width: 1200, y: 130, amplitude: line.amplitude, cycles: line.cycles, phase: line.phase, steps: 120 })}
          fill="none"
          stroke={line.colour}
          strokeOpacity={line.opacity}
          strokeWidth={line.width}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}
