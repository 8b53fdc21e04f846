import { useRouteLoaderData } from "react-router";
import { CalendarHeart, PlayCircle } from "lucide-react";
import type { RootData } from "~/lib/seo";
import { Button } from "~/components/ui/button";
import { CoachPortrait } from "~/components/art/coach-portrait";
import { PageHero } from "~/components/layout/page-hero";
import { PageSection } from "~/components/layout/page-section";
import { VideoWall } from "~/components/artist/video-wall";
import { Gallery } from "~/components/artist/gallery";
import { MusicLinks } from "~/components/artist/music-links";
import { BookingInfo } from "~/components/artist/booking-info";
import { artistIntro, artistMusicLinks, artistVideos, galleryArtworks } from "~/modules/artist/content";

/** SPEC.md "Artist profile page": videos, gallery, music links and booking info. */
export function ArtistPage() {
  const { profile } = useRouteLoaderData("root") as RootData;
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
