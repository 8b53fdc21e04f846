import type { MailAttachment } from "~/db/schema";
import type { SiteProfile } from "~/modules/site/profile";

/** What a template needs to know about the sender and the site. */
export interface MailContext {
  profile: SiteProfile;
  coachEmail: string;
  /** The site's public origin, for links. */
  origin: string;
}

/** An e-mail ready for the outbox. `kind` names its purpose and is safe to log. */
export interface MailDraft {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** E.g. an .ics invite (text/calendar). */
  attachments?: MailAttachment[];
}

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export type Block = { paragraph: string } | { fields: [label: string, value: string][] } | { button: { label: string; url: string } } | { small: string };

/** Plain text and a restrained HTML version of the same blocks; `language` marks the HTML's language (a Danish journey's mails). */
export function render(blocks: Block[], signature: string[], language?: "en" | "da"): { text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  for (const block of blocks) {
    if ("paragraph" in block) {
      text.push(block.paragraph);
      html.push(`<p style="margin:0 0 16px">${escapeHtml(block.paragraph).replace(/\n/g, "<br>")}</p>`);
    } else if ("fields" in block) {
      text.push(block.fields.map(([label, value]) => `${label}:\n${value}`).join("\n\n"));
      html.push(
        `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.fields
          .map(
            ([label, value]) =>
              `<tr><td style="padding:8px 0;border-top:1px solid #e9dcc6"><div style="font-size:13px;color:#57506a">${escapeHtml(label)}</div><div style="white-space:pre-wrap">${escapeHtml(value)}</div></td></tr>`,
          )
          .join("")}</table>`,
      );
    } else if ("button" in block) {
      text.push(`${block.button.label}:\n${block.button.url}`);
      html.push(
        `<p style="margin:24px 0"><a href="${escapeHtml(block.button.url)}" style="background:#e9ae4c;color:#120f1c;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(block.button.label)}</a></p>`,
      );
    } else {
      text.push(block.small);
      html.push(`<p style="margin:24px 0 0;font-size:13px;color:#57506a">${escapeHtml(block.small)}</p>`);
    }
  }
  text.push(signature.join("\n"));
  html.push(`<p style="margin:24px 0 0">${signature.map(escapeHtml).join("<br>")}</p>`);
  return {
    text: text.join("\n\n") + "\n",
    html: `<!doctype html><html${language ? ` lang="${language}"` : ""}><body style="margin:0;background:#fbf7f0"><div style="max-width:560px;margin:0 auto;padding:32px 24px;font-family:Inter,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.55;color:#1d1929">${html.join("")}</div></body></html>`,
  };
}
