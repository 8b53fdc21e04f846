import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { PageHero } from "~/components/layout/page-hero";
import { filterMagazine, isMagazineFilter, magazineItems, magazineTabs, type MagazineFilter } from "~/modules/magazine/items";
import { MagazineCard } from "./magazine-card";

/**
 * The chosen tab is mirrored in `?type=` so a filtered view can be shared and is
 * rendered on the server; switching tabs only replaces the history entry.
 */
function useFilter(): [MagazineFilter, (value: string) => void] {
  const [searchParams] = useSearchParams();
  const fromUrl = searchParams.get("type");
  const [filter, setFilter] = useState<MagazineFilter>(isMagazineFilter(fromUrl) ? fromUrl : "all");
  const choose = (value: string) => {
    if (!isMagazineFilter(value)) return;
    setFilter(value);
    const url = new URL(window.location.href);
    if (value === "all") url.searchParams.delete("type");
    else url.searchParams.set("type", value);
    window.history.replaceState(window.history.state, "", url);
  };
  return [filter, choose];
}

/** `shareYourStory` is the spot for the 'Share Your Story' dialog (the forms issue). */
export function MagazinePage({ shareYourStory }: { shareYourStory?: ReactNode }) {
  const [filter, choose] = useFilter();
  return (
    <>
      <PageHero
        eyebrow="Magazine"
        title="Notes on singing"
        lead={
          <p>
            Articles, studio diaries, interviews, videos and practice tracks for singers at every stage, from the studio and from the people who sing in it.
          </p>
        }
        actions={shareYourStory}
      />
      <div className="mx-auto max-w-[1200px] px-5 pb-20 pt-10 sm:px-8">
        <Tabs value={filter} onValueChange={choose}>
          <TabsList aria-label="Filter the magazine">
            {magazineTabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {magazineTabs.map((tab) => {
            const items = filterMagazine(magazineItems, tab.value);
            return (
              <TabsContent key={tab.value} value={tab.value} className="mt-8">
                <p className="sr-only">{items.length === 1 ? "1 item" : `${items.length} items`}</p>
                <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {items.map((item) => (
                    <MagazineCard key={item.id} item={item} />
                  ))}
                </div>
              </TabsContent>
            );
          })}
        </Tabs>
      </div>
    </>
  );
}
