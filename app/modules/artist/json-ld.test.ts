import { describe, expect, it } from "vitest";
import { defaultSiteProfile } from "~/modules/site/profile";
import { artistJsonLd } from "./json-ld";

describe("artistJsonLd", () => {
  it("describes the coach from the profile, at the artist URL", () => {
    const data = artistJsonLd({ ...defaultSiteProfile, name: "Ada Lind", slug: "ada-lind", email: "ada@x.dk" }, "https://studio.example");
    expect(data).toMatchObject({
      "@type": "Person",
      name: "Ada Lind",
      url: "https://studio.example/ada-lind",
      email: "mailto:ada@x.dk",
      telephone: "+4531425678",
    });
    expect(data.sameAs).toContain(defaultSiteProfile.socialLinks[0]!.url);
    expect(data.image).toBe(`https://studio.example${defaultSiteProfile.photoUrl}`);
  });

  it("includes the coach's photo as an absolute URL when there is one", () => {
    expect(artistJsonLd({ ...defaultSiteProfile, photoUrl: "/images/coach.jpg" }, "https://s.example").image).toBe("https://s.example/images/coach.jpg");
  });
});
