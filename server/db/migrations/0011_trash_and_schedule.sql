ALTER TABLE "gallery_items" DROP CONSTRAINT "gallery_items_slug_unique";--> statement-breakpoint
ALTER TABLE "news_items" DROP CONSTRAINT "news_items_slug_unique";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_slug_unique";--> statement-breakpoint
DROP INDEX "gallery_items_public_order_idx";--> statement-breakpoint
DROP INDEX "news_items_public_order_idx";--> statement-breakpoint
DROP INDEX "products_public_order_idx";--> statement-breakpoint
DROP INDEX "products_active_id_idx";--> statement-breakpoint
ALTER TABLE "gallery_categories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_categories" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "gallery_categories" ADD CONSTRAINT "gallery_categories_deleted_by_staff_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_deleted_by_staff_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_settings" ADD CONSTRAINT "general_settings_deleted_by_staff_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_deleted_by_staff_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_deleted_by_staff_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deleted_by_staff_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_items_slug_key" ON "gallery_items" USING btree ("slug") WHERE "gallery_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "gallery_items_trashed_slug_idx" ON "gallery_items" USING btree ("slug") WHERE "gallery_items"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "gallery_items_schedule_idx" ON "gallery_items" USING btree ("publish_at","unpublish_at") WHERE "gallery_items"."publish_at" is not null or "gallery_items"."unpublish_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "news_items_slug_key" ON "news_items" USING btree ("slug") WHERE "news_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "news_items_trashed_slug_idx" ON "news_items" USING btree ("slug") WHERE "news_items"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "news_items_schedule_idx" ON "news_items" USING btree ("publish_at","unpublish_at") WHERE "news_items"."publish_at" is not null or "news_items"."unpublish_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_trashed_slug_idx" ON "products" USING btree ("slug") WHERE "products"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "products_schedule_idx" ON "products" USING btree ("publish_at","unpublish_at") WHERE "products"."publish_at" is not null or "products"."unpublish_at" is not null;--> statement-breakpoint
CREATE INDEX "gallery_items_public_order_idx" ON "gallery_items" USING btree ("status","display_order","name","publish_at","unpublish_at") WHERE "gallery_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "news_items_public_order_idx" ON "news_items" USING btree ("status","is_pinned" DESC NULLS FIRST,"display_order","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"publish_at","unpublish_at") WHERE "news_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_public_order_idx" ON "products" USING btree ("status","display_order","name","publish_at","unpublish_at") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_active_id_idx" ON "products" USING btree ("id","publish_at","unpublish_at") WHERE "products"."status" = 'Active' and "products"."deleted_at" is null;