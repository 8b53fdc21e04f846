import { type ComponentProps } from "react";

/**
 * A link off-site that opens in a new tab, says so to screen readers, and cannot reach
 * back into this page (`noopener`).
 */
export function ExternalLink({ children, lang = "en", ...props }: Omit<ComponentProps<"a">, "target" | "rel" | "lang"> & { lang?: "da" | "en" }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{lang === "da" ? " (åbner i en ny fane)" : " (opens in a new tab)"}</span>
    </a>
  );
}
