import { data, Link, href } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarHeart from "lucide-react/icons/calendar-heart";
import PlayCircle from "lucide-react/icons/play-circle";
import type { Route } from "./+types/$slug";
import { loadSiteProfile } from "~/modules/site/profile.server";
import { aboutPath } from "~/modules/site/profile";
import { logNotFound } from "~/lib/not-found.server";
import { seo } from "~/lib/seo";
import { rootData, useSiteProfile } from "~/components/layout/site-data";
import { artistJsonLd } from "~/modules/artist/json-ld";
import { CoachPortrait } from "~/components/art/coach-portrait";
import { buttonVariants, Button } from "~/components/ui/button";
import { PageSection } from "~/components/layout/page-section";
import { consultationFacts } from "~/modules/programmes/facts";
import { PageHero } from "~/components/layout/page-hero";
import { VideoWall } from "~/components/artist/video-wall";
import { Gallery } from "~/components/artist/gallery";
import { MusicLinks } from "~/components/artist/music-links";
import { BookingInfo } from "~/components/artist/booking-info";
import { artistIntro, artistMusicLinks, artistVideos, galleryArtworks } from "~/modules/artist/content";
import { PageContainer } from "~/components/layout/page-container";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

type CoachPage = "about" | "artist";

function whichPage(slug: string, profileSlug: string): CoachPage | undefined {
  if (slug === profileSlug) return "artist";
  if (`/${slug}` === aboutPath({ slug: profileSlug })) return "about";
  return undefined;
}

export function loader({ params, request }: Route.LoaderArgs) {
  const page = whichPage(params.slug, loadSiteProfile().slug);
  if (!page) {
    logNotFound(request);
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  return { page };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const name = root?.profile.name ?? "";
  return args.data?.page === "about"
    ? seo(args, {
        title: `About ${name}`,
        description: `${name}: singer, vocal coach and teacher. Biography, teaching philosophy and the story behind the studio.`,
      })
    : seo(args, {
        title: name,
        description: `${name} on stage and in the studio: videos, gallery, music and booking.`,
        jsonLd: root ? [artistJsonLd(root.profile, root.origin)] : [],
      });
};

export default function CoachPages({ loaderData }: Route.ComponentProps) {
  return loaderData.page === "about" ? <AboutPage /> : <ArtistPage />;
}

const principles = [
  {
    title: "Healthy first",
    body: "A voice is an instrument you cannot replace. Everything we do should leave it freer and less tired than before, never the other way round.",
  },
  {
    title: "Technique serves the song",
    body: "Exercises are never the goal. We practise so that on the night you can forget about technique and simply tell the story.",
  },
  {
    title: "Your voice, not mine",
    body: "I am not interested in copies of myself. We find the sound that is already yours and give it room, range and stamina.",
  },
];

function AboutPage() {
  const profile = useSiteProfile();
  const firstName = profile.name.split(/\s+/)[0];
  return (
    <>
      <section className="on-dark relative overflow-hidden bg-ink-950 text-ivory">
        <PageContainer className="grid items-center gap-12 pb-16 pt-12 sm:pb-24 sm:pt-16 md:grid-cols-[1.3fr_1fr]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-300">About</p>
            <h1 className="mt-4 text-4xl leading-tight text-ivory sm:text-5xl">About {profile.name}</h1>
            <p className="mt-6 max-w-[58ch] text-lg text-ivory/80 sm:text-xl">
              Singer, vocal coach and founder of {profile.businessName}. Twenty years on stages and in studios, and a teaching method built on what a working
              voice really needs.
            </p>
          </div>
          <CoachPortrait name={profile.name} photoUrl={profile.photoUrl} eager className="mx-auto max-w-xs md:max-w-sm" />
        </PageContainer>
      </section>

      <PageSection id="biography" eyebrow="Biography" title="From the stage to the studio">
        <div className="max-w-[68ch] space-y-5 text-lg">
          <p>
            {firstName} grew up singing in choirs and around the kitchen table long before she knew it could be a profession. She trained in both classical and
            rhythmic singing, then spent the years after her studies where singers learn the most: on stage. Jazz clubs, musical theatre ensembles, festival
            stages and sessions on other artists’ records taught her what a voice needs to last through a long run of shows, and what it feels like when it does
            not.
          </p>
          <p>
            A period of vocal strain early in her career sent her looking for answers. She found them in breath, in how the voice actually works, and in
            patient, precise technique. That search became her second profession.
          </p>
          <p>
            Since opening {profile.businessName} she has coached singers of every kind: first-time students, choir members, songwriters, musical performers and
            artists preparing for tours and television. She teaches in Danish and English, and still performs herself, because a coach should know the stage
            from the inside.
          </p>
        </div>
      </PageSection>

      <PageSection id="philosophy" tone="sand" eyebrow="Philosophy" title="Three things I believe about singing">
        <ol className="grid gap-6 md:grid-cols-3">
          {principles.map((principle, index) => (
            <li key={principle.title} className="rounded-card bg-ivory p-7 shadow-card">
              <span aria-hidden className="font-display text-6xl leading-none text-amber-700">
                {index + 1}
              </span>
              <h3 className="mt-4 text-2xl text-ink-900">{principle.title}</h3>
              <p className="mt-3 text-muted">{principle.body}</p>
            </li>
          ))}
        </ol>
        <figure className="mx-auto mt-16 max-w-3xl text-center">
          <blockquote className="font-display text-2xl leading-snug text-ink-900 sm:text-3xl">
            <p>“The best compliment a student can give me is that they no longer think about their voice when they sing.”</p>
          </blockquote>
          <figcaption className="mt-4 text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">{profile.name}</figcaption>
        </figure>
      </PageSection>

      <PageSection
        id="voice-elevated"
        tone="ink"
        eyebrow="Voice Elevated"
        title="Why I created a four-weekend intensive"
        intro={
          <p>
            Weekly lessons move a voice forward step by step. Some changes need more: time, repetition and a group to sing for. That is why I built Voice
            Elevated.
          </p>
        }
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={href("/voice-elevated")} className={buttonVariants({ size: "lg" })}>
            Read the story behind Voice Elevated
            <ArrowRight aria-hidden />
          </Link>
          <Link to={href("/book")} className={buttonVariants({ variant: "onDark", size: "lg" })}>
            Free {consultationFacts.minutes}-minute consultation
          </Link>
        </div>
      </PageSection>
    </>
  );
}

/** The artist profile page: videos, gallery, music links and booking info. */
function ArtistPage() {
  const profile = useSiteProfile();
  const firstName = profile.name.split(/\s+/)[0] ?? profile.name;
  return (
    <>
      <PageHero
        eyebrow="Singer · Songwriter · Vocal coach"
        title={profile.name}
        lead={<p>{artistIntro}</p>}
        actions={
          <>
            <Button asChild size="lg">
              <a href="#booking">
                <CalendarHeart aria-hidden />
                Book {firstName} for your event
              </a>
            </Button>
            <Button asChild size="lg" variant="onDark">
              <a href="#videos">
                <PlayCircle aria-hidden />
                Watch and listen
              </a>
            </Button>
          </>
        }
        art={<CoachPortrait name={profile.name} photoUrl={profile.photoUrl} eager className="max-h-[28rem] rounded-none lg:max-h-none" />}
      />

      <PageSection
        id="videos"
        eyebrow="Videos"
        title="On stage and in the studio"
        intro="Concerts, studio sessions and teaching moments. Add a video of your own to watch it here alongside them."
      >
        <VideoWall videos={artistVideos} />
      </PageSection>

      <PageSection id="gallery" tone="sand" eyebrow="Gallery" title="Pictures from the music">
        <Gallery artworks={galleryArtworks} />
      </PageSection>

      <PageSection id="music" eyebrow="Listen" title="Music links" intro={`Recordings and live sets by ${firstName}, wherever you listen.`}>
        <MusicLinks fixed={artistMusicLinks} />
      </PageSection>

      <PageSection
        id="booking"
        tone="ink"
        eyebrow="Booking"
        title={`Book ${profile.name} for concerts and events`}
        intro="For concerts, festivals, private celebrations and company events, in Denmark and abroad."
      >
        <BookingInfo profile={profile} />
      </PageSection>
    </>
  );
}
