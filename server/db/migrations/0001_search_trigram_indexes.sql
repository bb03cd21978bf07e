CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "gallery_items_name_trgm_idx" ON "gallery_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gallery_items_description_trgm_idx" ON "gallery_items" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_items_title_trgm_idx" ON "news_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "translations_value_trgm_idx" ON "translations" USING gin ("translated_value" gin_trgm_ops);