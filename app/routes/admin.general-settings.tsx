import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { z } from "zod";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
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
import { getGlobalSetting, saveGlobalSetting } from "#server/settings/global";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { adminMeta } from "~/components/admin/meta";
import { CarouselTab } from "~/components/admin/settings/carousel-tab";
import { ContactEmailTab, GlobalSettingsTab } from "~/components/admin/settings/global-tabs";
import { StaleFilesTab } from "~/components/admin/settings/stale-files-tab";
import { SubscribersTab } from "~/components/admin/settings/subscribers-tab";
import { Tabs } from "~/components/admin/tabs";
import { idSchema, orderedIdsSchema } from "~/lib/schemas/ids";
import { carouselDurationSchema, carouselFormSchema, contactEmailSchema } from "~/lib/schemas/settings";
import { subscriberEmailSchema } from "~/lib/schemas/subscribers";
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
async function readSetting(type: "duration" | "contact_email") {
  try {
    return { value: await getGlobalSetting(type), failed: false };
  } catch (error) {
    logger.error({ err: error, type }, "global setting load failed");
    return { value: null, failed: true };
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [carousel, duration, contactEmail, subscribers, activeEmails] = await Promise.all([
    listCarouselForAdmin(),
    readSetting("duration"),
    readSetting("contact_email"),
    listSubscribersForAdmin(),
    activeSubscriberEmails(),
  ]);
  return { carousel, duration, contactEmail, subscribers, activeEmails };
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
      schema: carouselFormSchema,
      failure: "Failed to add carousel image",
      run: async (input) => {
        await savingImage(async () => void (await createCarouselImage(input)));
        return "Carousel image added successfully";
      },
    }),
    carouselUpdate: intent({
      schema: carouselFormSchema.extend(idSchema.shape),
      failure: "Failed to update carousel image",
      run: async ({ id, ...input }) => {
        await savingImage(() => updateCarouselImage(id, input));
        return "Carousel image updated successfully";
      },
    }),
    carouselActive: intent({
      schema: activeSchema,
      failure: "Failed to update carousel image",
      run: async ({ id, active }) => {
        await setCarouselImageActive(id, active);
        return "Carousel image updated successfully";
      },
    }),
    carouselDelete: intent({
      schema: idSchema,
      failure: "Failed to delete the carousel image.",
      run: async ({ id }) => {
        await deleteCarouselImage(id);
        return "Image deleted";
      },
    }),
    carouselReorder: intent({
      schema: orderedIdsSchema,
      failure: "Failed to update the display order.",
      run: async ({ ids }) => {
        await reorderCarousel(ids);
        return "Order updated";
      },
    }),
    duration: intent({
      schema: carouselDurationSchema,
      failure: "An error occurred while updating settings",
      run: async ({ duration }) => {
        await saveGlobalSetting("duration", String(duration));
        return "Settings updated successfully";
      },
    }),
    contactEmail: intent({
      schema: contactEmailSchema,
      failure: "An error occurred while updating contact email",
      run: async ({ contactEmail }) => {
        await saveGlobalSetting("contact_email", contactEmail);
        return "Contact email updated successfully";
      },
    }),
    subscriberActive: intent({
      schema: activeSchema,
      failure: "Failed to update subscription status",
      run: async ({ id, active }) => {
        await setSubscriberActive(id, active);
        return active ? "Subscription activated successfully" : "Subscription deactivated successfully";
      },
    }),
    subscriberEmail: intent({
      schema: subscriberEmailSchema.extend(idSchema.shape),
      failure: "Failed to update email address",
      run: async ({ id, email }) => {
        await updateSubscriberEmail(id, email);
        return "Email address updated successfully";
      },
    }),
    subscriberDelete: intent({
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
  const requested = params.get("tab");
  const tab: TabKey = TABS.find((t) => t.key === requested)?.key ?? "carousel";
  const select = (key: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <>
      <AdminPageHeader
        title="General Settings"
        description="The homepage carousel, site settings, newsletter subscribers and unused files."
      />
      <Tabs label="General settings" tabs={[...TABS]} selected={tab} onSelect={select}>
        {tab === "carousel" && <CarouselTab rows={loaderData.carousel} />}
        {tab === "global" && <GlobalSettingsTab setting={loaderData.duration} />}
        {tab === "contact" && <ContactEmailTab setting={loaderData.contactEmail} />}
        {tab === "subscribers" && (
          <SubscribersTab rows={loaderData.subscribers} activeEmails={loaderData.activeEmails} />
        )}
        {tab === "stale-files" && <StaleFilesTab />}
      </Tabs>
    </>
  );
}
