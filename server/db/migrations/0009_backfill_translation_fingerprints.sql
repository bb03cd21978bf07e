-- Hand-written data backfill (issue 22): translations saved before fingerprints existed take the
-- fingerprint of their original as it is now, so they count as up to date; the directions of right-to-left
-- languages already stored follow their locale.
UPDATE "translations" AS t SET "source_fingerprint" = md5(coalesce(s.value, ''))
FROM (
  SELECT 'products' AS entity_type, id AS entity_id, 'name' AS field_name, "name" AS value FROM "products"
  UNION ALL
  SELECT 'products' AS entity_type, id AS entity_id, 'description' AS field_name, "description" AS value FROM "products"
  UNION ALL
  SELECT 'products' AS entity_type, id AS entity_id, 'detailed_description' AS field_name, "detailed_description" AS value FROM "products"
  UNION ALL
  SELECT 'product_categories' AS entity_type, id AS entity_id, 'name' AS field_name, "name" AS value FROM "product_categories"
  UNION ALL
  SELECT 'product_categories' AS entity_type, id AS entity_id, 'description' AS field_name, "description" AS value FROM "product_categories"
  UNION ALL
  SELECT 'item_codes' AS entity_type, id AS entity_id, 'colour_name' AS field_name, "colour_name" AS value FROM "item_codes"
  UNION ALL
  SELECT 'item_codes' AS entity_type, id AS entity_id, 'composition' AS field_name, "composition" AS value FROM "item_codes"
  UNION ALL
  SELECT 'item_codes' AS entity_type, id AS entity_id, 'type' AS field_name, "type" AS value FROM "item_codes"
  UNION ALL
  SELECT 'item_codes' AS entity_type, id AS entity_id, 'country_of_origin' AS field_name, "country_of_origin" AS value FROM "item_codes"
  UNION ALL
  SELECT 'item_codes' AS entity_type, id AS entity_id, 'other_information' AS field_name, "other_information" AS value FROM "item_codes"
  UNION ALL
  SELECT 'item_codes' AS entity_type, id AS entity_id, 'bleaching' AS field_name, "bleaching" AS value FROM "item_codes"
  UNION ALL
  SELECT 'item_codes' AS entity_type, id AS entity_id, 'ironing' AS field_name, "ironing" AS value FROM "item_codes"
  UNION ALL
  SELECT 'item_codes' AS entity_type, id AS entity_id, 'washing_temperature' AS field_name, "washing_temperature" AS value FROM "item_codes"
  UNION ALL
  SELECT 'item_codes' AS entity_type, id AS entity_id, 'other_technical_info' AS field_name, "other_technical_info" AS value FROM "item_codes"
  UNION ALL
  SELECT 'gallery_items' AS entity_type, id AS entity_id, 'name' AS field_name, "name" AS value FROM "gallery_items"
  UNION ALL
  SELECT 'gallery_items' AS entity_type, id AS entity_id, 'description' AS field_name, "description" AS value FROM "gallery_items"
  UNION ALL
  SELECT 'gallery_items' AS entity_type, id AS entity_id, 'detailed_description' AS field_name, "detailed_description" AS value FROM "gallery_items"
  UNION ALL
  SELECT 'gallery_items' AS entity_type, id AS entity_id, 'project_details' AS field_name, "project_details" AS value FROM "gallery_items"
  UNION ALL
  SELECT 'gallery_categories' AS entity_type, id AS entity_id, 'name' AS field_name, "name" AS value FROM "gallery_categories"
  UNION ALL
  SELECT 'news_items' AS entity_type, id AS entity_id, 'title' AS field_name, "title" AS value FROM "news_items"
  UNION ALL
  SELECT 'news_items' AS entity_type, id AS entity_id, 'description' AS field_name, "description" AS value FROM "news_items"
  UNION ALL
  SELECT 'news_items' AS entity_type, id AS entity_id, 'article_body' AS field_name, "article_body" AS value FROM "news_items"
) AS s
WHERE t."entity_type" = s.entity_type AND t."entity_id" = s.entity_id AND t."field_name" = s.field_name;
--> statement-breakpoint
UPDATE "languages" SET "direction" = 'rtl'
WHERE split_part(lower("locale"), '-', 1) IN ('ar','arc','ckb','dv','fa','he','ps','sd','ug','ur','yi');
