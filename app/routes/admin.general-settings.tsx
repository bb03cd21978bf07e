import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { z } from "zod";
import { adminAction, intent } from "#server/admin/action";
import { forbidden, requireStaff } from "#server/auth/session";
import { AdminActionError } from "#server/errors";
import { logger } from "#server/logger";
import {
  activeSubscriberEmails,
  deleteSubscriber,
  listSubscribersForAdmin,
  setSubscriberActive,
  updateSubscriberEmail,
} from "#server/newsletter/admin-subscribers";
import {
  createCarouselImage,
  deleteCarouselImage,
  listCarouselForAdmin,
  reorderCarousel,
  setCarouselImageActive,
  updateCarouselImage,
} from "#server/settings/admin-carousel";
import { getGlobalSetting, saveGlobalSetting, timeZoneChoices } from "#server/settings/global";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { adminMeta } from "~/components/admin/meta";
import { CarouselTab } from "~/components/admin/settings/carousel-tab";
import { ContactEmailTab, GlobalSettingsTab } from "~/components/admin/settings/global-tabs";
import { StaleFilesTab } from "~/components/admin/settings/stale-files-tab";
import { SubscribersTab } from "~/components/admin/settings/subscribers-tab";
import { Tabs } from "~/components/admin/tabs";
import { idSchema, orderedIdsSchema } from "~/lib/schemas/ids";
import {
  carouselDurationSchema,
  carouselFormSchema,
  contactEmailSchema,
  timeZoneSchema,
} from "~/lib/schemas/settings";
import { subscriberEmailSchema } from "~/lib/schemas/subscribers";
import { EDITOR_SETTINGS_TABS } from "~/lib/staff/roles";
import type { Route } from "./+types/admin.general-settings";

export const meta: Route.MetaFunction = () => adminMeta("General Settings");

const TABS = [
  { key: "carousel", label: "Homepage Carousel" },
  { key: "global", label: "Global Settings" },
  { key: "contact", label: "Contact Us Settings" },
  { key: "subscribers", label: "Subscribers" },
  { key: "stale-files", label: "Remove Stale Files" },
] as const;
type TabKey = (typeof TABS)[number]["key"];

/** A setting's value, or a load error flag (the tab toasts "Failed to load …"). */
async function readSetting(type: "duration" | "contact_email" | "time_zone") {
  try {
    return { value: await getGlobalSetting(type), failed: false };
  } catch (error) {
    logger.error({ err: error, type }, "global setting load failed");
    return { value: null, failed: true };
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const tabs = TABS.filter((t) => staff.role === "administrator" || EDITOR_SETTINGS_TABS.includes(t.key));
  const requested = new URL(request.url).searchParams.get("tab");
  if (requested && TABS.some((t) => t.key === requested) && !tabs.some((t) => t.key === requested)) {
    throw forbidden();
  }
  // An Editor's page holds the carousel only: the other tabs' data never leave the server.
  const all = tabs.length === TABS.length;
  const [carousel, duration, timeZone, contactEmail, subscribers, activeEmails] = await Promise.all([
    listCarouselForAdmin(),
    all ? readSetting("duration") : null,
    all ? readSetting("time_zone") : null,
    all ? readSetting("contact_email") : null,
    all ? listSubscribersForAdmin() : [],
    all ? activeSubscriberEmails() : "",
  ]);
  return {
    tabs: tabs.map((t) => t.key),
    carousel,
    duration,
    timeZone,
    timeZones: all ? timeZoneChoices() : [],
    contactEmail,
    subscribers,
    activeEmails,
  };
}

/** Switching tabs changes only the query string: no reload; saves and Refresh still revalidate. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    return false;
  }
  return defaultShouldRevalidate;
}

const activeSchema = idSchema.extend({ active: z.enum(["true", "false"]).transform((v) => v === "true") });

/** "Error saving image: {message}" for an unexpected failure while saving a carousel image. */
async function savingImage(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AdminActionError) throw error;
    logger.error({ err: error }, "carousel image save failed");
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    throw new AdminActionError(`Error saving image: ${cause ?? (error as Error).message}`, 500);
  }
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    carouselCreate: intent({
      record: "carousel",
      audit: "domain",
      schema: carouselFormSchema,
      failure: "Failed to add carousel image",
      run: async (input) => {
        await savingImage(async () => void (await createCarouselImage(input)));
        return "Carousel image added successfully";
      },
    }),
    carouselUpdate: intent({
      record: "carousel",
      audit: "domain",
      schema: carouselFormSchema.extend(idSchema.shape),
      failure: "Failed to update carousel image",
      run: async ({ id, ...input }) => {
        await savingImage(() => updateCarouselImage(id, input));
        return "Carousel image updated successfully";
      },
    }),
    carouselActive: intent({
      record: "carousel",
      audit: "domain",
      schema: activeSchema,
      failure: "Failed to update carousel image",
      run: async ({ id, active }) => {
        await setCarouselImageActive(id, active);
        return "Carousel image updated successfully";
      },
    }),
    carouselDelete: intent({
      record: "carousel",
      schema: idSchema,
      failure: "Failed to delete the carousel image.",
      run: async ({ id }) => ({ message: "Image deleted", label: await deleteCarouselImage(id) }),
    }),
    carouselReorder: intent({
      record: "carousel",
      audit: "domain",
      schema: orderedIdsSchema,
      failure: "Failed to update the display order.",
      run: async ({ ids }) => {
        await reorderCarousel(ids);
        return "Order updated";
      },
    }),
    duration: intent({
      record: "settings",
      schema: carouselDurationSchema,
      failure: "An error occurred while updating settings",
      run: async ({ duration }) => {
        await saveGlobalSetting("duration", String(duration));
        return "Settings updated successfully";
      },
    }),
    timeZone: intent({
      record: "settings",
      schema: timeZoneSchema,
      failure: "An error occurred while updating settings",
      run: async ({ timeZone }) => {
        await saveGlobalSetting("time_zone", timeZone);
        return "Settings updated successfully";
      },
    }),
    contactEmail: intent({
      record: "settings",
      schema: contactEmailSchema,
      failure: "An error occurred while updating contact email",
      run: async ({ contactEmail }) => {
        await saveGlobalSetting("contact_email", contactEmail);
        return "Contact email updated successfully";
      },
    }),
    subscriberActive: intent({
      record: "subscribers",
      schema: activeSchema,
      failure: "Failed to update subscription status",
      run: async ({ id, active }) => {
        await setSubscriberActive(id, active);
        return active ? "Subscription activated successfully" : "Subscription deactivated successfully";
      },
    }),
    subscriberEmail: intent({
      record: "subscribers",
      schema: subscriberEmailSchema.extend(idSchema.shape),
      failure: "Failed to update email address",
      run: async ({ id, email }) => {
        await updateSubscriberEmail(id, email);
        return "Email address updated successfully";
      },
    }),
    subscriberDelete: intent({
      record: "subscribers",
      schema: idSchema,
      failure: "Failed to delete subscription",
      run: async ({ id }) => {
        await deleteSubscriber(id);
        return "Subscription deleted successfully";
      },
    }),
  });
}

export default function AdminGeneralSettings({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((t) => loaderData.tabs.includes(t.key));
  const requested = params.get("tab");
  const tab: TabKey = tabs.find((t) => t.key === requested)?.key ?? "carousel";
  const select = (key: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const { duration, timeZone, contactEmail } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="General Settings"
        description={
          tabs.length === TABS.length
            ? "The homepage carousel, site settings, newsletter subscribers and unused files."
            : "The homepage carousel."
        }
      />
      <Tabs label="General settings" tabs={tabs} selected={tab} onSelect={select}>
        {tab === "carousel" && <CarouselTab rows={loaderData.carousel} />}
        {tab === "global" && duration && timeZone && (
          <GlobalSettingsTab setting={duration} timeZone={timeZone} timeZones={loaderData.timeZones} />
        )}
        {tab === "contact" && contactEmail && <ContactEmailTab setting={contactEmail} />}
        {tab === "subscribers" && (
          <SubscribersTab rows={loaderData.subscribers} activeEmails={loaderData.activeEmails} />
        )}
        {tab === "stale-files" && <StaleFilesTab />}
      </Tabs>
    </>
  );
}
