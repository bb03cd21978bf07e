DROP INDEX "news_items_public_order_idx";--> statement-breakpoint
DROP INDEX "news_items_order_idx";--> statement-breakpoint
CREATE INDEX "news_items_public_order_idx" ON "news_items" USING btree ("status","is_pinned" DESC NULLS FIRST,"display_order","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_items_order_idx" ON "news_items" USING btree ("is_pinned" DESC NULLS FIRST,"display_order","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);