import clsx from "clsx";
import { Eye, Pencil, Pin, PinOff, Plus, Power, Search, Star, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useFetcher, useSearchParams } from "react-router";
import { z } from "zod";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import { logger } from "#server/logger";
import {
  createNewsItem,
  deleteNewsItem,
  listNewsForAdmin,
  reorderPinnedNews,
  setNewsPinned,
  setNewsStatus,
  updateNewsItem,
} from "#server/news/admin-news";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { DataTable, type DataTableColumn, Truncated } from "~/components/admin/data-table";
import { LoadFailure } from "~/components/admin/load-failure";
import { MediaField } from "~/components/admin/media-field";
import { adminMeta } from "~/components/admin/meta";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import {
  DragHandle,
  reorderForm,
  SortableList,
  useReorder,
  useSortableRow,
} from "~/components/admin/sortable";
import { StatusBadge } from "~/components/admin/status-badge";
import { UploadsScope, useUploads } from "~/components/admin/uploads";
import { useRefresh } from "~/components/admin/use-refresh";
import { Button, buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { formValues } from "~/lib/schemas/form";
import { idSchema, orderedIdsSchema } from "~/lib/schemas/ids";
import {
  MAX_PINNED_NEWS,
  mediaFileProblem,
  newsFormSchema,
  newsListQuerySchema,
  primaryImageProblem,
  slugFromTitle,
} from "~/lib/schemas/news";
import type { Route } from "./+types/admin.news-items";
import type { loader as itemLoader } from "./admin.news-items_.$id";

export const meta: Route.MetaFunction = () => adminMeta("News & Events");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const query = newsListQuerySchema.parse({
    page: params.get("page") ?? undefined,
    q: params.get("q") ?? "",
    status: params.get("status") || undefined,
  });
  try {
    return { query, list: await listNewsForAdmin(query) };
  } catch (error) {
    logger.error({ err: error }, "news list failed");
    return { query, list: null };
  }
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    save: intent({
      schema: newsFormSchema,
      failure: "Failed to save news item",
      run: async (form) => {
        if (form.id) {
          await updateNewsItem(form.id, form);
          return "News item updated successfully";
        }
        await createNewsItem(form);
        return "News item created successfully";
      },
    }),
    delete: intent({
      schema: idSchema,
      failure: "Failed to delete news item",
      run: async ({ id }) => {
        await deleteNewsItem(id);
        return "News item deleted successfully";
      },
    }),
    status: intent({
      schema: idSchema.extend({ status: z.enum(["Active", "Inactive"]) }),
      failure: "Failed to update news status",
      run: async ({ id, status }) => {
        await setNewsStatus(id, status);
        return status === "Active"
          ? "News item activated successfully"
          : "News item deactivated successfully";
      },
    }),
    pin: intent({
      schema: idSchema.extend({ pinned: z.enum(["true", "false"]) }),
      failure: "Failed to update pin status",
      run: async ({ id, pinned }) => {
        await setNewsPinned(id, pinned === "true");
        return pinned === "true" ? "News item pinned successfully" : "News item unpinned successfully";
      },
    }),
    reorder: intent({
      schema: orderedIdsSchema,
      failure: "Failed to save display order",
      run: async ({ ids }) => {
        await reorderPinnedNews(ids);
        return "Display order updated successfully";
      },
    }),
  });
}

type Data = Route.ComponentProps["loaderData"];
type NewsRow = NonNullable<Data["list"]>["items"][number];
type NewsDetail = Extract<Awaited<ReturnType<typeof itemLoader>>, { ok: true }>["item"];
type ActionResult =
  | { ok: true; message: string }
  | { ok: false; error: string; fieldErrors?: Record<string, string> };

/** Toasts a News action answer: success, or a toast titled Error with the message. */
function useNewsToast(result: ActionResult | undefined, onSuccess?: () => void) {
  const seen = useRef<ActionResult | undefined>(undefined);
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  useEffect(() => {
    if (!result || seen.current === result) return;
    seen.current = result;
    if (result.ok) {
      toast.success(result.message);
      callback.current?.();
    } else toast.error(result.error, { title: "Error" });
  }, [result]);
}

const formatDate = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

export default function AdminNewsItems({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const { refresh, refreshing } = useRefresh();
  const rowFetcher = useFetcher<typeof action>();
  const deleteFetcher = useFetcher<typeof action>();
  const itemFetcher = useFetcher<typeof itemLoader>();
  const [editing, setEditing] = useState<NewsDetail | "new" | null>(null);
  const [deleting, setDeleting] = useState<NewsRow | null>(null);
  useNewsToast(rowFetcher.data);
  useNewsToast(deleteFetcher.data, () => setDeleting(null));

  // Open the dialog only for a load staff asked for (fetcher data is revalidated after every save).
  const requested = useRef<"no" | "asked" | "loading">("no");
  useEffect(() => {
    if (requested.current === "no") return;
    if (itemFetcher.state !== "idle") {
      requested.current = "loading";
      return;
    }
    if (requested.current !== "loading") return;
    requested.current = "no";
    if (itemFetcher.data?.ok) setEditing(itemFetcher.data.item);
    else toast.error("Failed to load news item details", { title: "Error" });
  }, [itemFetcher.state, itemFetcher.data]);
  const loadItem = (id: number) => {
    requested.current = "asked";
    itemFetcher.load(`/admin/news-items/${id}`);
  };

  const header = (
    <AdminPageHeader
      title="News & Events"
      description="Publish news and event articles; pin up to three to keep them first, in the order you choose."
      actions={
        <Button variant="primary" onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="size-4" />
          Add News
        </Button>
      }
    />
  );

  if (!list) {
    return (
      <>
        {header}
        <LoadFailure message="Error loading news items" />
        {editing && <NewsDialog item={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      </>
    );
  }

  const pinnedCount = list.pinned.length;
  const columns: DataTableColumn<NewsRow>[] = [
    {
      id: "title",
      header: "Title",
      value: (n) => n.title,
      sortable: false,
      cell: (n) => (
        <span className="font-medium">
          <Truncated text={n.title} />
        </span>
      ),
    },
    { id: "slug", header: "Slug", value: (n) => n.slug, sortable: false },
    {
      id: "status",
      header: "Status",
      value: (n) => n.status,
      sortable: false,
      cell: (n) => <StatusBadge status={n.status} />,
    },
    {
      id: "createdAt",
      header: "Created",
      value: (n) => formatDate(n.createdAt),
      sortable: false,
      className: "w-28 tabular-nums",
    },
    {
      id: "pinned",
      header: "Pinned",
      value: (n) => (n.isPinned ? 1 : 0),
      sortable: false,
      className: "w-20",
      cell: (n) =>
        n.isPinned ? (
          <Star aria-label="Pinned" className="size-4 fill-gold text-gold-dark" />
        ) : (
          <span className="sr-only">Not pinned</span>
        ),
    },
    {
      id: "likes",
      header: "Likes",
      value: (n) => n.likes,
      kind: "number",
      sortable: false,
      className: "w-20",
    },
  ];

  const submitRow = (fields: Record<string, string>) => rowFetcher.submit(fields, { method: "post" });

  return (
    <>
      {header}
      <PinnedPanel pinned={list.pinned} />
      <DataTable
        label="News items"
        rows={list.items}
        columns={columns}
        onRefresh={refresh}
        loading={refreshing}
        loadingText="Loading news items..."
        rowLabel={(n) => n.title}
        toolbar={<ListFilters q={query.q} status={query.status ?? ""} />}
        actions={(n) => (
          <div className="inline-flex gap-1">
            <a
              href={`/news/${n.slug}`}
              target="_blank"
              rel="noreferrer"
              className={buttonClass("ghost", "sm")}
              aria-label={`Preview ${n.title}`}
            >
              <Eye aria-hidden="true" className="size-4" />
            </a>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Edit ${n.title}`}
              disabled={itemFetcher.state !== "idle"}
              onClick={() => loadItem(n.id)}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${n.status === "Active" ? "Deactivate" : "Activate"} ${n.title}`}
              onClick={() =>
                submitRow({
                  intent: "status",
                  id: String(n.id),
                  status: n.status === "Active" ? "Inactive" : "Active",
                })
              }
            >
              <Power
                aria-hidden="true"
                className={clsx("size-4", n.status === "Active" ? "text-green-700" : "text-gray-500")}
              />
            </Button>
            {n.isPinned ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Unpin ${n.title}`}
                onClick={() => submitRow({ intent: "pin", id: String(n.id), pinned: "false" })}
              >
                <PinOff aria-hidden="true" className="size-4" />
              </Button>
            ) : (
              pinnedCount < MAX_PINNED_NEWS && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Pin ${n.title}`}
                  onClick={() => submitRow({ intent: "pin", id: String(n.id), pinned: "true" })}
                >
                  <Pin aria-hidden="true" className="size-4" />
                </Button>
              )
            )}
            <Button size="sm" variant="ghost" aria-label={`Delete ${n.title}`} onClick={() => setDeleting(n)}>
              <Trash2 aria-hidden="true" className="size-4 text-red-700" />
            </Button>
          </div>
        )}
      />
      <Pagination page={list.page} pageCount={list.pageCount} total={list.total} />
      {editing && <NewsDialog item={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm Deletion"
        description="Are you sure you want to delete this news item? This action cannot be undone."
        busy={deleteFetcher.state !== "idle"}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && deleteFetcher.submit({ intent: "delete", id: deleting.id }, { method: "post" })
        }
      />
    </>
  );
}

/** Title search and status filter; both go into the URL (page back to 1). */
function ListFilters({ q, status }: { q: string; status: string }) {
  const searchId = useId();
  const statusId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form ref={formRef} method="get" role="search" className="flex flex-wrap items-center gap-2">
      <label htmlFor={searchId} className="sr-only">
        Search by title
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 absolute top-1/2 left-2.5 size-4 text-gray-500"
        />
        <input
          id={searchId}
          key={q}
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Search by title..."
          className="h-9 w-52 rounded-md border border-gray-300 pr-3 pl-8 text-sm"
        />
      </div>
      <label htmlFor={statusId} className="sr-only">
        Status
      </label>
      <select
        id={statusId}
        key={status}
        name="status"
        defaultValue={status}
        onChange={() => formRef.current?.requestSubmit()}
        className="h-9 rounded-md border border-gray-300 bg-surface px-2 text-sm"
      >
        <option value="">All</option>
        <option value="Active">Active</option>
        <option value="Inactive">Inactive</option>
      </select>
      <Button size="sm" type="submit">
        Search
      </Button>
    </Form>
  );
}

function Pagination({ page, pageCount, total }: { page: number; pageCount: number; total: number }) {
  const [params] = useSearchParams();
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Pagination" className="mt-3 flex items-center justify-between text-gray-700 text-sm">
      <p>
        Page {page} of {pageCount} · {total} {total === 1 ? "item" : "items"}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={to(page - 1)} className={buttonClass("secondary", "sm")}>
            Previous
          </Link>
        ) : (
          <span aria-disabled="true" className={clsx(buttonClass("secondary", "sm"), "opacity-50")}>
            Previous
          </span>
        )}
        {page < pageCount ? (
          <Link to={to(page + 1)} className={buttonClass("secondary", "sm")}>
            Next
          </Link>
        ) : (
          <span aria-disabled="true" className={clsx(buttonClass("secondary", "sm"), "opacity-50")}>
            Next
          </span>
        )}
      </div>
    </nav>
  );
}

type PinnedRow = NonNullable<Data["list"]>["pinned"][number];

/** "Pinned Items (n/3)": Reorder Items, drag, Save Order / Discard. */
function PinnedPanel({ pinned }: { pinned: PinnedRow[] }) {
  const reorder = useReorder(pinned);
  const fetcher = useFetcher<typeof action>();
  const [reordering, setReordering] = useState(false);
  useNewsToast(fetcher.data, () => setReordering(false));
  const save = () => {
    fetcher.submit(reorderForm(reorder.orderedIds), { method: "post" });
  };
  const rows = reordering ? reorder.items : pinned;
  return (
    <section
      aria-labelledby="pinned-heading"
      className="mb-6 rounded-lg border border-gray-200 bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pinned-heading" className="font-semibold text-base">
          Pinned Items ({pinned.length}/{MAX_PINNED_NEWS})
        </h2>
        {reordering ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => {
                reorder.discard();
                setReordering(false);
                toast.info("Display order changes discarded");
              }}
              disabled={fetcher.state !== "idle"}
            >
              Discard
            </Button>
            <Button size="sm" variant="primary" onClick={save} disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? "Saving..." : "Save Order"}
            </Button>
          </div>
        ) : (
          pinned.length > 1 && (
            <Button size="sm" onClick={() => setReordering(true)}>
              Reorder Items
            </Button>
          )
        )}
      </div>
      {pinned.length === 0 ? (
        <p className="mt-2 text-gray-600 text-sm">
          No pinned items. Pin up to three news items to show them first.
        </p>
      ) : (
        <SortableList
          ids={rows.map((row) => row.id)}
          labelOf={(id) => rows.find((row) => row.id === id)?.title ?? `item ${id}`}
          onMove={reorder.move}
        >
          <ol aria-label="Pinned items" className="mt-3 space-y-2">
            {rows.map((row, index) => (
              <PinnedItem key={row.id} row={row} position={index + 1} draggable={reordering} />
            ))}
          </ol>
        </SortableList>
      )}
    </section>
  );
}

function PinnedItem({ row, position, draggable }: { row: PinnedRow; position: number; draggable: boolean }) {
  const { setNodeRef, style, isDragging, handleProps } = useSortableRow(row.id, !draggable);
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-pinned-item={row.title}
      className={clsx(
        "flex items-center gap-3 rounded-md border border-gray-200 bg-white px-3 py-2 text-sm",
        isDragging && "shadow-lg",
      )}
    >
      {draggable ? (
        <DragHandle label={`Drag to reorder ${row.title}`} handleProps={handleProps} />
      ) : (
        <Star aria-hidden="true" className="size-4 fill-gold text-gold-dark" />
      )}
      <span className="w-6 text-gray-500 tabular-nums">{position}.</span>
      <span className="min-w-0 flex-1 truncate font-medium">{row.title}</span>
      <StatusBadge status={row.status} />
    </li>
  );
}

/** The Add News Item / Edit News Item modal. */
function NewsDialog({ item, onClose }: { item: NewsDetail | null; onClose: () => void }) {
  const fetcher = useFetcher<typeof action>();
  useNewsToast(fetcher.data, onClose);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const serverErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const errors = clientErrors ?? serverErrors ?? {};
  const [title, setTitle] = useState(item?.title ?? "");
  const [slug, setSlug] = useState(item?.slug ?? "");
  const [slugTouched, setSlugTouched] = useState(Boolean(item));
  const [pinned, setPinned] = useState(item?.isPinned ?? false);
  // Sent only once edited, so saving never overwrites likes visitors gave while the form was open.
  const [likesEdited, setLikesEdited] = useState(false);
  const uploads = useUploads();
  const busyLabel = uploads.busy ? "Uploading..." : fetcher.state !== "idle" ? "Saving..." : null;
  const ids = {
    title: useId(),
    slug: useId(),
    description: useId(),
    status: useId(),
    pinned: useId(),
    order: useId(),
    likes: useId(),
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploads.busy) return;
    const form = new FormData(event.currentTarget);
    const parsed = newsFormSchema.safeParse(formValues(form));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? "form")] ??= issue.message;
      setClientErrors(found);
      return;
    }
    setClientErrors(null);
    fetcher.submit(form, { method: "post" });
  };

  const fieldError = (field: string, id: string) =>
    errors[field] ? (
      <p id={`${id}-error`} className="mt-1 text-red-700 text-sm">
        {errors[field]}
      </p>
    ) : null;
  const invalid = (field: string, id: string) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
  const inputClass = "mt-1 h-10 w-full rounded-md border border-gray-300 px-3 text-sm";

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={item ? "Edit News Item" : "Add News Item"}
      footer={
        <>
          <Button onClick={onClose} disabled={busyLabel !== null}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="news-form" disabled={busyLabel !== null}>
            {busyLabel ?? (item ? "Update News Item" : "Create News Item")}
          </Button>
        </>
      }
    >
      <form id="news-form" method="post" noValidate onSubmit={submit} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        {item && <input type="hidden" name="id" value={item.id} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.title} className="block font-medium text-sm">
              Title
            </label>
            <input
              id={ids.title}
              name="title"
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                if (!slugTouched) setSlug(slugFromTitle(event.target.value));
              }}
              className={inputClass}
              {...invalid("title", ids.title)}
            />
            {fieldError("title", ids.title)}
          </div>
          <div>
            <label htmlFor={ids.slug} className="block font-medium text-sm">
              Slug
            </label>
            <input
              id={ids.slug}
              name="slug"
              value={slug}
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugTouched(event.target.value !== "");
              }}
              className={inputClass}
              {...invalid("slug", ids.slug)}
            />
            {fieldError("slug", ids.slug)}
          </div>
        </div>
        <div>
          <label htmlFor={ids.description} className="block font-medium text-sm">
            Description
          </label>
          <textarea
            id={ids.description}
            name="description"
            rows={3}
            defaultValue={item?.description}
            className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
            {...invalid("description", ids.description)}
          />
          {fieldError("description", ids.description)}
        </div>
        <RichTextEditor
          name="articleBody"
          label="Article body"
          defaultValue={item?.articleBody}
          error={errors.articleBody}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={ids.status} className="block font-medium text-sm">
              Status
            </label>
            <select
              id={ids.status}
              name="status"
              defaultValue={item?.status ?? "Active"}
              className={clsx(inputClass, "bg-surface")}
            >
              <option value="Active">Active</option>
              <option value="Inactive">Inactive</option>
            </select>
          </div>
          <div className="flex items-end gap-2 pb-2">
            <input
              id={ids.pinned}
              type="checkbox"
              name="isPinned"
              checked={pinned}
              onChange={(event) => setPinned(event.target.checked)}
              className="size-4 accent-gold-dark"
            />
            <label htmlFor={ids.pinned} className="font-medium text-sm">
              Pinned
            </label>
          </div>
          {pinned && (
            <div>
              <label htmlFor={ids.order} className="block font-medium text-sm">
                Display order
              </label>
              <input
                id={ids.order}
                type="number"
                name="displayOrder"
                min={0}
                defaultValue={item?.isPinned ? item.displayOrder : undefined}
                className={inputClass}
                {...invalid("displayOrder", ids.order)}
              />
              {fieldError("displayOrder", ids.order)}
            </div>
          )}
        </div>
        <div className="sm:w-1/3">
          <label htmlFor={ids.likes} className="block font-medium text-sm">
            Likes
          </label>
          <input
            id={ids.likes}
            type="number"
            name={likesEdited ? "likes" : undefined}
            min={0}
            step={1}
            defaultValue={item?.likes ?? 0}
            onChange={() => setLikesEdited(true)}
            className={inputClass}
            {...invalid("likes", ids.likes)}
          />
          {fieldError("likes", ids.likes)}
        </div>
        <UploadsScope uploads={uploads}>
          <MediaField
            name="primaryImageUrl"
            label="Primary image"
            folder="news"
            accept="image"
            defaultValue={item?.primaryImageUrl}
            check={primaryImageProblem}
            error={errors.primaryImageUrl}
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
            defaultValue={(item?.media ?? []).map((m) => ({
              id: m.id,
              url: m.mediaUrl,
              kind: m.mediaType,
              posterUrl: m.posterUrl,
            }))}
            check={mediaFileProblem}
          />
        </UploadsScope>
      </form>
    </Dialog>
  );
}
