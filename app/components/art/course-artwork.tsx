import { cn } from "~/lib/cn";
import { courseArt, melody, seededRandom, spectrumBars, wavePath, type ArtPalette, type CourseArt } from "~/modules/programmes/course-art";

const W = 400;
const H = 250;

const PALETTES: Record<ArtPalette, { from: string; to: string; line: string; accent: string; glow: string }> = {
  aubergine: { from: "#1b1628", to: "#3d3358", line: "#f3c777", accent: "#fbf7f0", glow: "#e9ae4c" },
  dusk: { from: "#2a2240", to: "#6a3f5f", line: "#f4ecdf", accent: "#f3c777", glow: "#f3c777" },
  ember: { from: "#120f1c", to: "#4a2f1c", line: "#e9ae4c", accent: "#fbf7f0", glow: "#d99a32" },
};

type Colours = (typeof PALETTES)[ArtPalette];

function Waves({ art, c }: { art: CourseArt; c: Colours }) {
  const random = seededRandom(art.seed);
  return (
    <g fill="none" strokeLinecap="round">
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          d={wavePath({ width: W, y: 128 + (i - 2) * 6, amplitude: 70 - i * 11, cycles: 2.5 + i * 0.6, phase: random() * Math.PI * 2 })}
          stroke={i === 0 ? c.line : c.accent}
          strokeOpacity={i === 0 ? 0.95 : 0.5 - i * 0.07}
          strokeWidth={i === 0 ? 2 : 1.2}
        />
      ))}
    </g>
  );
}

function Breath({ art, c }: { art: CourseArt; c: Colours }) {
  const random = seededRandom(art.seed);
  const cx = 110 + random() * 180;
  const cy = H + 20;
  return (
    <g fill="none">
      {Array.from({ length: 8 }, (_, i) => (
        <ellipse
          key={i}
          cx={cx}
          cy={cy}
          rx={70 + i * 42}
          ry={56 + i * 24}
          stroke={i % 3 === 0 ? c.line : c.accent}
          strokeOpacity={0.95 - i * 0.1}
          strokeWidth={i === 0 ? 2 : 1.1}
          strokeDasharray={i % 2 ? "2 6" : undefined}
        />
      ))}
      <circle cx={cx} cy={cy - 56 - 16} r="4" fill={c.line} />
    </g>
  );
}

function Staff({ art, c }: { art: CourseArt; c: Colours }) {
  const top = 80;
  const gap = 14;
  const notes = melody(art.seed, 9);
  return (
    <g>
      {[0, 1, 2, 3, 4].map((line) => (
        <line key={line} x1="0" x2={W} y1={top + line * gap} y2={top + line * gap} stroke={c.accent} strokeOpacity="0.45" strokeWidth="1" />
      ))}
      {notes.map((position, i) => {
        const x = 52 + i * 38;
        const y = top + 4 * gap - position * (gap / 2);
        const stemUp = position < 4;
        return (
          <g key={i}>
            <ellipse cx={x} cy={y} rx="7.5" ry="5.5" transform={`rotate(-20 ${x} ${y})`} fill={i === notes.length - 1 ? c.glow : c.line} />
            <line x1={stemUp ? x + 6.5 : x - 6.5} x2={stemUp ? x + 6.5 : x - 6.5} y1={y} y2={stemUp ? y - 40 : y + 40} stroke={c.line} strokeWidth="1.6" />
          </g>
        );
      })}
    </g>
  );
}

function Spotlight({ art, c, id }: { art: CourseArt; c: Colours; id: string }) {
  const random = seededRandom(art.seed);
  const x = 150 + random() * 100;
  return (
    <g>
      <defs>
        <linearGradient id={`${id}-beam`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.glow} stopOpacity="0.75" />
          <stop offset="1" stopColor={c.glow} stopOpacity="0.04" />
        </linearGradient>
      </defs>
      <polygon points={`${x - 14},0 ${x + 14},0 ${x + 110},${H - 34} ${x - 110},${H - 34}`} fill={`url(#${id}-beam)`} />
      <ellipse cx={x} cy={H - 34} rx="112" ry="14" fill={c.glow} fillOpacity="0.35" />
      <ellipse cx={x} cy={H - 34} rx="112" ry="14" fill="none" stroke={c.line} strokeOpacity="0.8" />
      {Array.from({ length: 18 }, (_, i) => {
        const t = random();
        const spread = 14 + t * 90;
        return (
          <circle
            key={i}
            cx={x + (random() - 0.5) * 2 * spread}
            cy={t * (H - 50)}
            r={0.8 + random() * 1.4}
            fill={c.accent}
            fillOpacity={0.35 + random() * 0.5}
          />
        );
      })}
    </g>
  );
}

function Numeral({ art, c }: { art: CourseArt; c: Colours }) {
  return (
    <g>
      {[0, 1, 2, 3].map((i) => (
        <circle key={i} cx={W - 110} cy={H / 2} r={50 + i * 26} fill="none" stroke={c.accent} strokeOpacity={0.45 - i * 0.1} strokeWidth="1" />
      ))}
      <text
        x={W - 110}
        y={H / 2 + 42}
        textAnchor="middle"
        fontSize={art.numeral && art.numeral.length > 2 ? 96 : 132}
        fill="none"
        stroke={c.line}
        strokeWidth="1.6"
        style={{ fontFamily: "var(--font-display)", fontWeight: 500 }}
      >
        {art.numeral}
      </text>
      <path d={wavePath({ width: W, y: H - 40, amplitude: 14, cycles: 4, phase: art.seed % 7 })} fill="none" stroke={c.line} strokeOpacity="0.55" />
    </g>
  );
}

function Spectrum({ art, c }: { art: CourseArt; c: Colours }) {
  const bars = spectrumBars(art.seed, 28);
  const baseline = H - 46;
  const step = (W - 60) / bars.length;
  return (
    <g>
      <line x1="24" x2={W - 24} y1={baseline + 10} y2={baseline + 10} stroke={c.accent} strokeOpacity="0.4" />
      {bars.map((height, i) => {
        const h = height * 150;
        return (
          <rect
            key={i}
            x={30 + i * step}
            y={baseline - h}
            width={step * 0.55}
            height={h}
            rx={step * 0.27}
            fill={i % 5 === 2 ? c.glow : c.line}
            fillOpacity={0.35 + height * 0.6}
          />
        );
      })}
    </g>
  );
}

/**
 * A course's designed artwork (decorative). `idPrefix` keeps gradient ids unique when the
 * same course is drawn twice on one page.
 */
export function CourseArtwork({ courseId, className, idPrefix = "art" }: { courseId: string; className?: string; idPrefix?: string }) {
  const art = courseArt(courseId);
  const c = PALETTES[art.palette];
  const id = `${idPrefix}-${courseId}`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="xMidYMid slice" className={cn("block", className)} aria-hidden focusable="false">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={c.from} />
          <stop offset="1" stopColor={c.to} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.8" cy="0.15" r="0.7">
          <stop offset="0" stopColor={c.glow} stopOpacity="0.28" />
          <stop offset="1" stopColor={c.glow} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${id}-bg)`} />
      <rect width={W} height={H} fill={`url(#${id}-glow)`} />
      {art.motif === "waves" && <Waves art={art} c={c} />}
      {art.motif === "breath" && <Breath art={art} c={c} />}
      {art.motif === "staff" && <Staff art={art} c={c} />}
      {art.motif === "spotlight" && <Spotlight art={art} c={c} id={id} />}
      {art.motif === "numeral" && <Numeral art={art} c={c} />}
      {art.motif === "spectrum" && <Spectrum art={art} c={c} />}
    </svg>
  );
}
