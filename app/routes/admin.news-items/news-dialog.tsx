import { useState } from "react";
import { EntityFormDialog } from "~/components/admin/entity-form";
import { draftMedia, draftRemovedMedia, useEntityHistory } from "~/components/admin/entity-history";
import { MediaField } from "~/components/admin/media-field";
import { NameSlugFields } from "~/components/admin/name-slug-fields";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { ScheduleFields, scheduleDefaults, useSiteTimeZone } from "~/components/admin/schedule";
import { UploadsScope, useUploads } from "~/components/admin/uploads";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { mediaFileProblem, newsFormSchema, primaryImageProblem, slugFromTitle } from "~/lib/schemas/news";
import type { loader as itemLoader } from "../admin.news-items_.$id";

/** A news item as the edit dialog loads it, media included. */
export type NewsDetail = Extract<Awaited<ReturnType<typeof itemLoader>>, { ok: true }>["item"];

/** The Add News Item / Edit News Item modal. */
export function NewsDialog({ item, onClose }: { item: NewsDetail | null; onClose: () => void }) {
  // Sent only once edited (or edited in the draft opened), so saving never overwrites likes visitors
  // gave while the form was open.
  const draft = useEntityHistory()?.draft;
  const [likesEdited, setLikesEdited] = useState(draft?.values.likes !== undefined);
  const uploads = useUploads();
  const timeZone = useSiteTimeZone();
  // A draft opened here keeps the media it removes out, and its new uploads in.
  const removed = item ? draftRemovedMedia(item) : [];
  return (
    <EntityFormDialog
      schema={newsFormSchema}
      title={item ? "Edit News Item" : "Add News Item"}
      submitLabel={item ? "Update News Item" : "Create News Item"}
      intent="save"
      id={item?.id}
      size="lg"
      defaultValue={{
        title: item?.title,
        slug: item?.slug,
        description: item?.description,
        articleBody: item?.articleBody,
        status: item?.status ?? "Active",
        isPinned: item?.isPinned ?? false,
        displayOrder: item?.isPinned ? item.displayOrder : undefined,
        likes: item?.likes ?? 0,
        ...scheduleDefaults(item, timeZone),
      }}
      pending={uploads.busy ? "Uploading..." : null}
      toastOptions={{ errorTitle: "Error" }}
      onClose={onClose}
    >
      {(fields) => (
        <>
          <NameSlugFields name={fields.title} slug={fields.slug} nameLabel="Title" toSlug={slugFromTitle} />
          <TextAreaField meta={fields.description} label="Description" rows={3} />
          <RichTextEditor
            name="articleBody"
            label="Article body"
            defaultValue={item?.articleBody}
            error={fields.articleBody.errors?.[0]}
          />
          <div className="grid items-end gap-4 sm:grid-cols-3">
            <SelectField meta={fields.status} label="Status" options={["Active", "Inactive"]} />
            <CheckboxField meta={fields.isPinned} label="Pinned" className="pb-2" />
            {fields.isPinned.value === "on" && (
              <TextField meta={fields.displayOrder} label="Display order" type="number" min={0} />
            )}
          </div>
          <TextField
            meta={fields.likes}
            label="Likes"
            type="number"
            min={0}
            step={1}
            name={likesEdited ? fields.likes.name : undefined}
            onChange={() => setLikesEdited(true)}
            className="sm:w-1/3"
          />
          <ScheduleFields publishAt={fields.publishAt} unpublishAt={fields.unpublishAt} />
          <UploadsScope uploads={uploads}>
            <MediaField
              name="primaryImageUrl"
              label="Primary image"
              folder="news"
              accept="image"
              defaultValue={item?.primaryImageUrl}
              check={primaryImageProblem}
              error={fields.primaryImageUrl.errors?.[0]}
            />
            <MediaField
              name="mediaUrls"
              kindName="mediaTypes"
              posterName="mediaPosters"
              removedName="removeMediaIds"
              label="Additional media"
              folder="news"
              accept="media"
              multiple
              hint="Images or videos (MP4, WebM, OGG), up to 5 MB each."
              defaultValue={[
                ...(item?.media ?? [])
                  .filter((m) => !removed.includes(m.id))
                  .map((m) => ({ id: m.id, url: m.mediaUrl, kind: m.mediaType, posterUrl: m.posterUrl })),
                ...(item ? draftMedia(item) : []),
              ]}
              check={mediaFileProblem}
            />
            {removed.map((id) => (
              <input key={id} type="hidden" name="removeMediaIds" value={id} />
            ))}
          </UploadsScope>
        </>
      )}
    </EntityFormDialog>
  );
}
