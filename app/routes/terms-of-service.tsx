import type { Route } from "./+types/terms-of-service";
import { LegalPage, MailtoLink } from "~/components/layout/legal-page";
import { seo } from "~/lib/seo";
import { useSiteProfile } from "~/components/layout/site-data";
import { coachingCancellationPolicy } from "~/modules/booking/actions.server";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Terms of Service", description: "The terms that apply when you use this website and book or buy our services." });

export async function loader() {
  return { coachingPolicy: await coachingCancellationPolicy() };
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  const profile = useSiteProfile();
  return (
    <LegalPage
      title="Terms of Service"
      updated="21 November 2026"
      intro={`These terms apply to your use of the ${profile.businessName} website and to the coaching, courses and products offered on it.`}
      sections={[
        {
          heading: "Acceptance of terms",
          body: (
            <p>
              By using this website, booking a session or buying a course or product, you accept these terms. If you do not agree, please do not use the site.
            </p>
          ),
        },
        {
          heading: "Services",
          body: (
            <>
              <p>
                We offer private vocal coaching, intensive programmes, retreats, workshops, studio days, online courses and a shop. Descriptions, dates and
                prices are shown on each page; places on programmes are confirmed only after review and payment.
              </p>
              <p id="cancellation" className="scroll-mt-24">
                <strong>Cancellation policy.</strong> A private coaching session can be cancelled with the link in its confirmation e-mail; you get back{" "}
                {loaderData.coachingPolicy}. A time reserved for payment is released if it is not paid within 10 minutes, and nothing is charged. For a course,
                programme or product, write to us: your statutory rights as a consumer always apply.
              </p>
            </>
          ),
        },
        {
          heading: "Intellectual property",
          body: (
            <p>
              All course material, recordings, texts, artwork and workbooks belong to {profile.businessName}. They are for your personal use and may not be
              copied, shared or resold.
            </p>
          ),
        },
        {
          heading: "User responsibilities",
          body: (
            <p>
              Give accurate information, keep your login to yourself, respect other participants, and look after your voice: tell your coach about any health
              issue that affects singing.
            </p>
          ),
        },
        {
          heading: "Limitation of liability",
          body: (
            <p>
              We teach with care, but results depend on practice and individual conditions. To the extent the law allows, we are not liable for indirect loss;
              our liability is limited to the amount you paid for the service concerned.
            </p>
          ),
        },
        {
          heading: "Governing law",
          body: (
            <p>
              These terms are governed by the laws of Denmark. Disputes go to the Danish courts; consumers keep the protection of their mandatory local law.
            </p>
          ),
        },
        {
          heading: "Contact",
          body: (
            <p>
              Questions about these terms? Email <MailtoLink email={profile.email} />.
            </p>
          ),
        },
        {
          heading: "Changes to terms",
          body: <p>We may change these terms. The version published here when you book or buy is the one that applies to that purchase.</p>,
        },
      ]}
    />
  );
}
