ALTER TABLE "translations" DROP CONSTRAINT "translations_language_code_languages_code_fk";
--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "direction" text DEFAULT 'ltr' NOT NULL;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "source_fingerprint" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "translations_slug_key" ON "translations" USING btree ("entity_type","translated_value","language_code") WHERE "translations"."field_name" = 'slug';--> statement-breakpoint
ALTER TABLE "languages" ADD CONSTRAINT "languages_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "languages" ADD CONSTRAINT "languages_direction_check" CHECK ("languages"."direction" in ('ltr','rtl'));--> statement-breakpoint
ALTER TABLE "languages" ADD CONSTRAINT "languages_code_check" CHECK ("languages"."code" ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$');--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_language_code_check" CHECK ("translations"."language_code" ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})?$');