import { Pin, PinOff, Star } from "lucide-react";
import { z } from "zod";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import { listDraftIds } from "#server/history/drafts";
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
import { type DataTableColumn, statusFilter } from "~/components/admin/data-table";
import { EntityScreen } from "~/components/admin/entity-screen";
import { adminMeta } from "~/components/admin/meta";
import { SCHEDULE_STATUS_OPTIONS, scheduleColumn, useSiteTimeZone } from "~/components/admin/schedule";
import { StatusBadge } from "~/components/admin/status-badge";
import { useFullRow } from "~/components/admin/use-full-row";
import { useServerTable } from "~/components/admin/use-server-table";
import { Button } from "~/components/ui/button";
import { idSchema, orderedIdsSchema } from "~/lib/schemas/ids";
import { MAX_PINNED_NEWS, newsFormSchema, newsListQuerySchema } from "~/lib/schemas/news";
import { STATUSES } from "~/lib/schemas/status";
import type { Route } from "./+types/route";
import { type NewsDetail, NewsDialog } from "./news-dialog";
import { PinnedPanel } from "./pinned-panel";

export const meta: Route.MetaFunction = () => adminMeta("News & Events");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const query = newsListQuerySchema.parse(Object.fromEntries(params));
  try {
    const [list, draftIds] = await Promise.all([listNewsForAdmin(query), listDraftIds("news-items")]);
    return { list, draftIds };
  } catch (error) {
    logger.error({ err: error }, "news list failed");
    return { list: null, draftIds: [] };
  }
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    save: intent({
      audit: "domain",
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
      audit: "domain",
      schema: idSchema.extend({ status: z.enum(STATUSES) }),
      failure: "Failed to update news status",
      run: async ({ id, status }) => {
        await setNewsStatus(id, status);
        return status === "Active"
          ? "News item activated successfully"
          : "News item deactivated successfully";
      },
    }),
    pin: intent({
      audit: "domain",
      schema: idSchema.extend({ pinned: z.enum(["true", "false"]) }),
      failure: "Failed to update pin status",
      run: async ({ id, pinned }) => {
        await setNewsPinned(id, pinned === "true");
        return pinned === "true" ? "News item pinned successfully" : "News item unpinned successfully";
      },
    }),
    reorder: intent({
      audit: "domain",
      schema: orderedIdsSchema,
      failure: "Failed to save display order",
      run: async ({ ids }) => {
        await reorderPinnedNews(ids);
        return "Display order updated successfully";
      },
    }),
  });
}

type NewsRow = NonNullable<Route.ComponentProps["loaderData"]["list"]>["items"][number];

/** News toasts are titled Error (spec 8). */
const TOASTS = { errorTitle: "Error" };

const columnsIn = (timeZone: string): DataTableColumn<NewsRow>[] => [
  { id: "title", header: "Title", value: (n) => n.title, className: "font-medium" },
  { id: "slug", header: "Slug", value: (n) => n.slug },
  { id: "status", header: "Status", value: (n) => n.status, cell: (n) => <StatusBadge status={n.status} /> },
  {
    id: "createdAt",
    header: "Created",
    value: (n) => new Date(n.createdAt).toISOString().slice(0, 10),
    className: "w-28 tabular-nums",
  },
  {
    id: "pinned",
    header: "Pinned",
    value: (n) => (n.isPinned ? 1 : 0),
    className: "w-20",
    cell: (n) =>
      n.isPinned ? (
        <Star aria-label="Pinned" className="size-4 fill-gold text-gold-dark" />
      ) : (
        <span className="sr-only">Not pinned</span>
      ),
  },
  { id: "likes", header: "Likes", value: (n) => n.likes, kind: "number", className: "w-20" },
  { ...scheduleColumn<NewsRow>(timeZone), sortable: false },
];

export default function AdminNewsItems({ loaderData: { list, draftIds } }: Route.ComponentProps) {
  const server = useServerTable(list ?? { page: 1, pageCount: 1, total: 0 });
  const loadItem = useFullRow<NewsRow, NewsDetail>(
    (n) => `/admin/news-items/${n.id}`,
    "Failed to load news item details",
    TOASTS,
  );
  const pinnedCount = list?.pinned.length ?? 0;
  const timeZone = useSiteTimeZone();
  return (
    <EntityScreen<NewsRow, NewsDetail>
      title="News & Events"
      description="Publish news and event articles; pin up to three to keep them first, in the order you choose."
      rows={list?.items ?? []}
      newLabel="Add News"
      table={{
        label: "News items",
        columns: columnsIn(timeZone),
        searchColumn: "title",
        searchPlaceholder: "Search by title...",
        filter: { ...statusFilter("All"), options: SCHEDULE_STATUS_OPTIONS },
        loadingText: "Loading news items...",
      }}
      server={server}
      failure={list ? null : { message: "Error loading news items" }}
      toastOptions={TOASTS}
      rowName={(n) => n.title}
      history={{ type: "news-items", drafts: draftIds, badgeColumn: "title" }}
      previewHref={(n) => `/news/${n.slug}`}
      toggle={{
        active: (n) => n.status === "Active",
        post: (n) => ({ intent: "status", id: n.id, status: n.status === "Active" ? "Inactive" : "Active" }),
      }}
      extraActions={(n, post, busy) =>
        n.isPinned || pinnedCount < MAX_PINNED_NEWS ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={`${n.isPinned ? "Unpin" : "Pin"} ${n.title}`}
            title={n.isPinned ? "Unpin" : "Pin"}
            onClick={() => post({ intent: "pin", id: n.id, pinned: String(!n.isPinned) })}
          >
            {n.isPinned ? (
              <PinOff aria-hidden="true" className="size-4" />
            ) : (
              <Pin aria-hidden="true" className="size-4" />
            )}
          </Button>
        ) : null
      }
      remove={{
        title: "Confirm Deletion",
        description: () => "Are you sure you want to delete this news item? This action cannot be undone.",
      }}
      onEdit={loadItem}
      dialog={(item, close) => <NewsDialog item={item} onClose={close} />}
    >
      {list && <PinnedPanel pinned={list.pinned} />}
    </EntityScreen>
  );
}
