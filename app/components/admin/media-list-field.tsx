import { MediaField, type MediaFieldProps, type MediaFile } from "./media-field";
import type { MediaKind } from "./media-upload";

/** A saved image or video of a row, as the screens load them (gallery images, news media). */
export type SavedMedia = { id: number; url: string; mediaType: MediaKind; posterUrl: string | null };

/**
 * The images and videos of a row (gallery item, news item): a MediaField list whose new files post as
 * `mediaUrls`, `mediaTypes` and `mediaPosters`, starting from the row's saved media.
 */
export function MediaListField({
  saved,
  pending = [],
  ...props
}: Omit<MediaFieldProps, "name" | "kindName" | "posterName" | "accept" | "multiple" | "defaultValue"> & {
  saved: readonly SavedMedia[];
  /** Files uploaded but not saved yet (a draft's), listed after the saved ones and posted as new. */
  pending?: readonly MediaFile[];
}) {
  return (
    <MediaField
      {...props}
      name="mediaUrls"
      kindName="mediaTypes"
      posterName="mediaPosters"
      accept="media"
      multiple
      defaultValue={[
        ...saved.map(({ id, url, mediaType, posterUrl }) => ({ id, url, kind: mediaType, posterUrl })),
        ...pending,
      ]}
    />
  );
}
