import { brochureResponse } from "~/modules/programmes/brochures.server";
import { loadSiteProfile } from "~/modules/site/profile.server";
import { loadProgrammeRuns } from "~/modules/settings/settings.server";

/** The Voice Elevated overview, with the next run's dates from the settings (decision 045). */
export function loader() {
  return brochureResponse("voice-elevated-overview.pdf", loadSiteProfile(), loadProgrammeRuns());
}
