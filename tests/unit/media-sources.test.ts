import { describe, expect, it } from "vitest";
import { mediaSource, vimeoId, youtubeId } from "~/components/site/media-viewer-sources";

describe("media sources", () => {
  it("recognises YouTube by host and embeds it from the privacy-enhanced domain with an img.youtube.com thumbnail", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ?start=3",
    ]) {
      expect(mediaSource(url, "video")).toEqual({
        kind: "youtube",
        url,
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
        thumbnailUrl: "https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
      });
    }
  });

  it("recognises Vimeo by host", () => {
    expect(vimeoId("https://vimeo.com/76979871")).toBe("76979871");
    expect(vimeoId("https://player.vimeo.com/video/76979871")).toBe("76979871");
    expect(mediaSource("https://vimeo.com/76979871", "video")).toMatchObject({ kind: "vimeo" });
  });

  it("does not take look-alike hosts or bad ids for YouTube", () => {
    expect(youtubeId("https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youtubeId("https://www.youtube.com/watch?v=<script>")).toBeNull();
  });

  it("plays mp4, webm and ogg files and typed videos natively, with their poster frame", () => {
    expect(mediaSource("/media/gallery/1.mp4", "image")).toEqual({
      kind: "video",
      url: "/media/gallery/1.mp4",
      posterUrl: null,
    });
    expect(mediaSource("/media/news/2.WEBM", "video", "/media/news/2-poster.jpg")).toMatchObject({
      kind: "video",
      posterUrl: "/media/news/2-poster.jpg",
    });
    expect(mediaSource("/media/news/3.bin", "video").kind).toBe("video");
  });

  it("shows everything else as an image", () => {
    expect(mediaSource("/media/gallery/1.jpg", "image")).toEqual({
      kind: "image",
      url: "/media/gallery/1.jpg",
    });
  });
});
