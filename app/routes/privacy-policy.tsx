import { href } from "react-router";
import type { Route } from "./+types/privacy-policy";
import { LegalPage, MailtoLink } from "~/components/layout/legal-page";
import { seo } from "~/lib/seo";
import { useSiteProfile } from "~/components/layout/site-data";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Privacy Policy", description: "What personal data we collect, why, how we protect it and your rights." });

export default function PrivacyPolicy() {
  const profile = useSiteProfile();
  return (
    <LegalPage
      title="Privacy Policy"
      updated="21 November 2026"
      intro={`${profile.businessName} respects your privacy. This policy explains what we collect when you use this website, book a session, apply for a programme or buy from us, and what we do with it.`}
      sections={[
        {
          heading: "Information we collect",
          body: (
            <>
              <p>
                We collect the information you give us: your name, email address and phone number, and what you write in applications, messages and stories.
              </p>
              <p>We also collect usage data: pages visited, the device and browser you use, and technical logs that keep the site secure and working.</p>
            </>
          ),
        },
        {
          heading: "How we use your information",
          body: (
            <p>
              To answer your messages, review applications, arrange and deliver coaching, process payments, give you access to courses you bought, send the
              newsletter you asked for, and improve the site.
            </p>
          ),
        },
        {
          heading: "Cookies",
          body: (
            <p>
              We use a small number of cookies to keep you signed in, remember your cart and keep the site secure. See our{" "}
              <a href={href("/cookie-policy")}>Cookie Policy</a>.
            </p>
          ),
        },
        {
          heading: "Data sharing",
          body: (
            <p>
              We never sell your personal data. We share it only with services that help us run the business (payment processing, e-mail delivery, hosting),
              under data processing agreements, or when the law requires it.
            </p>
          ),
        },
        {
          heading: "Data security",
          body: <p>Data travels encrypted, passwords are stored hashed, and access to personal data is limited to the people who need it to serve you.</p>,
        },
        {
          heading: "Your rights",
          body: (
            <p>
              You have the right to access, correct or delete your data, to object to its use and to take it with you. Signed-in users can download their data
              and delete their account themselves; anyone can write to us.
            </p>
          ),
        },
        {
          heading: "Contact us",
          body: (
            <p>
              Questions about your privacy? Email us at <MailtoLink email={profile.email} />.
            </p>
          ),
        },
        {
          heading: "Changes to this policy",
          body: <p>We may update this policy. The date at the top shows the latest change; important changes are announced on the site or by e-mail.</p>,
        },
      ]}
    />
  );
}
