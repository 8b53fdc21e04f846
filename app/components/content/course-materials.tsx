import { Link, href } from "react-router";
import Lock from "lucide-react/icons/lock";
import LogIn from "lucide-react/icons/log-in";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { cn } from "~/lib/cn";
import { buttonVariants } from "~/components/ui/button-variants";
import { DownloadCard } from "~/components/content/download-card";
import { applicationPaths } from "~/modules/programmes/facts";
import { fileSizeText, loginToAccessHref, type MaterialsView } from "~/modules/materials/view";

/**
 * The texts for the three states are English (the details page); the Danish
 * Voice Elevated page says the same in Danish.
 */
const texts = {
  en: { locked: "Purchase required to access this material", login: "Login to Access", purchase: "Purchase Course" },
  da: { locked: "Køb forløbet for at få adgang til materialet", login: "Log ind for adgang", purchase: "Køb forløbet" },
} as const;

/**
 * A course's purchaser-only files: download cards for a buyer, otherwise a locked card that
 * says why and offers the way in (sign in, or buy). Signed-out is what the server renders
 * for every visitor without a session, so that page stays the same for all of them.
 */
export function CourseMaterials({
  view,
  lang,
  lockedTitle,
  returnTo,
  className,
}: {
  view: MaterialsView;
  lang: "da" | "en";
  lockedTitle: string;
  /** This page's path (and section), where signing in leads back to. */
  returnTo: string;
  className?: string;
}) {
  if (view.state === "purchased") {
    return (
      <ul className={cn("space-y-4", className)} aria-label={lang === "da" ? "Dine materialer" : "Your materials"}>
        {view.materials.map((material) => (
          <li key={material.id}>
            <DownloadCard
              download={{ href: href("/materials/:materialId", { materialId: material.id }), title: material.title, lang, pages: material.pages ?? 1 }}
              pageLang={lang}
              detail={fileSizeText(material.sizeBytes, lang)}
            />
          </li>
        ))}
      </ul>
    );
  }
  const t = texts[lang];
  return (
    <div className={cn("rounded-card border border-dashed border-sand-300 bg-ivory/60 p-5", className)}>
      <div className="flex items-start gap-4">
        <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-control bg-sand-200 text-ink-800">
          <Lock className="size-6" />
        </span>
        <div>
          <p className="font-display text-lg text-ink-900">{lockedTitle}</p>
          <p className="mt-1 text-sm text-muted">{t.locked}</p>
        </div>
      </div>
      {view.state === "signed-out" ? (
        <a href={loginToAccessHref(returnTo)} className={buttonVariants({ variant: "secondary", size: "sm", className: "mt-5 w-full sm:w-auto" })}>
          <LogIn aria-hidden />
          {t.login}
        </a>
      ) : (
        <Link to={applicationPaths.voiceElevated} className={buttonVariants({ size: "sm", className: "mt-5 w-full sm:w-auto" })}>
          <ShoppingBag aria-hidden />
          {t.purchase}
        </Link>
      )}
    </div>
  );
}
