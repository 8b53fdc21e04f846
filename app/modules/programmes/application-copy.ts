/** The search parameter an application form posts its run's start date in ("" for the next, unannounced dates). */
export const RUN_PARAM = "run";

/** What an application page says when its dates no longer take applications (decision 036). */
export const applicationsClosedText = {
  en: {
    title: "Applications for these dates have closed",
    body: "The next dates will be announced on this page.",
    refused: "Applications for these dates have closed, so this application was not sent. The next dates will be announced on this page.",
    deadline: "Apply by",
  },
  da: {
    title: "Ansøgningsfristen for dette hold er overskredet",
    body: "Næste datoer offentliggøres snart her på siden.",
    refused: "Ansøgningsfristen for dette hold er overskredet, så ansøgningen blev ikke sendt. Næste datoer offentliggøres snart her på siden.",
    deadline: "Ansøg senest",
  },
} as const;
