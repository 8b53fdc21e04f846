import { MAX_FILE_MB, MAX_FILES } from "./limits";

/** Upload messages shown in the browser and sent by the server. The texts are kept word for word (docs/rules.md, "Texts"). */
export const uploadMessages = {
  typeErrorTitle: "File Type Error",
  notPdf: "Please upload only PDF files.",
  tooBig: `Each PDF may be at most ${MAX_FILE_MB} MB.`,
  tooMany: (max = MAX_FILES) => `You can upload at most ${max} PDF ${max === 1 ? "file" : "files"}.`,
  uploadedTitle: "PDF uploaded!",
  uploadedDescription: "Your file was uploaded successfully.",
  failedTitle: "Upload failed",
};
