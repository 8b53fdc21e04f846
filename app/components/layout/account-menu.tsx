import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, href } from "react-router";
import { SIGNED_IN_HINT } from "~/modules/accounts/hint-cookie";
import { strokeIcon } from "~/components/ui/stroke-icon";
import { useChromeText } from "~/lib/i18n/language";

type Me = { signedIn: true; name: string; role: "student" | "assistant" | "admin" } | { signedIn: false };

const itemClass = "block w-full rounded-control px-3 py-2.5 text-left text-sm text-ink-900 hover:bg-sand-100 focus-visible:bg-sand-100";

/** Loaded only for a browser with the signed-in hint (see AccountSlot). */
// Icons drawn inline (ui/stroke-icon.ts), not taken from lucide-react.
const icon = strokeIcon;

export default function AccountMenu({ fallback, refreshKey, summaryClass }: { fallback: ReactNode; refreshKey: string; summaryClass: string }) {
  const [me, setMe] = useState<Me | null>(null);
  const text = useChromeText();
  const menu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    let live = true;
    fetch("/api/me", { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<Me>) : null))
      .then((answer) => {
        if (!live || !answer) return;
        // The session ended (expired, revoked elsewhere): drop the stale hint.
        if (!answer.signedIn) document.cookie = `${SIGNED_IN_HINT}=; Path=/; Max-Age=0; SameSite=Lax`;
        setMe(answer);
      })
      .catch(() => undefined);
    return () => void (live = false);
  }, [refreshKey]);

  useEffect(() => {
    const close = (event: Event) => {
      const element = menu.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !element.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  if (!me || !me.signedIn) return <>{fallback}</>;
  const closeMenu = () => menu.current && (menu.current.open = false);
  return (
    <details ref={menu} className="relative">
      <summary
        className={`${summaryClass} cursor-pointer list-none gap-1.5 [&::-webkit-details-marker]:hidden`}
        aria-label={`${text.accountMenuFor} ${me.name}`}
      >
        <svg {...icon} className="size-5">
          <circle cx="12" cy="8" r="5" />
          <path d="M20 21a8 8 0 0 0-16 0" />
        </svg>
        <span className="hidden max-w-[10rem] truncate sm:inline">{me.name}</span>
        <svg {...icon} className="size-4">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-56 rounded-card border border-sand-200 bg-ivory p-2 shadow-card">
        <nav aria-label={text.account}>
          <ul>
            <li>
              <Link to={href("/dashboard")} className={itemClass} onClick={closeMenu}>
                {text.dashboard}
              </Link>
            </li>
            {me.role !== "student" ? (
              <li>
                <Link to={href("/admin")} className={itemClass} onClick={closeMenu}>
                  {text.adminDashboard}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={href("/account")} className={itemClass} onClick={closeMenu}>
                {text.yourAccount}
              </Link>
            </li>
            <li className="mt-1 border-t border-sand-200 pt-1">
              <Form method="post" action={href("/sign-out")} onSubmit={closeMenu}>
                <button type="submit" className={itemClass}>
                  {text.signOut}
                </button>
              </Form>
            </li>
          </ul>
        </nav>
      </div>
    </details>
  );
}
