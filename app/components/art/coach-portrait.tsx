import { cn } from "~/lib/cn";
import { initials } from "~/components/layout/monogram";

/**
 * The coach's portrait from the site profile (the demo's is a drawing in the site's style,
 * public/images/portrait/), or without one a spotlight on their initials inside rings of sound.
 */
export function CoachPortrait({ name, photoUrl, className, eager = false }: { name: string; photoUrl?: string; className?: string; eager?: boolean }) {
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={name}
        width={600}
        height={750}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={cn("aspect-[4/5] w-full rounded-card object-cover", className)}
      />
    );
  }
  return (
    <svg viewBox="0 0 400 500" className={cn("aspect-[4/5] w-full rounded-card", className)} role="img" aria-label={`${name}, monogram`}>
      <defs>
        <linearGradient id="portrait-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a2240" />
          <stop offset="1" stopColor="#120f1c" />
        </linearGradient>
        <linearGradient id="portrait-beam" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f3c777" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f3c777" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="400" height="500" fill="url(#portrait-bg)" />
      <polygon points="185,0 215,0 330,430 70,430" fill="url(#portrait-beam)" />
      <ellipse cx="200" cy="430" rx="132" ry="18" fill="#e9ae4c" fillOpacity="0.25" />
      {[0, 1, 2, 3, 4].map((i) => (
        <circle key={i} cx="200" cy="250" r={78 + i * 24} fill="none" stroke="#f3c777" strokeOpacity={0.55 - i * 0.1} strokeWidth="1" />
      ))}
      <circle cx="200" cy="250" r="70" fill="#120f1c" fillOpacity="0.55" stroke="#e9ae4c" strokeWidth="1.5" />
      <text x="200" y="272" textAnchor="middle" fontSize="62" fill="#fbf7f0" style={{ fontFamily: "var(--font-display)" }}>
        {initials(name)}
      </text>
    </svg>
  );
}
