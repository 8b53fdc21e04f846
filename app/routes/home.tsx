import type { Route } from "./+types/home";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Vocal coaching in Copenhagen", description: "Private vocal coaching, intensive programmes and retreats for singers who want to be heard." });

export default function Home() {
  return (
    <section id="home" className="mx-auto max-w-3xl px-5 py-20">
      <h1 className="text-4xl text-ink-900">Find the voice you already have</h1>
    </section>
  );
}
