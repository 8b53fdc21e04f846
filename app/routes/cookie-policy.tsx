import type { Route } from "./+types/cookie-policy";
import { LegalPage, MailtoLink } from "~/components/layout/legal-page";
import { seo } from "~/lib/seo";
import { useSiteProfile } from "~/components/layout/site-data";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Cookie Policy", description: "Which cookies this website uses, why, and how to turn them off." });

export default function CookiePolicy() {
  const profile = useSiteProfile();
  return (
    <LegalPage
      title="Cookie Policy"
      updated="21 November 2026"
      intro="This policy explains how this website uses cookies and similar technologies."
      sections={[
        {
          heading: "What are cookies",
          body: (
            <p>
              Cookies are small text files a website stores in your browser, so that it can remember you between pages and visits. Local storage works in a
              similar way.
            </p>
          ),
        },
        {
          heading: "How we use cookies",
          body: (
            <p>
              We use only what the site needs to work: a session cookie when you sign in, a cart identifier so your cart survives a reload, and a security
              cookie that protects forms. We use no advertising or tracking cookies.
            </p>
          ),
        },
        {
          heading: "Disabling cookies",
          body: (
            <p>You can block or delete cookies in your browser settings. The site stays readable, but signing in and the cart will not work without them.</p>
          ),
        },
        {
          heading: "Third-party cookies",
          body: (
            <p>
              Videos load from YouTube's privacy-enhanced domain only when you press play, and payments happen on the payment provider's own page; those
              services set their own cookies under their own policies.
            </p>
          ),
        },
        { heading: "Updates to this policy", body: <p>When we change the cookies we use, we update this page and its date.</p> },
        {
          heading: "Contact",
          body: (
            <p>
              Questions about cookies? Email <MailtoLink email={profile.email} />.
            </p>
          ),
        },
      ]}
    />
  );
}
