export interface BlockOutRowData {
  id: string;
  label: string;
  startsAt: string;
  endsAt: string;
}

const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Copenhagen" });

/** "14:00–18:00", "all day", "from 14:00" or "until 12:00": a block-out's part of one day [dayStart, dayEnd). */
export function blockedPart(block: BlockOutRowData, dayStart: string, dayEnd: string): string {
  const [start, end, from, to] = [block.startsAt, block.endsAt, dayStart, dayEnd].map((t) => new Date(t).getTime()) as [number, number, number, number];
  const before = start <= from;
  const after = end >= to;
  if (before && after) return "all day";
  if (before) return `until ${time.format(end)}`;
  if (after) return `from ${time.format(start)}`;
  return `${time.format(start)}–${time.format(end)}`;
}

/** The calendar week's distinct row for a day's block-outs: "Blocked: 14:00–18:00, Dentist". */
export function BlockOutRows({ dayStart, dayEnd, blockOuts }: { dayStart: string; dayEnd: string; blockOuts: BlockOutRowData[] }) {
  const ofDay = blockOuts.filter((b) => new Date(b.startsAt) < new Date(dayEnd) && new Date(b.endsAt) > new Date(dayStart));
  if (!ofDay.length) return null;
  return (
    <ul className="mt-3 grid gap-2" aria-label="Blocked time">
      {ofDay.map((block) => (
        <li key={block.id} className="rounded-md border border-dashed border-sand-300 bg-sand-100 px-3 py-2 text-sm text-ink-900">
          <span className="font-medium">Blocked:</span> {blockedPart(block, dayStart, dayEnd)}
          {block.label ? `, ${block.label}` : ""}
        </li>
      ))}
    </ul>
  );
}
