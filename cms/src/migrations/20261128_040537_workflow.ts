import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`articles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_rels_order_idx\` ON \`articles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_parent_idx\` ON \`articles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_path_idx\` ON \`articles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_users_id_idx\` ON \`articles_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_attachments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_attachments_order_idx\` ON \`_articles_v_version_attachments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_attachments_parent_id_idx\` ON \`_articles_v_version_attachments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_attachments_file_idx\` ON \`_articles_v_version_attachments\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_attachments_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_version_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_version_attachments_locales_locale_parent_id_uni\` ON \`_articles_v_version_attachments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_product_key_specs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text,
  	\`number\` numeric,
  	\`unit\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_key_specs_order_idx\` ON \`_articles_v_version_product_key_specs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_key_specs_parent_id_idx\` ON \`_articles_v_version_product_key_specs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_product_key_specs_locales\` (
  	\`label\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_version_product_key_specs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_version_product_key_specs_locales_locale_parent_\` ON \`_articles_v_version_product_key_specs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_product_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_features_order_idx\` ON \`_articles_v_version_product_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_features_parent_id_idx\` ON \`_articles_v_version_product_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_features_locale_idx\` ON \`_articles_v_version_product_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_product_applications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_applications_order_idx\` ON \`_articles_v_version_product_applications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_applications_parent_id_idx\` ON \`_articles_v_version_product_applications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_applications_locale_idx\` ON \`_articles_v_version_product_applications\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_product_ordering\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`part_number\` text,
  	\`package\` text,
  	\`status\` text DEFAULT 'mass_production',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_ordering_order_idx\` ON \`_articles_v_version_product_ordering\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_ordering_parent_id_idx\` ON \`_articles_v_version_product_ordering\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_product_ordering_locales\` (
  	\`temperature_range\` text,
  	\`packing\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_version_product_ordering\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_version_product_ordering_locales_locale_parent_i\` ON \`_articles_v_version_product_ordering_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text DEFAULT 'news',
  	\`version_category_id\` integer,
  	\`version_published_at\` text,
  	\`version_revised_at\` text,
  	\`version_approved_by_id\` integer,
  	\`version_approved_at\` text,
  	\`version_access\` text DEFAULT 'public',
  	\`version_cover_id\` integer,
  	\`version_product_part_number\` text,
  	\`version_product_status\` text DEFAULT 'mass_production',
  	\`version_product_block_diagram_id\` integer,
  	\`version_announcement_number\` text,
  	\`version_announcement_type\` text DEFAULT 'temporary',
  	\`version_announcement_subtype_id\` integer,
  	\`version_announcement_pdf_id\` integer,
  	\`version_announcement_fiscal_year\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_approved_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_block_diagram_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_announcement_subtype_id\`) REFERENCES \`announcement_kinds\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_announcement_pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_category_idx\` ON \`_articles_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_approved_by_idx\` ON \`_articles_v\` (\`version_approved_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_cover_idx\` ON \`_articles_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_version_product_part_number_idx\` ON \`_articles_v\` (\`version_product_part_number\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_version_product_block_diagra_idx\` ON \`_articles_v\` (\`version_product_block_diagram_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_announcement_version_announcement_su_idx\` ON \`_articles_v\` (\`version_announcement_subtype_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_announcement_version_announcement_pd_idx\` ON \`_articles_v\` (\`version_announcement_pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_source\` text,
  	\`version_author\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_order_idx\` ON \`_articles_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_parent_idx\` ON \`_articles_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_path_idx\` ON \`_articles_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_users_id_idx\` ON \`_articles_v_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`at\` text NOT NULL,
  	\`who\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`target\` text NOT NULL,
  	\`locale\` text,
  	\`summary\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_at_idx\` ON \`audit_log\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_who_idx\` ON \`audit_log\` (\`who\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_target_idx\` ON \`audit_log\` (\`target\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_articles_attachments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles_attachments\`("_order", "_parent_id", "id", "file_id") SELECT "_order", "_parent_id", "id", "file_id" FROM \`articles_attachments\`;`)
  await db.run(sql`DROP TABLE \`articles_attachments\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_attachments\` RENAME TO \`articles_attachments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`articles_attachments_order_idx\` ON \`articles_attachments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_attachments_parent_id_idx\` ON \`articles_attachments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_attachments_file_idx\` ON \`articles_attachments\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kind\` text DEFAULT 'news',
  	\`category_id\` integer,
  	\`published_at\` text,
  	\`revised_at\` text,
  	\`approved_by_id\` integer,
  	\`approved_at\` text,
  	\`access\` text DEFAULT 'public',
  	\`cover_id\` integer,
  	\`product_part_number\` text,
  	\`product_status\` text DEFAULT 'mass_production',
  	\`product_block_diagram_id\` integer,
  	\`announcement_number\` text,
  	\`announcement_type\` text DEFAULT 'temporary',
  	\`announcement_subtype_id\` integer,
  	\`announcement_pdf_id\` integer,
  	\`announcement_fiscal_year\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`approved_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_block_diagram_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`announcement_subtype_id\`) REFERENCES \`announcement_kinds\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`announcement_pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Edited after generation: drizzle-kit copied the new columns `approved_by_id`, `approved_at` and `_status` from the old table, which has none.
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "kind", "category_id", "published_at", "revised_at", "access", "cover_id", "product_part_number", "product_status", "product_block_diagram_id", "announcement_number", "announcement_type", "announcement_subtype_id", "announcement_pdf_id", "announcement_fiscal_year", "updated_at", "created_at") SELECT "id", "kind", "category_id", "published_at", "revised_at", "access", "cover_id", "product_part_number", "product_status", "product_block_diagram_id", "announcement_number", "announcement_type", "announcement_subtype_id", "announcement_pdf_id", "announcement_fiscal_year", "updated_at", "created_at" FROM \`articles\`;`)
  // Articles that existed before drafts were published ones.
  await db.run(sql`UPDATE \`__new_articles\` SET \`_status\` = 'published';`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_approved_by_idx\` ON \`articles\` (\`approved_by_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_cover_idx\` ON \`articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_product_product_part_number_idx\` ON \`articles\` (\`product_part_number\`);`)
  await db.run(sql`CREATE INDEX \`articles_product_product_block_diagram_idx\` ON \`articles\` (\`product_block_diagram_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_announcement_announcement_subtype_idx\` ON \`articles\` (\`announcement_subtype_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_announcement_announcement_pdf_idx\` ON \`articles\` (\`announcement_pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`source\` text,
  	\`author\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles_locales\`("title", "summary", "content", "source", "author", "seo_title", "seo_description", "seo_keywords", "id", "_locale", "_parent_id") SELECT "title", "summary", "content", "source", "author", "seo_title", "seo_description", "seo_keywords", "id", "_locale", "_parent_id" FROM \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_locales\` RENAME TO \`articles_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`articles_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_attachments\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_attachments_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_product_key_specs\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_product_key_specs_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_product_features\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_product_applications\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_product_ordering\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_product_ordering_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_rels\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kind\` text DEFAULT 'news' NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`revised_at\` text,
  	\`access\` text DEFAULT 'public' NOT NULL,
  	\`cover_id\` integer,
  	\`product_part_number\` text,
  	\`product_status\` text DEFAULT 'mass_production',
  	\`product_block_diagram_id\` integer,
  	\`announcement_number\` text,
  	\`announcement_type\` text DEFAULT 'temporary',
  	\`announcement_subtype_id\` integer,
  	\`announcement_pdf_id\` integer,
  	\`announcement_fiscal_year\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_block_diagram_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`announcement_subtype_id\`) REFERENCES \`announcement_kinds\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`announcement_pdf_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "kind", "category_id", "published_at", "revised_at", "access", "cover_id", "product_part_number", "product_status", "product_block_diagram_id", "announcement_number", "announcement_type", "announcement_subtype_id", "announcement_pdf_id", "announcement_fiscal_year", "updated_at", "created_at") SELECT "id", "kind", "category_id", "published_at", "revised_at", "access", "cover_id", "product_part_number", "product_status", "product_block_diagram_id", "announcement_number", "announcement_type", "announcement_subtype_id", "announcement_pdf_id", "announcement_fiscal_year", "updated_at", "created_at" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`articles_category_idx\` ON \`articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_cover_idx\` ON \`articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_product_product_part_number_idx\` ON \`articles\` (\`product_part_number\`);`)
  await db.run(sql`CREATE INDEX \`articles_product_product_block_diagram_idx\` ON \`articles\` (\`product_block_diagram_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_announcement_announcement_subtype_idx\` ON \`articles\` (\`announcement_subtype_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_announcement_announcement_pdf_idx\` ON \`articles\` (\`announcement_pdf_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`categories_id\` integer,
  	\`announcement_kinds_id\` integer,
  	\`documents_id\` integer,
  	\`pages_id\` integer,
  	\`banners_id\` integer,
  	\`milestones_id\` integer,
  	\`media_id\` integer,
  	\`members_id\` integer,
  	\`users_id\` integer,
  	\`captcha_uses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcement_kinds_id\`) REFERENCES \`announcement_kinds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`milestones_id\`) REFERENCES \`milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_uses_id\`) REFERENCES \`captcha_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "categories_id", "announcement_kinds_id", "documents_id", "pages_id", "banners_id", "milestones_id", "media_id", "members_id", "users_id", "captcha_uses_id") SELECT "id", "order", "parent_id", "path", "articles_id", "categories_id", "announcement_kinds_id", "documents_id", "pages_id", "banners_id", "milestones_id", "media_id", "members_id", "users_id", "captcha_uses_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_announcement_kinds_id_idx\` ON \`payload_locked_documents_rels\` (\`announcement_kinds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_milestones_id_idx\` ON \`payload_locked_documents_rels\` (\`milestones_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_uses_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles_attachments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles_attachments\`("_order", "_parent_id", "id", "file_id") SELECT "_order", "_parent_id", "id", "file_id" FROM \`articles_attachments\`;`)
  await db.run(sql`DROP TABLE \`articles_attachments\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_attachments\` RENAME TO \`articles_attachments\`;`)
  await db.run(sql`CREATE INDEX \`articles_attachments_order_idx\` ON \`articles_attachments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_attachments_parent_id_idx\` ON \`articles_attachments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_attachments_file_idx\` ON \`articles_attachments\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles_locales\` (
  	\`title\` text NOT NULL,
  	\`summary\` text,
  	\`content\` text,
  	\`source\` text,
  	\`author\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_articles_locales\`("title", "summary", "content", "source", "author", "seo_title", "seo_description", "seo_keywords", "id", "_locale", "_parent_id") SELECT "title", "summary", "content", "source", "author", "seo_title", "seo_description", "seo_keywords", "id", "_locale", "_parent_id" FROM \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles_locales\` RENAME TO \`articles_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
}
