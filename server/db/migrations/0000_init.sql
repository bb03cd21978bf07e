CREATE TABLE "gallery_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"gallery_item_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"poster_url" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"media_type" text DEFAULT 'image' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_images_media_type_check" CHECK ("gallery_images"."media_type" in ('image','video'))
);
--> statement-breakpoint
CREATE TABLE "gallery_item_categories" (
	"gallery_item_id" integer NOT NULL,
	"gallery_category_id" integer NOT NULL,
	CONSTRAINT "gallery_item_categories_gallery_item_id_gallery_category_id_pk" PRIMARY KEY("gallery_item_id","gallery_category_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_item_products" (
	"gallery_item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "gallery_item_products_gallery_item_id_product_id_pk" PRIMARY KEY("gallery_item_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"primary_image_url" text,
	"pdf_url" text,
	"is_pdf" boolean DEFAULT false NOT NULL,
	"detailed_description" text DEFAULT '' NOT NULL,
	"project_details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"display_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "gallery_items_status_check" CHECK ("gallery_items"."status" in ('Active','Inactive'))
);
--> statement-breakpoint
CREATE TABLE "general_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'carousel' NOT NULL,
	"image_url" text,
	"alt_text" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_settings_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "item_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"item_code" text NOT NULL,
	"image_url" text,
	"composition" text,
	"type" text,
	"denier" text,
	"length" text,
	"net_weight" text,
	"gross_weight" text,
	"country_of_origin" text,
	"other_information" text,
	"bleaching" text,
	"ironing" text,
	"washing_temperature" text,
	"other_technical_info" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"locale" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'contact' NOT NULL,
	"to_email" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending','sending','sent','failed'))
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"primary_image_url" text,
	"article_body" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "news_items_status_check" CHECK ("news_items"."status" in ('Active','Inactive')),
	CONSTRAINT "news_items_likes_check" CHECK ("news_items"."likes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_item_id" integer NOT NULL,
	"media_url" text NOT NULL,
	"media_type" text DEFAULT 'image' NOT NULL,
	"poster_url" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_media_media_type_check" CHECK ("news_media"."media_type" in ('image','video'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_category_mappings" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_category_mappings_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"detailed_description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"catalogue_pdf" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('Active','Inactive'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"field_name" text NOT NULL,
	"language_code" text NOT NULL,
	"translated_value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_entity_type_check" CHECK ("translations"."entity_type" in ('products','product_categories','item_codes','gallery_items','gallery_categories','news_items'))
);
--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_gallery_item_id_gallery_items_id_fk" FOREIGN KEY ("gallery_item_id") REFERENCES "public"."gallery_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_item_categories" ADD CONSTRAINT "gallery_item_categories_gallery_item_id_gallery_items_id_fk" FOREIGN KEY ("gallery_item_id") REFERENCES "public"."gallery_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_item_categories" ADD CONSTRAINT "gallery_item_categories_gallery_category_id_gallery_categories_id_fk" FOREIGN KEY ("gallery_category_id") REFERENCES "public"."gallery_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_item_products" ADD CONSTRAINT "gallery_item_products_gallery_item_id_gallery_items_id_fk" FOREIGN KEY ("gallery_item_id") REFERENCES "public"."gallery_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_item_products" ADD CONSTRAINT "gallery_item_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_codes" ADD CONSTRAINT "item_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_media" ADD CONSTRAINT "news_media_news_item_id_news_items_id_fk" FOREIGN KEY ("news_item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_mappings" ADD CONSTRAINT "product_category_mappings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_mappings" ADD CONSTRAINT "product_category_mappings_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "gallery_categories_order_idx" ON "gallery_categories" USING btree ("display_order","name");--> statement-breakpoint
CREATE INDEX "gallery_images_item_idx" ON "gallery_images" USING btree ("gallery_item_id","display_order","id");--> statement-breakpoint
CREATE INDEX "gallery_item_categories_category_idx" ON "gallery_item_categories" USING btree ("gallery_category_id","gallery_item_id");--> statement-breakpoint
CREATE INDEX "gallery_item_products_product_idx" ON "gallery_item_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "gallery_items_public_order_idx" ON "gallery_items" USING btree ("status","display_order","name");--> statement-breakpoint
CREATE INDEX "general_settings_type_order_idx" ON "general_settings" USING btree ("type","display_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_codes_product_code_key" ON "item_codes" USING btree ("product_id","item_code");--> statement-breakpoint
CREATE INDEX "item_codes_code_idx" ON "item_codes" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_items_public_order_idx" ON "news_items" USING btree ("status","is_pinned" DESC NULLS LAST,"display_order","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_items_order_idx" ON "news_items" USING btree ("is_pinned" DESC NULLS LAST,"display_order","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_media_item_idx" ON "news_media" USING btree ("news_item_id","display_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscription_email_lower_key" ON "newsletter_subscription" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscription_create_time_idx" ON "newsletter_subscription" USING btree ("create_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_categories_order_idx" ON "product_categories" USING btree ("display_order","name");--> statement-breakpoint
CREATE INDEX "product_category_mappings_category_idx" ON "product_category_mappings" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","display_order","id");--> statement-breakpoint
CREATE INDEX "products_public_order_idx" ON "products" USING btree ("status","display_order","name");--> statement-breakpoint
CREATE INDEX "products_order_idx" ON "products" USING btree ("display_order","name");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_lower_key" ON "staff_users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "translations_entity_field_language_key" ON "translations" USING btree ("entity_type","entity_id","field_name","language_code");--> statement-breakpoint
CREATE INDEX "translations_language_entity_idx" ON "translations" USING btree ("language_code","entity_type","entity_id");