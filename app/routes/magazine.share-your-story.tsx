import { Link, href } from "react-router";
import type { Route } from "./+types/magazine.share-your-story";
import { seo } from "~/lib/seo";
import { submitStory } from "~/modules/stories/actions.server";
import { storyMessages } from "~/modules/stories/schemas";
import { buttonVariants } from "~/components/ui/button";
import { formAction, formClientAction } from "~/components/forms/form-route";
import { StoryForm } from "~/components/forms/story-form";
import { FormPage } from "~/components/forms/form-page";

/** The 'Share Your Story' form on its own page: the dialog's target, and its home before JavaScript loads. */
export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Share Your Story",
    description: "Tell us how singing has changed for you, or send an article for the magazine.",
    // A form (the dialog's home before JavaScript), not content: kept out of search results like the registry says.
    index: false,
  });

export const action = formAction(submitStory);
export const clientAction = formClientAction<Route.ClientActionArgs>();

export default function ShareStoryPage({ actionData }: Route.ComponentProps) {
  if (actionData?.ok) {
    return (
      <FormPage eyebrow="Magazine" title={storyMessages.sentTitle} intro={storyMessages.sentDescription}>
        <Link to={href("/magazine")} className={buttonVariants({ variant: "secondary" })}>
          Back to the magazine
        </Link>
      </FormPage>
    );
  }
  return (
    <FormPage
      eyebrow="Magazine"
      title="Share Your Story"
      intro="How has singing changed for you? Share your experience from a course, or send us an article for the magazine."
    >
      <StoryForm initial={actionData} />
    </FormPage>
  );
}
