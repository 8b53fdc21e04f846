// Writes the public brochure and programme PDFs into public/downloads/, and the
// purchaser-only course materials into content/materials/ (never public: the server seeds
// them into private storage and serves them only through the materials route's access check).
//
// The PDFs are content, committed with the site: run this by hand after changing the text
// below or the coach's profile (`node scripts/make-content-pdfs.mjs`), never at build.
// The writer is tiny and dependency-free: PDF 1.4, the standard Helvetica fonts in
// WinAnsiEncoding (covers æ ø å), uncompressed text pages and an exact xref table.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BAND_HEIGHT = 150;
const FOOTER_Y = 36;

// Helvetica advance widths (AFM, thousandths of an em). Bold is close enough to regular
// times 1.06 for line breaking, which is all these widths are used for.
const HELVETICA_WIDTHS = {
  " ": 278,
  "!": 278,
  '"': 355,
  "#": 556,
  $: 556,
  "%": 889,
  "&": 667,
  "'": 191,
  "(": 333,
  ")": 333,
  "*": 389,
  "+": 584,
  ",": 278,
  "-": 333,
  ".": 278,
  "/": 278,
  ":": 278,
  ";": 278,
  "<": 584,
  "=": 584,
  ">": 584,
  "?": 556,
  "@": 1015,
  "[": 278,
  "\\": 278,
  "]": 278,
  _: 556,
  a: 556,
  b: 556,
  c: 500,
  d: 556,
  e: 556,
  f: 278,
  g: 556,
  h: 556,
  i: 222,
  j: 222,
  k: 500,
  l: 222,
  m: 833,
  n: 556,
  o: 556,
  p: 556,
  q: 556,
  r: 333,
  s: 500,
  t: 278,
  u: 556,
  v: 500,
  w: 722,
  x: 500,
  y: 500,
  z: 500,
  A: 667,
  B: 667,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 500,
  K: 667,
  L: 556,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  æ: 889,
  ø: 611,
  å: 556,
  Æ: 1000,
  Ø: 778,
  Å: 667,
  é: 556,
  ü: 556,
  ö: 556,
  "·": 278,
  "–": 556,
  "—": 1000,
  "€": 556,
  "’": 222,
  "‘": 222,
  "“": 333,
  "”": 333,
  "•": 350,
  "…": 1000,
};

// WinAnsiEncoding differs from Latin-1 only in 0x80–0x9F.
const WIN_ANSI_EXTRAS = { "€": 0x80, "…": 0x85, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97 };

export function textWidth(text, size, bold = false) {
  let units = 0;
  for (const char of text) units += HELVETICA_WIDTHS[char] ?? (/\d/.test(char) ? 556 : 600);
  return (units / 1000) * size * (bold ? 1.06 : 1);
}

/** A PDF string literal in WinAnsiEncoding; everything outside printable ASCII as octal. */
export function pdfString(text) {
  let out = "(";
  for (const char of text) {
    const code = WIN_ANSI_EXTRAS[char] ?? char.codePointAt(0);
    if (char === "(" || char === ")" || char === "\\") out += `\\${char}`;
    else if (code >= 32 && code <= 126) out += char;
    else if (code <= 255) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += "?";
  }
  return `${out})`;
}

export function wrapText(text, size, maxWidth, bold = false) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const COLOURS = {
  ink: "0.106 0.086 0.157",
  inkDeep: "0.071 0.059 0.110",
  muted: "0.341 0.314 0.416",
  amber: "0.914 0.682 0.298",
  amberDark: "0.541 0.353 0.071",
  ivory: "0.984 0.969 0.941",
  sand: "0.957 0.925 0.875",
};

function text(x, y, size, font, colour, content) {
  return `BT /${font} ${size} Tf ${colour} rg ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(content)} Tj ET`;
}

function staffLines(top) {
  const ops = [`${COLOURS.amber} RG 0.6 w`];
  for (let line = 0; line < 5; line++) {
    const y = top - line * 7;
    ops.push(`0 ${y} m 200 ${y + 9} 400 ${y - 9} ${PAGE_WIDTH} ${y} c S`);
  }
  return ops.join("\n");
}

/**
 * Lays out a document's blocks onto A4 pages.
 * Blocks: { heading }, { paragraph }, { bullets: [] }, { facts: [[label, value]] }.
 */
export function layoutDocument(doc) {
  const width = PAGE_WIDTH - MARGIN * 2;
  const pages = [];
  let ops = [];
  let y = 0;

  const startPage = () => {
    ops = [];
    pages.push(ops);
    const first = pages.length === 1;
    const band = first ? BAND_HEIGHT : 44;
    ops.push(`${COLOURS.inkDeep} rg 0 ${PAGE_HEIGHT - band} ${PAGE_WIDTH} ${band} re f`);
    if (first) {
      ops.push(staffLines(PAGE_HEIGHT - 26));
      ops.push(text(MARGIN, PAGE_HEIGHT - 82, 10, "F2", COLOURS.amber, doc.eyebrow.toUpperCase()));
      let titleY = PAGE_HEIGHT - 112;
      for (const line of wrapText(doc.title, 26, width, true)) {
        ops.push(text(MARGIN, titleY, 26, "F2", COLOURS.ivory, line));
        titleY -= 30;
      }
      y = PAGE_HEIGHT - band - 40;
    } else {
      ops.push(text(MARGIN, PAGE_HEIGHT - 28, 10, "F2", COLOURS.amber, doc.title));
      y = PAGE_HEIGHT - 44 - 40;
    }
  };

  const ensureRoom = (height) => {
    if (y - height < FOOTER_Y + 40) startPage();
  };

  const paragraph = (content, { size = 11, indent = 0, colour = COLOURS.ink, bold = false } = {}) => {
    const leading = size * 1.5;
    const lines = wrapText(content, size, width - indent, bold);
    // Short paragraphs stay together rather than leave a widow on the next page.
    if (lines.length <= 4) ensureRoom(lines.length * leading);
    for (const line of lines) {
      ensureRoom(leading);
      ops.push(text(MARGIN + indent, y, size, bold ? "F2" : "F1", colour, line));
      y -= leading;
    }
  };

  startPage();
  for (const block of doc.blocks) {
    if (block.heading) {
      // Room for the heading and the first lines under it: no heading ends a page.
      ensureRoom(72);
      y -= 10;
      ops.push(`${COLOURS.amber} rg ${MARGIN} ${y + 18} 28 2 re f`);
      ops.push(text(MARGIN, y, 15, "F2", COLOURS.ink, block.heading));
      y -= 24;
    } else if (block.paragraph) {
      paragraph(block.paragraph);
      y -= 8;
    } else if (block.bullets) {
      for (const item of block.bullets) {
        ensureRoom(17);
        ops.push(`${COLOURS.amberDark} rg ${MARGIN + 2} ${y + 3} 4 4 re f`);
        paragraph(item, { indent: 16 });
        y -= 3;
      }
      y -= 6;
    } else if (block.facts) {
      for (const [label, value] of block.facts) {
        ensureRoom(34);
        ops.push(text(MARGIN, y, 9, "F2", COLOURS.amberDark, label.toUpperCase()));
        y -= 15;
        paragraph(value, { size: 12, bold: true });
        y -= 4;
      }
      y -= 6;
    }
  }

  return pages.map((pageOps, index) => {
    const footer = [
      `${COLOURS.sand} rg 0 0 ${PAGE_WIDTH} ${FOOTER_Y + 18} re f`,
      text(MARGIN, FOOTER_Y - 8, 8.5, "F1", COLOURS.muted, doc.footer),
      text(PAGE_WIDTH - MARGIN - 30, FOOTER_Y - 8, 8.5, "F1", COLOURS.muted, `${index + 1} / ${pages.length}`),
    ];
    return [...pageOps, ...footer].join("\n");
  });
}

/** Serialises page content streams into a complete PDF 1.4 file with an exact xref table. */
export function buildPdf({ title, author, subject, pages, creationDate = "D:20250801000000Z" }) {
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalogId = add(null);
  const pagesId = add(null);
  const regularId = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const boldId = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const infoId = add(
    `<< /Title ${pdfString(title)} /Author ${pdfString(author)} /Subject ${pdfString(subject ?? title)} /Producer (make-content-pdfs) /CreationDate (${creationDate}) >>`,
  );
  const pageIds = pages.map((content) => {
    const stream = Buffer.from(content, "latin1");
    const contentId = add(`<< /Length ${stream.length} >>\nstream\n${content}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${regularId} 0 R /F2 ${boldId} 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
  });
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;

  // The binary comment tells transfer tools the file is not plain text.
  let body = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export function renderDocument(doc) {
  return buildPdf({ title: doc.title, author: doc.author, subject: doc.subject, pages: layoutDocument(doc) });
}

// --- Content ---------------------------------------------------------------------------

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The fictional default profile, app/modules/site/default-profile.json (the fields the PDFs print). */
export function defaultProfile(root = ROOT) {
  const { name, businessName, email, phone, address } = JSON.parse(readFileSync(path.join(root, "app/modules/site/default-profile.json"), "utf8"));
  return { name, businessName, email, phone, address };
}

/** The profile as the server reads it: the default overridden by SITE_PROFILE_FILE or DATA_DIR/site-profile.json. */
function readProfile() {
  const profile = defaultProfile();
  const file = process.env.SITE_PROFILE_FILE ?? path.join(process.env.DATA_DIR ?? path.join(ROOT, "data"), "site-profile.json");
  return existsSync(file) ? { ...profile, ...JSON.parse(readFileSync(file, "utf8")) } : profile;
}

/**
 * The public PDFs. `launch` is the next Voice Elevated run as the brochures print it ("Next
 * dates to be announced" when none is set): the server writes the two programme brochures per
 * request with the dates from the settings (app/modules/programmes/brochures.server.ts), so a
 * past date is never printed; only the private coaching programme, which has no dates, is a file.
 */
export function contentDocuments(profile, launch = { da: "Næste datoer offentliggøres snart", en: "Next dates to be announced" }) {
  const where = `${profile.address.street}, ${profile.address.postalCode} ${profile.address.city}`;
  const footer = `${profile.businessName} · ${profile.phone} · ${profile.email}`;
  const common = { author: profile.name, footer };
  return {
    "voice-elevated-brochure.pdf": {
      ...common,
      eyebrow: "Brochure · Voice Elevated",
      title: "Voice Elevated: fire weekender, der løfter din stemme",
      subject: "Brochure for Voice Elevated",
      blocks: [
        {
          paragraph: `Voice Elevated er ${profile.name}s intensive forløb for sangere, der vil videre: fire weekender i København, hvor teknik, udtryk og scenenærvær trænes side om side i et lille, trygt hold.`,
        },
        { heading: "Forløbet kort" },
        {
          facts: [
            ["Omfang", "4 weekender (4 uger), 64 timer i alt"],
            ["Undervisningsdage", "8 dage, kl. 09:00-17:00"],
            ["Sted", `København (${where})`],
            ["Holdstørrelse", "Maks. 10 deltagere"],
            ["Næste start", launch.da],
            ["Pris", "DKK 18.500 / EUR 2.485"],
          ],
        },
        { heading: "Det arbejder vi med" },
        {
          bullets: [
            "Weekend 1 – Fundamentet: åndedræt, støtte og en sund, fri tone.",
            "Weekend 2 – Klang og register: resonans, mix og overgange uden brud.",
            "Weekend 3 – Udtryk: tekst, frasering og at fortælle en historie med stemmen.",
            "Weekend 4 – Scenen: mikrofonteknik, nerver og en afsluttende optræden for inviterede gæster.",
          ],
        },
        { heading: "Hvem er det for?" },
        {
          paragraph:
            "Forløbet er for dig, der allerede synger – i kor, band, på musical-scenen eller for dig selv – og som vil have en stemme, der holder, og et udtryk, der rammer. Du behøver ikke at kunne læse noder.",
        },
        { heading: "En typisk undervisningsdag" },
        {
          bullets: [
            "09:00 – Fælles opvarmning og kropsarbejde.",
            "10:00 – Teknik i plenum: dagens tema forklaret, vist og afprøvet.",
            "12:30 – Frokost.",
            "13:30 – Solo-arbejde foran holdet med personlig feedback.",
            "15:30 – Ensemble, harmonier og sceneøvelser.",
            "16:30 – Opsamling og øveplan til ugerne imellem.",
          ],
        },
        { heading: "Det får du med" },
        {
          bullets: [
            "64 timers undervisning i et hold på højst 10 sangere.",
            "Optagede øvelser og en personlig øveplan mellem weekenderne.",
            "Skriftlig feedback på din udvikling efter hver weekend.",
            "En afsluttende optræden, hvor du viser, hvad du har arbejdet med.",
          ],
        },
        { heading: "Sådan søger du" },
        {
          paragraph:
            "Udfyld ansøgningen på hjemmesiden. Vi læser den inden for 2-3 arbejdsdage og aftaler derefter en kort samtale, så vi sammen kan finde ud af, om forløbet passer til dig.",
        },
        { paragraph: `Spørgsmål? Ring på ${profile.phone} eller skriv til ${profile.email}.` },
      ],
    },
    "voice-elevated-overview.pdf": {
      ...common,
      eyebrow: "Programme overview · Voice Elevated",
      title: "Voice Elevated at a glance",
      subject: "Programme overview for Voice Elevated",
      blocks: [
        {
          paragraph: `Voice Elevated is a four-weekend vocal intensive in Copenhagen led by ${profile.name}: eight full days of technique, repertoire and performance in a group of at most ten singers.`,
        },
        { heading: "Key facts" },
        {
          facts: [
            ["Format", "4 weekends (4 weeks), 64 hours"],
            ["Days", "8 teaching days, 09:00-17:00"],
            ["Place", `Copenhagen (${where})`],
            ["Group", "Max 10 participants"],
            ["Next start", launch.en],
            ["Fee", "DKK 18,500 / EUR 2,485"],
          ],
        },
        { heading: "What each weekend covers" },
        {
          bullets: [
            "Foundations: breath, support and a free, healthy onset.",
            "Resonance and registers: mix voice and seamless transitions.",
            "Expression: text, phrasing and storytelling.",
            "Stage: microphone technique, nerves and a closing performance.",
          ],
        },
        { heading: "Between the weekends" },
        { paragraph: "Recorded exercises and a short daily routine keep the work going, so each weekend starts where the last one ended." },
        { heading: "Applying" },
        { paragraph: "Apply online. Every application is read within 2-3 working days, followed by a consultation call before a place is confirmed." },
      ],
    },
    "private-coaching-programme.pdf": {
      ...common,
      eyebrow: "Program · Private Coaching",
      title: "Privat coaching: din stemme, din plan",
      subject: "Program for privat coaching",
      blocks: [
        {
          paragraph: `Privat coaching med ${profile.name} er undervisning én til én, bygget helt op omkring din stemme, dit repertoire og det, du står over for lige nu – en audition, en koncert, en indspilning eller bare lysten til at synge friere.`,
        },
        { heading: "Praktisk" },
        {
          facts: [
            ["Varighed", "60 minutter pr. session"],
            ["Pris", "DKK 1.950 pr. session"],
            ["Sted", where],
          ],
        },
        { heading: "Sådan forløber en session" },
        {
          bullets: [
            "Opvarmning tilpasset din stemme og dagsform.",
            "Teknisk arbejde med det, der fylder: højde, styrke, klang eller udholdenhed.",
            "Arbejde på en sang fra dit eget repertoire.",
            "En kort øveplan med hjem, så fremskridtet fortsætter mellem timerne.",
          ],
        },
        { heading: "Før første gang" },
        {
          paragraph:
            "Tag gerne en sang med, du holder af, og en flaske vand. Du må meget gerne optage sessionen på din telefon, så du kan lytte til den bagefter.",
        },
        { paragraph: `Spørgsmål? Ring på ${profile.phone} eller skriv til ${profile.email}.` },
      ],
    },
  };
}

/** Voice Elevated's purchaser-only material: the participant programme and the curriculum. */
export function materialDocuments(profile) {
  const where = `${profile.address.street}, ${profile.address.postalCode} ${profile.address.city}`;
  const footer = `${profile.businessName} · ${profile.phone} · ${profile.email} · Kun for deltagere`;
  const common = { author: profile.name, footer };
  return {
    "voice-elevated-programme.pdf": {
      ...common,
      eyebrow: "Deltagerprogram · Voice Elevated",
      title: "Voice Elevated: dit program, weekend for weekend",
      subject: "Deltagerprogram for Voice Elevated",
      blocks: [
        {
          paragraph: `Velkommen på holdet. Her er programmet for de fire weekender: tider, temaer, hvad du skal forberede, og hvordan du øver mellem gangene. Gem det, og tag det med hver weekend.`,
        },
        { heading: "Praktisk" },
        {
          facts: [
            ["Sted", where],
            ["Tider", "Lørdag og søndag kl. 09:00-17:00"],
            ["Mødetid", "08:45, så vi kan starte til tiden"],
            ["Medbring", "Vand, behageligt tøj, noder eller tekster til dine sange"],
            ["Afbud", `Ring på ${profile.phone} hurtigst muligt`],
          ],
        },
        { heading: "Weekend 1 – Fundamentet" },
        {
          bullets: [
            "Lørdag: åndedrættets anatomi, støtte uden spænding, den sunde ansats.",
            "Søndag: tonedannelse og klang i talestemmen; første runde solosang med feedback.",
            "Forbered: én sang, du kender godt og kan synge uden noder.",
          ],
        },
        { heading: "Weekend 2 – Klang og register" },
        {
          bullets: [
            "Lørdag: resonansrum, vokalformer og mix-stemme.",
            "Søndag: overgange mellem registre uden brud; arbejde i små grupper.",
            "Forbered: en sang, der udfordrer dig i højden.",
          ],
        },
        { heading: "Weekend 3 – Udtryk" },
        {
          bullets: [
            "Lørdag: tekstanalyse, frasering og undertekst.",
            "Søndag: fortælling med stemmen; duetter og harmonier.",
            "Forbered: skriv tre linjer om, hvad din sang handler om for dig.",
          ],
        },
        { heading: "Weekend 4 – Scenen" },
        {
          bullets: [
            "Lørdag: mikrofonteknik, monitorlyd og nerver.",
            "Søndag: generalprøve kl. 10:00 og afsluttende optræden for inviterede gæster kl. 15:00.",
            "Forbered: din sang til optrædenen og navnene på dine gæster (højst to).",
          ],
        },
        { heading: "Mellem weekenderne" },
        {
          paragraph:
            "Øv 20 minutter om dagen: 5 minutters åndedræt, 10 minutters teknik efter din personlige øveplan og 5 minutter med din sang. Optag dig selv én gang om ugen, og send gerne optagelsen inden næste weekend.",
        },
        { paragraph: `Spørgsmål undervejs? Skriv til ${profile.email}.` },
      ],
    },
    "voice-elevated-curriculum.pdf": {
      ...common,
      footer: `${profile.businessName} · ${profile.phone} · ${profile.email} · For participants only`,
      eyebrow: "Curriculum · Voice Elevated",
      title: "Voice Elevated curriculum",
      subject: "Curriculum for Voice Elevated",
      blocks: [
        {
          paragraph: `The curriculum behind the four weekends: what you will be able to do after each one, the exercises we use, and how progress is assessed. It is written by ${profile.name} for participants.`,
        },
        { heading: "Module 1 – Foundations" },
        {
          bullets: [
            "Goal: a free, supported onset and a steady airflow through a whole phrase.",
            "Exercises: rib-cage breathing, hissing on counts, sirens on lip trills, onset on 'ha' and 'ng'.",
            "Assessment: an eight-bar phrase sung on one breath without pushing.",
          ],
        },
        { heading: "Module 2 – Resonance and registers" },
        {
          bullets: [
            "Goal: one connected voice from chest to head, with a balanced mix in the middle.",
            "Exercises: vowel modification ladders, 'nay' and 'gee' patterns, octave slides, semi-occluded straw work.",
            "Assessment: a song crossing the passaggio twice, with no audible break.",
          ],
        },
        { heading: "Module 3 – Expression" },
        {
          bullets: [
            "Goal: phrasing that follows the text, and a clear story in every verse.",
            "Exercises: speaking the lyric, subtext lines, dynamic maps, harmony singing in pairs.",
            "Assessment: a verse performed twice with two different intentions.",
          ],
        },
        { heading: "Module 4 – Stage" },
        {
          bullets: [
            "Goal: confident use of a microphone and a calm, present performance.",
            "Exercises: distance and angle with a handheld microphone, monitor mixes, pre-performance routine.",
            "Assessment: the closing performance, with written feedback afterwards.",
          ],
        },
        { heading: "Feedback and progress" },
        {
          paragraph:
            "After each weekend you receive written feedback on technique, expression and next steps, and an updated practice plan. Recordings you send between weekends are answered within a week.",
        },
        { heading: "Repertoire" },
        {
          paragraph:
            "You choose your own songs, in any language and style. Each module suggests songs that suit its goals, and we help you adapt keys where needed.",
        },
      ],
    },
  };
}

function writeAll(outDir, documents) {
  mkdirSync(outDir, { recursive: true });
  for (const [file, doc] of Object.entries(documents)) {
    const pdf = renderDocument(doc);
    writeFileSync(path.join(outDir, file), pdf);
    console.log(`${path.relative(ROOT, outDir)}/${file}: ${pdf.length} bytes`);
  }
}

function main() {
  const profile = readProfile();
  const { "private-coaching-programme.pdf": coaching } = contentDocuments(profile);
  writeAll(path.join(ROOT, "public/downloads"), { "private-coaching-programme.pdf": coaching });
  writeAll(path.join(ROOT, "content/materials"), materialDocuments(profile));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
