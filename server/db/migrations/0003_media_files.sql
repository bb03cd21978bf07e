CREATE TABLE "media_files" (
	"url" text PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
