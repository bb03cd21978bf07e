CREATE TABLE "sample_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"language_code" text NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_requests_status_check" CHECK ("sample_requests"."status" in ('New','Sent','Closed'))
);
--> statement-breakpoint
ALTER TABLE "item_codes" ADD COLUMN "colour_hex" text;--> statement-breakpoint
ALTER TABLE "item_codes" ADD COLUMN "colour_name" text;--> statement-breakpoint
ALTER TABLE "item_codes" ADD COLUMN "colour_l" double precision;--> statement-breakpoint
ALTER TABLE "item_codes" ADD COLUMN "colour_a" double precision;--> statement-breakpoint
ALTER TABLE "item_codes" ADD COLUMN "colour_b" double precision;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_requests_created_idx" ON "sample_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sample_requests_status_idx" ON "sample_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "item_codes_colour_lab_idx" ON "item_codes" USING btree ("colour_l","colour_a","colour_b") WHERE "item_codes"."colour_l" is not null;--> statement-breakpoint
ALTER TABLE "item_codes" ADD CONSTRAINT "item_codes_colour_hex_check" CHECK ("item_codes"."colour_hex" ~ '^#[0-9a-f]{6}$');--> statement-breakpoint
ALTER TABLE "item_codes" ADD CONSTRAINT "item_codes_colour_lab_check" CHECK (("item_codes"."colour_hex" is null) = ("item_codes"."colour_l" is null) and ("item_codes"."colour_l" is null) = ("item_codes"."colour_a" is null) and ("item_codes"."colour_a" is null) = ("item_codes"."colour_b" is null));