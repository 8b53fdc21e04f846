// Metrics of the usual Linux system fonts, which @capsizecss/metrics does not carry, in its
// shape. Liberation Sans and Serif are metric copies of Arial and Times New Roman (the same
// advance widths and vertical metrics), so they take those with their own names. DejaVu's
// were read with @capsizecss/unpack from Debian's fonts-dejavu-core 2.37
// (/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf and DejaVuSerif.ttf).
import arial from "@capsizecss/metrics/arial";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";

export const liberationSans = { ...arial, familyName: "Liberation Sans", fullName: "Liberation Sans", postscriptName: "LiberationSans" };

export const liberationSerif = {
  ...timesNewRoman,
  familyName: "Liberation Serif",
  fullName: "Liberation Serif",
  postscriptName: "LiberationSerif",
};

const dejaVu = { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048 };

export const dejaVuSans = {
  ...dejaVu,
  familyName: "DejaVu Sans",
  fullName: "DejaVu Sans",
  postscriptName: "DejaVuSans",
  category: "sans-serif",
  xWidthAvg: 1041,
  subsets: { latin: { xWidthAvg: 1041 } },
};

export const dejaVuSerif = {
  ...dejaVu,
  familyName: "DejaVu Serif",
  fullName: "DejaVu Serif",
  postscriptName: "DejaVuSerif",
  category: "serif",
  xWidthAvg: 1058,
  subsets: { latin: { xWidthAvg: 1058 } },
};
