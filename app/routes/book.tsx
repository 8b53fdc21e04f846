import type { Route } from "./+types/book";
import { seo } from "~/lib/seo";
import { consultationFacts } from "~/modules/programmes/facts";
import { BookPage } from "~/components/pages/book-page";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Book a free consultation",
    description: `A free ${consultationFacts.minutes}-minute consultation about your voice and goals, with a recommendation of the course that fits. Pick a time in the online calendar.`,
  });

export default function Book() {
  return <BookPage />;
}
