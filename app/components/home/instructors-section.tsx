import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { aboutPath, artistPath, type SiteProfile } from "~/modules/site/profile";
import { CoachPortrait } from "~/components/art/coach-portrait";

const specialities = ["Contemporary & pop", "Musical theatre", "Jazz & soul", "Breath & vocal health", "Stage presence", "Studio singing"];

export function InstructorsSection({ profile }: { profile: SiteProfile }) {
  const firstName = profile.name.split(/\s+/)[0];
  return (
    <section id="instructors" aria-labelledby="instructors-heading" className="on-dark scroll-mt-20 bg-ink-950 text-ivory">
      <div className="mx-auto max-w-[1200px] px-5 py-20 sm:px-8 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-300">Instructors</p>
        <h2 id="instructors-heading" className="mt-3 text-3xl text-ivory sm:text-4xl">
          Who you will work with
        </h2>
        <div className="mt-12 grid items-center gap-10 md:grid-cols-[minmax(0,22rem)_1fr] md:gap-16">
          <CoachPortrait name={profile.name} photoUrl={profile.photoUrl} className="mx-auto max-w-xs md:max-w-none" />
          <div>
            <h3 className="text-3xl text-ivory">{profile.name}</h3>
            <p className="mt-1 text-amber-300">Founder, singer and vocal coach</p>
            <div className="mt-6 max-w-[62ch] space-y-4 text-lg text-ivory/80">
              <p>
                {firstName} teaches every programme herself. Her background spans contemporary and classical training, years as a working session and stage
                singer, and a decade of coaching singers from complete beginners to touring professionals.
              </p>
              <p>
                Her method is simple to describe and demanding to do: healthy technique first, then the song, then the stage. Every exercise has a reason you
                can feel.
              </p>
            </div>
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Specialities">
              {specialities.map((speciality) => (
                <li key={speciality} className="rounded-control border border-ivory/20 px-3 py-1 text-sm text-ivory/85">
                  {speciality}
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-wrap gap-x-8 gap-y-3">
              <Link
                to={aboutPath(profile)}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-ivory underline decoration-amber-400 decoration-2 underline-offset-8 hover:text-amber-300"
              >
                About {firstName}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
              <Link
                to={artistPath(profile)}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-ivory underline decoration-amber-400 decoration-2 underline-offset-8 hover:text-amber-300"
              >
                {firstName} on stage
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
