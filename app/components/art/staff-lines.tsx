/** Five gently waving staff lines: the site's recurring musical motif. */
export function StaffLines({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 1200 96" preserveAspectRatio="none" className={className} aria-hidden focusable="false">
      {[0, 1, 2, 3, 4].map((line) => {
        const y = 20 + line * 12;
        return (
          <path
            key={line}
            d={`M0 ${y} C 200 ${y - 10}, 400 ${y + 10}, 600 ${y} S 1000 ${y - 10}, 1200 ${y}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="1"
          />
        );
      })}
    </svg>
  );
}
