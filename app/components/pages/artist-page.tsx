import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib/seo";

export function ArtistPage() {
  const { profile } = useRouteLoaderData("root") as RootData;
  return (
    <section className="mx-auto max-w-3xl px-5 py-20">
      <h1 className="text-4xl text-ink-900">{profile.name}</h1>
    </section>
  );
}
