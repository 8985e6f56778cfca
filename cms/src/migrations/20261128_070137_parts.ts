import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`articles_product_quality_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_product_quality_certificates_order_idx\` ON \`articles_product_quality_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_product_quality_certificates_parent_id_idx\` ON \`articles_product_quality_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_product_quality_certificates_file_idx\` ON \`articles_product_quality_certificates\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_product_quality_certificates_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_product_quality_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_product_quality_certificates_locales_locale_parent_\` ON \`articles_product_quality_certificates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_product_quality_certificates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_quality_certificates_order_idx\` ON \`_articles_v_version_product_quality_certificates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_quality_certificates_parent_id_idx\` ON \`_articles_v_version_product_quality_certificates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_quality_certificates_file_idx\` ON \`_articles_v_version_product_quality_certificates\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_product_quality_certificates_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v_version_product_quality_certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_version_product_quality_certificates_locales_loc\` ON \`_articles_v_version_product_quality_certificates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`change_notices\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`number\` text NOT NULL,
  	\`type\` text DEFAULT 'pcn' NOT NULL,
  	\`date\` text NOT NULL,
  	\`effective_date\` text,
  	\`last_time_buy\` text,
  	\`replacement_id\` integer,
  	\`document_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`replacement_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`change_notices_number_idx\` ON \`change_notices\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`change_notices_replacement_idx\` ON \`change_notices\` (\`replacement_id\`);`)
  await db.run(sql`CREATE INDEX \`change_notices_document_idx\` ON \`change_notices\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`change_notices_updated_at_idx\` ON \`change_notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`change_notices_created_at_idx\` ON \`change_notices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`change_notices_locales\` (
  	\`title\` text NOT NULL,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`change_notices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`change_notices_locales_locale_parent_id_unique\` ON \`change_notices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`change_notices_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`change_notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`change_notices_rels_order_idx\` ON \`change_notices_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`change_notices_rels_parent_idx\` ON \`change_notices_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`change_notices_rels_path_idx\` ON \`change_notices_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`change_notices_rels_articles_id_idx\` ON \`change_notices_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE TABLE \`cross_references_specs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`number\` numeric,
  	\`unit\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cross_references\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cross_references_specs_order_idx\` ON \`cross_references_specs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cross_references_specs_parent_id_idx\` ON \`cross_references_specs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cross_references_specs_locales\` (
  	\`label\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cross_references_specs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cross_references_specs_locales_locale_parent_id_unique\` ON \`cross_references_specs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cross_references_replacements_differences\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cross_references_replacements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cross_references_replacements_differences_order_idx\` ON \`cross_references_replacements_differences\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cross_references_replacements_differences_parent_id_idx\` ON \`cross_references_replacements_differences\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cross_references_replacements_differences_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cross_references_replacements_differences\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cross_references_replacements_differences_locales_locale_par\` ON \`cross_references_replacements_differences_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cross_references_replacements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`match\` text DEFAULT 'pin_to_pin' NOT NULL,
  	\`orderable_part\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cross_references\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cross_references_replacements_order_idx\` ON \`cross_references_replacements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cross_references_replacements_parent_id_idx\` ON \`cross_references_replacements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cross_references_replacements_product_idx\` ON \`cross_references_replacements\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`cross_references\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`part_number\` text NOT NULL,
  	\`vendor\` text NOT NULL,
  	\`package\` text,
  	\`checked_on\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`cross_references_part_number_idx\` ON \`cross_references\` (\`part_number\`);`)
  await db.run(sql`CREATE INDEX \`cross_references_updated_at_idx\` ON \`cross_references\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cross_references_created_at_idx\` ON \`cross_references\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cross_references_locales\` (
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cross_references\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cross_references_locales_locale_parent_id_unique\` ON \`cross_references_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offers_price_breaks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`price\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_price_breaks_order_idx\` ON \`offers_price_breaks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offers_price_breaks_parent_id_idx\` ON \`offers_price_breaks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`part_number\` text NOT NULL,
  	\`stock\` numeric NOT NULL,
  	\`currency\` text,
  	\`moq\` numeric,
  	\`lead_time_weeks\` numeric,
  	\`url\` text,
  	\`checked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_product_idx\` ON \`offers\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_part_number_idx\` ON \`offers\` (\`part_number\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`offers_locales\` (
  	\`distributor\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_locales_locale_parent_id_unique\` ON \`offers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`where_to_buy\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`max_age\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`articles_product_ordering\` ADD \`sample_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`articles_product_ordering\` ADD \`rohs\` text;`)
  await db.run(sql`ALTER TABLE \`articles_product_ordering\` ADD \`reach\` text;`)
  await db.run(sql`ALTER TABLE \`articles_product_ordering\` ADD \`halogen_free\` text;`)
  await db.run(sql`ALTER TABLE \`articles_product_ordering\` ADD \`msl\` text;`)
  await db.run(sql`ALTER TABLE \`articles_product_ordering\` ADD \`reflow_peak_c\` numeric;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`product_quality_aec_q100\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`product_quality_fit\` numeric;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`product_quality_report_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`product_quality_updated_at\` text;`)
  await db.run(sql`CREATE INDEX \`articles_product_quality_report_product_quality_report_f_idx\` ON \`articles\` (\`product_quality_report_file_id\`);`)
  await db.run(sql`ALTER TABLE \`articles_locales\` ADD \`product_quality_fit_conditions\` text;`)
  await db.run(sql`ALTER TABLE \`articles_locales\` ADD \`product_quality_report_title\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v_version_product_ordering\` ADD \`sample_max\` numeric;`)
  await db.run(sql`ALTER TABLE \`_articles_v_version_product_ordering\` ADD \`rohs\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v_version_product_ordering\` ADD \`reach\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v_version_product_ordering\` ADD \`halogen_free\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v_version_product_ordering\` ADD \`msl\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v_version_product_ordering\` ADD \`reflow_peak_c\` numeric;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_product_quality_aec_q100\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_product_quality_fit\` numeric;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_product_quality_report_file_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_product_quality_updated_at\` text;`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_product_quality_report_version_produ_idx\` ON \`_articles_v\` (\`version_product_quality_report_file_id\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v_locales\` ADD \`version_product_quality_fit_conditions\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v_locales\` ADD \`version_product_quality_report_title\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`change_notices_id\` integer REFERENCES change_notices(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cross_references_id\` integer REFERENCES cross_references(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`offers_id\` integer REFERENCES offers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_change_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`change_notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cross_references_id_idx\` ON \`payload_locked_documents_rels\` (\`cross_references_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`articles_product_quality_certificates\`;`)
  await db.run(sql`DROP TABLE \`articles_product_quality_certificates_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_product_quality_certificates\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_product_quality_certificates_locales\`;`)
  await db.run(sql`DROP TABLE \`change_notices\`;`)
  await db.run(sql`DROP TABLE \`change_notices_locales\`;`)
  await db.run(sql`DROP TABLE \`change_notices_rels\`;`)
  await db.run(sql`DROP TABLE \`cross_references_specs\`;`)
  await db.run(sql`DROP TABLE \`cross_references_specs_locales\`;`)
  await db.run(sql`DROP TABLE \`cross_references_replacements_differences\`;`)
  await db.run(sql`DROP TABLE \`cross_references_replacements_differences_locales\`;`)
  await db.run(sql`DROP TABLE \`cross_references_replacements\`;`)
  await db.run(sql`DROP TABLE \`cross_references\`;`)
  await db.run(sql`DROP TABLE \`cross_references_locales\`;`)
  await db.run(sql`DROP TABLE \`offers_price_breaks\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers_locales\`;`)
  await db.run(sql`DROP TABLE \`where_to_buy\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "kind", "category_id", "published_at", "revised_at", "approved_by_id", "approved_at", "access", "cover_id", "product_part_number", "product_status", "product_block_diagram_id", "announcement_number", "announcement_type", "announcement_subtype_id", "announcement_pdf_id", "announcement_fiscal_year", "updated_at", "created_at", "_status") SELECT "id", "kind", "category_id", "published_at", "revised_at", "approved_by_id", "approved_at", "access", "cover_id", "product_part_number", "product_status", "product_block_diagram_id", "announcement_number", "announcement_type", "announcement_subtype_id", "announcement_pdf_id", "announcement_fiscal_year", "updated_at", "created_at", "_status" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE TABLE \`__new__articles_v\` (
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
  await db.run(sql`INSERT INTO \`__new__articles_v\`("id", "parent_id", "version_kind", "version_category_id", "version_published_at", "version_revised_at", "version_approved_by_id", "version_approved_at", "version_access", "version_cover_id", "version_product_part_number", "version_product_status", "version_product_block_diagram_id", "version_announcement_number", "version_announcement_type", "version_announcement_subtype_id", "version_announcement_pdf_id", "version_announcement_fiscal_year", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_kind", "version_category_id", "version_published_at", "version_revised_at", "version_approved_by_id", "version_approved_at", "version_access", "version_cover_id", "version_product_part_number", "version_product_status", "version_product_block_diagram_id", "version_announcement_number", "version_announcement_type", "version_announcement_subtype_id", "version_announcement_pdf_id", "version_announcement_fiscal_year", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__articles_v\` RENAME TO \`_articles_v\`;`)
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
  	\`ir_events_id\` integer,
  	\`dividends_id\` integer,
  	\`meetings_id\` integer,
  	\`briefings_id\` integer,
  	\`daily_closes_id\` integer,
  	\`media_id\` integer,
  	\`members_id\` integer,
  	\`users_id\` integer,
  	\`audit_log_id\` integer,
  	\`captcha_uses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcement_kinds_id\`) REFERENCES \`announcement_kinds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`milestones_id\`) REFERENCES \`milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ir_events_id\`) REFERENCES \`ir_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dividends_id\`) REFERENCES \`dividends\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`meetings_id\`) REFERENCES \`meetings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`briefings_id\`) REFERENCES \`briefings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`daily_closes_id\`) REFERENCES \`daily_closes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_uses_id\`) REFERENCES \`captcha_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "categories_id", "announcement_kinds_id", "documents_id", "pages_id", "banners_id", "milestones_id", "ir_events_id", "dividends_id", "meetings_id", "briefings_id", "daily_closes_id", "media_id", "members_id", "users_id", "audit_log_id", "captcha_uses_id") SELECT "id", "order", "parent_id", "path", "articles_id", "categories_id", "announcement_kinds_id", "documents_id", "pages_id", "banners_id", "milestones_id", "ir_events_id", "dividends_id", "meetings_id", "briefings_id", "daily_closes_id", "media_id", "members_id", "users_id", "audit_log_id", "captcha_uses_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ir_events_id_idx\` ON \`payload_locked_documents_rels\` (\`ir_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dividends_id_idx\` ON \`payload_locked_documents_rels\` (\`dividends_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_meetings_id_idx\` ON \`payload_locked_documents_rels\` (\`meetings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_briefings_id_idx\` ON \`payload_locked_documents_rels\` (\`briefings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_daily_closes_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_closes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_uses_id\`);`)
  await db.run(sql`ALTER TABLE \`articles_product_ordering\` DROP COLUMN \`sample_max\`;`)
  await db.run(sql`ALTER TABLE \`articles_product_ordering\` DROP COLUMN \`rohs\`;`)
  await db.run(sql`ALTER TABLE \`articles_product_ordering\` DROP COLUMN \`reach\`;`)
  await db.run(sql`ALTER TABLE \`articles_product_ordering\` DROP COLUMN \`halogen_free\`;`)
  await db.run(sql`ALTER TABLE \`articles_product_ordering\` DROP COLUMN \`msl\`;`)
  await db.run(sql`ALTER TABLE \`articles_product_ordering\` DROP COLUMN \`reflow_peak_c\`;`)
  await db.run(sql`ALTER TABLE \`articles_locales\` DROP COLUMN \`product_quality_fit_conditions\`;`)
  await db.run(sql`ALTER TABLE \`articles_locales\` DROP COLUMN \`product_quality_report_title\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_version_product_ordering\` DROP COLUMN \`sample_max\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_version_product_ordering\` DROP COLUMN \`rohs\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_version_product_ordering\` DROP COLUMN \`reach\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_version_product_ordering\` DROP COLUMN \`halogen_free\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_version_product_ordering\` DROP COLUMN \`msl\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_version_product_ordering\` DROP COLUMN \`reflow_peak_c\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_locales\` DROP COLUMN \`version_product_quality_fit_conditions\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_locales\` DROP COLUMN \`version_product_quality_report_title\`;`)
}
