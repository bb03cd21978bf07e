-- Hand-written (issue 23): a counter of the catalogue's committed changes, bumped in the writing
-- transaction by every statement that changes what the product list and its facet counts read. Readers
-- key results computed from the catalogue on it (server/catalog/facets.ts): a committed change is seen by
-- the next read, whoever wrote it (any instance, a seed, an import, SQL by hand).
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1)
    ON CONFLICT ("id") DO UPDATE SET "version" = "catalogue_version"."version" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "item_codes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_codes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_category_mappings_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_category_mappings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "translations_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
