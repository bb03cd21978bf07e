-- Issue 33: whether a record was ever public, so a record in Trash that never was answers 404 like an
-- unknown one (Trash must not reveal unpublished names) and one that was answers 410 Gone.
-- Kept by a trigger rather than by each writer: creating, editing, restoring a revision, the scheduler,
-- Restore from Trash, an import or SQL by hand all make a row public through some write, and the trigger
-- sees every one. Never cleared once set.
ALTER TABLE "gallery_items" ADD COLUMN "first_public_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "first_public_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "first_public_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION "mark_first_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW.first_public_at := coalesce(OLD.first_public_at, NEW.first_public_at);
    -- Public until this write through its publish time alone (the scheduler had not caught up yet).
    IF NEW.first_public_at IS NULL AND OLD.status = 'Active' AND OLD.deleted_at IS NULL
        AND (OLD.publish_at IS NULL OR OLD.publish_at <= now())
        AND (OLD.unpublish_at IS NULL OR OLD.unpublish_at > now()) THEN
      NEW.first_public_at := coalesce(OLD.publish_at, now());
    END IF;
  END IF;
  IF NEW.first_public_at IS NULL AND NEW.status = 'Active' AND NEW.deleted_at IS NULL
      AND (NEW.publish_at IS NULL OR NEW.publish_at <= now())
      AND (NEW.unpublish_at IS NULL OR NEW.unpublish_at > now()) THEN
    NEW.first_public_at := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- Only writes that can change visibility (a like on a news item does not run it).
CREATE TRIGGER "products_first_public" BEFORE INSERT OR UPDATE OF "status", "publish_at", "unpublish_at", "deleted_at", "first_public_at" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "mark_first_public"();--> statement-breakpoint
CREATE TRIGGER "gallery_items_first_public" BEFORE INSERT OR UPDATE OF "status", "publish_at", "unpublish_at", "deleted_at", "first_public_at" ON "gallery_items"
  FOR EACH ROW EXECUTE FUNCTION "mark_first_public"();--> statement-breakpoint
CREATE TRIGGER "news_items_first_public" BEFORE INSERT OR UPDATE OF "status", "publish_at", "unpublish_at", "deleted_at", "first_public_at" ON "news_items"
  FOR EACH ROW EXECUTE FUNCTION "mark_first_public"();--> statement-breakpoint
-- Backfill. Public now; in Trash, Active with its publish time come when it was trashed (moving to Trash
-- leaves the status as it was); or a revision shows it Active with no publish time still to come. Anything
-- else counts as never public: when unsure, a 404 is the answer that reveals nothing.
UPDATE "products" t SET "first_public_at" = coalesce(t."publish_at", t."created_at")
  WHERE (t."status" = 'Active' AND (t."publish_at" IS NULL OR t."publish_at" <= coalesce(t."deleted_at", now())))
    OR EXISTS (SELECT 1 FROM "revisions" r WHERE r."entity_type" = 'products' AND r."entity_id" = t."id"
      AND r."snapshot"->>'status' = 'Active'
      AND (r."snapshot"->>'publishAt' IS NULL OR (r."snapshot"->>'publishAt')::timestamptz <= r."at"));--> statement-breakpoint
UPDATE "gallery_items" t SET "first_public_at" = coalesce(t."publish_at", t."created_at")
  WHERE (t."status" = 'Active' AND (t."publish_at" IS NULL OR t."publish_at" <= coalesce(t."deleted_at", now())))
    OR EXISTS (SELECT 1 FROM "revisions" r WHERE r."entity_type" = 'gallery-items' AND r."entity_id" = t."id"
      AND r."snapshot"->>'status' = 'Active'
      AND (r."snapshot"->>'publishAt' IS NULL OR (r."snapshot"->>'publishAt')::timestamptz <= r."at"));--> statement-breakpoint
UPDATE "news_items" t SET "first_public_at" = coalesce(t."publish_at", t."created_at")
  WHERE (t."status" = 'Active' AND (t."publish_at" IS NULL OR t."publish_at" <= coalesce(t."deleted_at", now())))
    OR EXISTS (SELECT 1 FROM "revisions" r WHERE r."entity_type" = 'news-items' AND r."entity_id" = t."id"
      AND r."snapshot"->>'status' = 'Active'
      AND (r."snapshot"->>'publishAt' IS NULL OR (r."snapshot"->>'publishAt')::timestamptz <= r."at"));
