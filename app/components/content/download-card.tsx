import FileDown from "lucide-react/icons/file-down";
import { cn } from "~/lib/cn";
import type { PublicDownload } from "~/modules/programmes/downloads";
import { focusRing } from "~/components/ui/focus-ring";

/** A PDF to download, with its size in pages (and `detail`, e.g. its size in KB), in the page's language. */
export function DownloadCard({
  download,
  pageLang,
  label,
  detail,
  className,
}: {
  download: PublicDownload;
  pageLang: "da" | "en";
  label?: string;
  detail?: string;
  className?: string;
}) {
  const pages =
    pageLang === "da"
      ? `PDF · ${download.pages} ${download.pages === 1 ? "side" : "sider"}`
      : `PDF · ${download.pages} ${download.pages === 1 ? "page" : "pages"}`;
  const language =
    download.lang === pageLang
      ? null
      : download.lang === "da"
        ? pageLang === "da"
          ? "på dansk"
          : "in Danish"
        : pageLang === "da"
          ? "på engelsk"
          : "in English";
  return (
    <a
      href={download.href}
      download
      type="application/pdf"
      className={cn(
        "group flex items-center gap-4 rounded-card border border-sand-300 bg-ivory p-5 text-text shadow-card transition-colors hover:border-amber-500",
        focusRing,
        className,
      )}
    >
      <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-control bg-ink-900 text-amber-300">
        <FileDown className="size-6" />
      </span>
      <span className="flex flex-col">
        <span className="font-display text-lg leading-snug text-ink-900 group-hover:underline group-hover:decoration-amber-500 group-hover:underline-offset-4">
          {label ?? download.title}
        </span>
        <span className="text-sm text-muted">
          {pages}
          {language ? ` · ${language}` : ""}
          {detail ? ` · ${detail}` : ""}
        </span>
      </span>
    </a>
  );
}
