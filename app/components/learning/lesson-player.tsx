import { SoundWave } from "~/components/art/sound-wave";
import type { DashboardMaterial } from "~/modules/learning/types";

/**
 * The module's lesson, streamed through the access-checked materials route (range requests,
 * so it is seekable). `preload="none"`: nothing is fetched until the student presses play.
 * Without a lesson yet, a designed placeholder instead of a broken player.
 */
export function LessonPlayer({ lesson, moduleTitle }: { lesson: DashboardMaterial | null; moduleTitle: string }) {
  if (lesson?.kind === "video") {
    return (
      <div className="overflow-hidden rounded-card bg-ink-950">
        <video key={lesson.id} controls preload="none" playsInline className="aspect-video w-full" aria-label={`Lesson video: ${moduleTitle}`}>
          <source src={lesson.url} type={lesson.contentType} />
        </video>
      </div>
    );
  }
  return (
    <div className="on-dark relative isolate overflow-hidden rounded-card bg-ink-950 px-5 py-6 text-ivory sm:px-8">
      <SoundWave className="pointer-events-none absolute inset-x-0 bottom-0 -z-10 h-16 w-full text-amber-300/20" />
      {lesson ? (
        <>
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-amber-300">Audio lesson</p>
          <p className="mt-2 font-display text-xl">{moduleTitle}</p>
          <audio key={lesson.id} controls preload="none" className="mt-5 w-full" aria-label={`Lesson audio: ${moduleTitle}`}>
            <source src={lesson.url} type={lesson.contentType} />
          </audio>
        </>
      ) : (
        <div className="py-6 text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-amber-300">Lesson coming soon</p>
          <p className="mx-auto mt-2 max-w-[40ch] text-ivory/85">
            The recording for this module is on its way. Start with the resources below in the meantime.
          </p>
        </div>
      )}
    </div>
  );
}
