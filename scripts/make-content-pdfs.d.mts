// Types for the dependency-free PDF writer, for its unit test and the server's brochures (brochures.server.ts).
export interface ContentProfile {
  name: string;
  businessName: string;
  email: string;
  phone: string;
  address: { street: string; postalCode: string; city: string; country: string };
}

export type ContentBlock = { heading: string } | { paragraph: string } | { bullets: string[] } | { facts: [string, string][] };

export interface ContentDocument {
  title: string;
  eyebrow: string;
  author: string;
  subject?: string;
  footer: string;
  blocks: ContentBlock[];
}

export function textWidth(text: string, size: number, bold?: boolean): number;
export function pdfString(text: string): string;
export function wrapText(text: string, size: number, maxWidth: number, bold?: boolean): string[];
export function layoutDocument(doc: ContentDocument): string[];
export function buildPdf(input: { title: string; author: string; subject?: string; pages: string[]; creationDate?: string }): Buffer;
export function renderDocument(doc: ContentDocument): Buffer;
export function defaultProfile(root?: string): ContentProfile;
export function contentDocuments(profile: ContentProfile, launch?: { da: string; en: string }): Record<string, ContentDocument>;
export function materialDocuments(profile: ContentProfile): Record<string, ContentDocument>;
