import Check from "lucide-react/icons/check";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { Button } from "~/components/ui/button";
import { bookingChecklist, bookingOccasions } from "~/modules/artist/content";
import type { SiteProfile } from "~/modules/site/profile";

/** How to book the artist for a concert or event: by email or phone from the profile. */
export function BookingInfo({ profile }: { profile: SiteProfile }) {
  const subject = encodeURIComponent(`Booking request: ${profile.name}`);
  return (
    <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr]">
      <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2">
        {bookingOccasions.map((occasion, index) => (
          <li key={occasion.title} className="border-t border-ivory/15 pt-5">
            <span aria-hidden className="font-display text-3xl text-amber-300">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-2 text-xl text-ivory">{occasion.title}</h3>
            <p className="mt-2 text-ivory/75">{occasion.text}</p>
          </li>
        ))}
      </ul>
      <div className="rounded-card bg-ivory/5 p-6 ring-1 ring-ivory/15 sm:p-8">
        <h3 className="text-xl text-ivory">Send a request</h3>
        <p className="mt-2 text-ivory/75">Write or call with a few details, and the studio will get back to you with availability and a quote:</p>
        <ul className="mt-4 space-y-2">
          {bookingChecklist.map((item) => (
            <li key={item} className="flex gap-3 text-ivory/85">
              <Check aria-hidden className="mt-1 h-4 w-4 shrink-0 text-amber-300" />
              {item}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-3">
          <Button asChild>
            <a href={`mailto:${profile.email}?subject=${subject}`}>
              <Mail aria-hidden />
              {profile.email}
            </a>
          </Button>
          <Button asChild variant="onDark">
            <a href={`tel:${profile.phone.replace(/\s+/g, "")}`}>
              <Phone aria-hidden />
              {profile.phone}
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
