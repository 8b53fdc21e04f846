import { describe, expect, it } from "vitest";
import { addMusicLink, normaliseMusicUrl, parseStoredMusicLinks, removeMusicLink, serviceName, MUSIC_LINKS_MAX, type MusicLink } from "./music-links";

describe("normaliseMusicUrl", () => {
  it("keeps http(s) links and adds https when the scheme is missing", () => {
    expect(normaliseMusicUrl("https://open.spotify.com/track/1")).toBe("https://open.spotify.com/track/1");
    expect(normaliseMusicUrl(" soundcloud.com/someone ")).toBe("https://soundcloud.com/someone");
  });
  it.each([[""], ["   "], ["javascript:alert(1)"], ["data:text/html,hi"], ["not a link"], ["localhost"], ["mailto:a@b.dk"]])("refuses %s", (input) =>
    expect(normaliseMusicUrl(input)).toBeUndefined(),
  );
});

describe("serviceName", () => {
  it("names known services and falls back to the host", () => {
    expect(serviceName("open.spotify.com")).toBe("Spotify");
    expect(serviceName("music.apple.com")).toBe("Apple Music");
    expect(serviceName("artist.bandcamp.com")).toBe("Bandcamp");
    expect(serviceName("music.youtube.com")).toBe("YouTube Music");
    expect(serviceName("www.youtube.com")).toBe("YouTube");
    expect(serviceName("www.example.dk")).toBe("example.dk");
    expect(serviceName("notspotify.com")).toBe("notspotify.com");
  });
});

describe("addMusicLink", () => {
  const fixed: MusicLink[] = [{ title: "Single", url: "https://open.spotify.com/track/1", service: "Spotify" }];

  it("adds a link first, titled by the visitor or by the service", () => {
    const first = addMusicLink([], { url: "https://soundcloud.com/me/demo", title: "  Demo  " }, fixed);
    expect(first).toEqual({ ok: true, links: [{ title: "Demo", url: "https://soundcloud.com/me/demo", service: "SoundCloud" }] });
    const second = addMusicLink(first.ok ? first.links : [], { url: "tidal.com/album/2" }, fixed);
    expect(second.ok && second.links.map((l) => l.title)).toEqual(["TIDAL", "Demo"]);
  });

  it("refuses an invalid link and a duplicate of a fixed or added link", () => {
    expect(addMusicLink([], { url: "nope" }, fixed)).toMatchObject({ ok: false });
    expect(addMusicLink([], { url: "https://open.spotify.com/track/1" }, fixed)).toEqual({ ok: false, error: "That link is already in the list." });
    const added = addMusicLink([], { url: "https://a.example/x" });
    expect(addMusicLink(added.ok ? added.links : [], { url: "a.example/x" })).toMatchObject({ ok: false });
  });

  it("stops at the limit", () => {
    const full = Array.from({ length: MUSIC_LINKS_MAX }, (_, i) => ({ title: `${i}`, url: `https://x.example/${i}`, service: "x" }));
    expect(addMusicLink(full, { url: "https://y.example/" })).toMatchObject({ ok: false });
  });
});

describe("stored links", () => {
  it("removes by url", () => {
    const links = [
      { title: "a", url: "https://a.example/", service: "a" },
      { title: "b", url: "https://b.example/", service: "b" },
    ];
    expect(removeMusicLink(links, "https://a.example/")).toEqual([links[1]]);
  });

  it("parses what it stored and drops malformed or unsafe entries", () => {
    const raw = JSON.stringify([
      { title: "Good", url: "https://open.spotify.com/x" },
      { title: "Bad scheme", url: "javascript:alert(1)" },
      { title: 3, url: "https://a.example" },
      null,
      "string",
    ]);
    expect(parseStoredMusicLinks(raw)).toEqual([{ title: "Good", url: "https://open.spotify.com/x", service: "Spotify" }]);
    expect(parseStoredMusicLinks(null)).toEqual([]);
    expect(parseStoredMusicLinks("{not json")).toEqual([]);
    expect(parseStoredMusicLinks('{"a":1}')).toEqual([]);
  });
});
