/**
 * A small RFC 5545 reader for tests (no calendar library is installed): unfolds lines, splits
 * each content line into name, parameters and value, nests BEGIN/END components, and reads
 * DATE-TIME values written in UTC ("…Z"), with a TZID (by Intl) or floating (refused). It
 * throws on anything malformed, so a feed that "parses" here is well-formed.
 */
export interface IcalProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}
export interface IcalComponent {
  type: string;
  properties: IcalProperty[];
  components: IcalComponent[];
}

/** `crlf: false` for an invite out of a mail, whose transfer encoding may have turned CRLF into LF. */
export function parseIcal(text: string, options: { crlf?: boolean } = {}): IcalComponent {
  if (options.crlf !== false && /(^|[^\r])\n/.test(text)) throw new Error("iCalendar lines must end in CRLF");
  const lines = text
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/)
    .filter((line) => line !== "");
  const stack: IcalComponent[] = [];
  let root: IcalComponent | undefined;
  for (const line of lines) {
    const property = parseLine(line);
    if (property.name === "BEGIN") {
      const component = { type: property.value, properties: [], components: [] };
      if (stack.length) stack.at(-1)!.components.push(component);
      else if (root) throw new Error("more than one top-level component");
      else root = component;
      stack.push(component);
    } else if (property.name === "END") {
      if (stack.pop()?.type !== property.value) throw new Error(`END:${property.value} without its BEGIN`);
    } else {
      if (!stack.length) throw new Error(`property outside a component: ${line}`);
      stack.at(-1)!.properties.push(property);
    }
  }
  if (!root || stack.length) throw new Error("unbalanced BEGIN/END");
  return root;
}

function parseLine(line: string): IcalProperty {
  // name *(";" param) ":" value, a parameter value maybe quoted (":" and ";" allowed inside quotes).
  const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/.exec(line);
  if (!match) throw new Error(`not an iCalendar content line: ${line}`);
  const params: Record<string, string> = {};
  for (const param of match[2]!.matchAll(/;([A-Za-z0-9-]+)=((?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)/g))
    params[param[1]!.toUpperCase()] = param[2]!.replace(/^"|"$/g, "");
  return { name: match[1]!.toUpperCase(), params, value: match[3]! };
}

export const prop = (component: IcalComponent, name: string) => component.properties.find((p) => p.name === name);

/** Unescapes a TEXT value (RFC 5545 3.3.11). */
export const textValue = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));

/** A DATE-TIME property as an instant. */
export function dateTime(property: IcalProperty | undefined): Date {
  if (!property) throw new Error("missing DATE-TIME");
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(property.value);
  if (!m) throw new Error(`not a DATE-TIME: ${property.value}`);
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (m[7]) return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const zone = property.params.TZID;
  if (!zone) throw new Error("a floating time has no instant");
  // The zone's offset at that wall clock, found by asking Intl twice (stable except inside a gap).
  let guess = Date.UTC(y, mo - 1, d, h, mi, s);
  for (let i = 0; i < 2; i++) guess = Date.UTC(y, mo - 1, d, h, mi, s) - offsetMs(zone, guess);
  return new Date(guess);
}

function offsetMs(zone: string, at: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(at / 1000) * 1000;
}

/** The VEVENTs of a VCALENDAR, each with what tests look at. */
export function events(calendar: IcalComponent) {
  if (calendar.type !== "VCALENDAR") throw new Error("not a VCALENDAR");
  if (!prop(calendar, "VERSION") || !prop(calendar, "PRODID")) throw new Error("VCALENDAR without VERSION or PRODID");
  return calendar.components
    .filter((c) => c.type === "VEVENT")
    .map((event) => {
      if (!prop(event, "UID") || !prop(event, "DTSTAMP")) throw new Error("VEVENT without UID or DTSTAMP");
      return {
        uid: prop(event, "UID")!.value,
        start: dateTime(prop(event, "DTSTART")),
        end: dateTime(prop(event, "DTEND")),
        summary: textValue(prop(event, "SUMMARY")?.value ?? ""),
        status: prop(event, "STATUS")?.value,
        sequence: Number(prop(event, "SEQUENCE")?.value ?? 0),
      };
    });
}
