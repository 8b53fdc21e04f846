import { STORAGE_FOLDERS } from "~/modules/storage/storage.server";

export interface SeedMaterial {
  id: string;
  courseId: string;
  title: string;
  kind: "pdf";
  /** The committed file in content/materials/ (written by scripts/make-content-pdfs.mjs). */
  contentFile: string;
  fileName: string;
  pages: number;
  sortOrder: number;
}

/** Voice Elevated's purchaser material (the programme PDF and the curriculum PDF; decision 015). */
export const seedMaterials: SeedMaterial[] = [
  {
    id: "voice-elevated-programme",
    courseId: "voice-elevated",
    title: "Voice Elevated – deltagerprogram",
    kind: "pdf",
    contentFile: "voice-elevated-programme.pdf",
    fileName: "voice-elevated-programme.pdf",
    pages: 2,
    sortOrder: 1,
  },
  {
    id: "voice-elevated-curriculum",
    courseId: "voice-elevated",
    title: "Voice Elevated curriculum",
    kind: "pdf",
    contentFile: "voice-elevated-curriculum.pdf",
    fileName: "voice-elevated-curriculum.pdf",
    pages: 2,
    sortOrder: 2,
  },
];

/** Fixed keys, so that two instances seeding at once write the same object. */
export const seedStorageKey = (material: SeedMaterial) => `${STORAGE_FOLDERS.courseMaterials}/${material.courseId}/${material.contentFile}`;
