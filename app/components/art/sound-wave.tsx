/** A sung phrase drawn as a waveform: tall in the middle, fading at both ends. Decorative. */
export function SoundWave({ className, bars = 48 }: { className?: string; bars?: number }) {
  const width = bars * 10;
  return (
    <svg viewBox={`0 0 ${width} 200`} className={className} aria-hidden focusable="false">
      {Array.from({ length: bars }, (_, i) => {
        const t = i / (bars - 1);
        // An envelope (swell and fade) times a slow vibrato, so it reads as a voice, not noise.
        const envelope = Math.sin(Math.PI * t) ** 1.5;
        const vibrato = 0.55 + 0.45 * Math.abs(Math.sin(i * 0.9) * Math.cos(i * 0.37));
        const height = Math.max(4, 180 * envelope * vibrato);
        return <rect key={i} x={i * 10 + 3} y={100 - height / 2} width="4" height={height} rx="2" fill="currentColor" opacity={0.35 + 0.65 * envelope} />;
      })}
    </svg>
  );
}
