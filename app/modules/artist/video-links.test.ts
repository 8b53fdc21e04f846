import { describe, expect, it } from "vitest";
import { addVideoLink, embedUrl, extractVideoId, thumbnailUrl, watchUrl, type VideoTile } from "./video-links";

const ID = "aB3_-9xYz0Q";

describe("extractVideoId", () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    [`https://www.youtube.com/watch?v=${ID}&list=PL123`],
    [`  https://www.youtube.com/watch?v=${ID}  `],
    [`https://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])("reads the id from the watch link %s", (link) => {
    expect(extractVideoId(link)).toBe(ID);
  });

  it.each([[`https://youtu.be/${ID}`], [`youtu.be/${ID}`], [`https://youtu.be/${ID}?si=abcDEF123&t=10`], [`http://youtu.be/${ID}`]])(
    "reads the id from the short link %s",
    (link) => {
      expect(extractVideoId(link)).toBe(ID);
    },
  );

  it.each([
    ["never gonna give you up"],
    [""],
    ["   "],
    [ID],
    ["https://www.youtube.com/watch"],
    ["https://www.youtube.com/watch?v="],
    ["https://www.youtube.com/watch?v=short"],
    [`https://www.youtube.com/watch?v=${ID}x`],
    [`https://www.youtube.com/watch?v=${ID.slice(0, 10)}!`],
    ["https://youtu.be/"],
    [`https://vimeo.com/watch?v=${ID}`],
    [`https://example.com/watch?v=${ID}`],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/playlist?v=${ID}`],
    [`javascript:alert(1)//youtu.be/${ID}`],
    [`ftp://youtu.be/${ID}`],
    [`https://youtu.be/${ID.slice(0, 10)}"><script>`],
  ])("refuses %s", (link) => {
    expect(extractVideoId(link)).toBeUndefined();
  });
});

describe("addVideoLink", () => {
  const start: VideoTile[] = [{ kind: "video", videoId: "AAAAAAAAAAA", title: "Fixed" }];

  it("adds a recognised link at the top", () => {
    const next = addVideoLink(start, `https://youtu.be/${ID}`, "Mine");
    expect(next).toEqual([{ kind: "video", videoId: ID, title: "Mine" }, ...start]);
    expect(start).toHaveLength(1);
  });

  it("ignores an empty or blank link", () => {
    expect(addVideoLink(start, "")).toBe(start);
    expect(addVideoLink(start, "  \n\t ")).toBe(start);
  });

  it("ignores a video that is already on the wall, whatever form its link takes", () => {
    const once = addVideoLink(start, `https://www.youtube.com/watch?v=${ID}`);
    expect(once).toHaveLength(2);
    expect(addVideoLink(once, `https://youtu.be/${ID}?si=x`)).toBe(once);
    expect(addVideoLink(start, "https://www.youtube.com/watch?v=AAAAAAAAAAA")).toBe(start);
  });

  it("shows an unrecognised link as an invalid tile at the top", () => {
    const next = addVideoLink(start, "  not a video  ");
    expect(next[0]).toEqual({ kind: "invalid", link: "not a video" });
    expect(next).toHaveLength(2);
  });

  it("ignores the same unrecognised link twice but keeps different ones", () => {
    const once = addVideoLink(start, "garbage");
    expect(addVideoLink(once, "garbage ")).toBe(once);
    expect(addVideoLink(once, "other garbage")).toHaveLength(3);
  });
});

describe("video addresses", () => {
  it("builds the thumbnail, privacy-enhanced embed and watch addresses", () => {
    expect(thumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    expect(embedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
    expect(watchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});
