import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`ir_events\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`type\` text DEFAULT 'other' NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`starts_at_tz\` text DEFAULT 'Asia/Shanghai' NOT NULL,
  	\`ends_at\` text,
  	\`ends_at_tz\` text DEFAULT 'Asia/Shanghai',
  	\`all_day\` integer DEFAULT false,
  	\`url\` text,
  	\`meeting_id\` integer,
  	\`briefing_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`meeting_id\`) REFERENCES \`meetings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`briefing_id\`) REFERENCES \`briefings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`ir_events_meeting_idx\` ON \`ir_events\` (\`meeting_id\`);`)
  await db.run(sql`CREATE INDEX \`ir_events_briefing_idx\` ON \`ir_events\` (\`briefing_id\`);`)
  await db.run(sql`CREATE INDEX \`ir_events_updated_at_idx\` ON \`ir_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ir_events_created_at_idx\` ON \`ir_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`ir_events_locales\` (
  	\`title\` text NOT NULL,
  	\`location\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ir_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ir_events_locales_locale_parent_id_unique\` ON \`ir_events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dividends\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`kind\` text DEFAULT 'annual' NOT NULL,
  	\`cash_per_10\` numeric,
  	\`bonus_per_10\` numeric,
  	\`transfer_per_10\` numeric,
  	\`record_date\` text,
  	\`ex_date\` text,
  	\`payment_date\` text,
  	\`total_cash\` numeric,
  	\`status\` text DEFAULT 'implemented' NOT NULL,
  	\`announcement_file_id\` integer,
  	\`announcement_url\` text,
  	\`announcement_published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`announcement_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`dividends_announcement_announcement_file_idx\` ON \`dividends\` (\`announcement_file_id\`);`)
  await db.run(sql`CREATE INDEX \`dividends_updated_at_idx\` ON \`dividends\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dividends_created_at_idx\` ON \`dividends\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`dividends_locales\` (
  	\`plan\` text NOT NULL,
  	\`announcement_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dividends\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dividends_locales_locale_parent_id_unique\` ON \`dividends_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`meetings_agenda\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`special\` integer DEFAULT false,
  	\`passed\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`meetings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`meetings_agenda_order_idx\` ON \`meetings_agenda\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`meetings_agenda_parent_id_idx\` ON \`meetings_agenda\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`meetings_agenda_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`meetings_agenda\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`meetings_agenda_locales_locale_parent_id_unique\` ON \`meetings_agenda_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`meetings_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'other' NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	\`published_at\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`meetings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`meetings_documents_order_idx\` ON \`meetings_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`meetings_documents_parent_id_idx\` ON \`meetings_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`meetings_documents_file_idx\` ON \`meetings_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`meetings_documents_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`meetings_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`meetings_documents_locales_locale_parent_id_unique\` ON \`meetings_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`meetings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kind\` text DEFAULT 'annual' NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`starts_at_tz\` text DEFAULT 'Asia/Shanghai' NOT NULL,
  	\`ends_at\` text,
  	\`ends_at_tz\` text DEFAULT 'Asia/Shanghai',
  	\`all_day\` integer DEFAULT false,
  	\`record_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`meetings_updated_at_idx\` ON \`meetings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`meetings_created_at_idx\` ON \`meetings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`meetings_locales\` (
  	\`title\` text NOT NULL,
  	\`place\` text,
  	\`online_voting\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`meetings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`meetings_locales_locale_parent_id_unique\` ON \`meetings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`briefings_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`briefings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`briefings_questions_order_idx\` ON \`briefings_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`briefings_questions_parent_id_idx\` ON \`briefings_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`briefings_questions_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text,
  	\`answered_by\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`briefings_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`briefings_questions_locales_locale_parent_id_unique\` ON \`briefings_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`briefings_record\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`briefings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`briefings_record_order_idx\` ON \`briefings_record\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`briefings_record_parent_id_idx\` ON \`briefings_record\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`briefings_record_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text,
  	\`answered_by\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`briefings_record\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`briefings_record_locales_locale_parent_id_unique\` ON \`briefings_record_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`briefings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`starts_at_tz\` text DEFAULT 'Asia/Shanghai' NOT NULL,
  	\`ends_at\` text,
  	\`ends_at_tz\` text DEFAULT 'Asia/Shanghai',
  	\`all_day\` integer DEFAULT false,
  	\`join_url\` text,
  	\`replay_url\` text,
  	\`slides_file_id\` integer,
  	\`slides_url\` text,
  	\`slides_published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`slides_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`briefings_slides_slides_file_idx\` ON \`briefings\` (\`slides_file_id\`);`)
  await db.run(sql`CREATE INDEX \`briefings_updated_at_idx\` ON \`briefings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`briefings_created_at_idx\` ON \`briefings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`briefings_locales\` (
  	\`title\` text NOT NULL,
  	\`speakers\` text,
  	\`join\` text,
  	\`slides_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`briefings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`briefings_locales_locale_parent_id_unique\` ON \`briefings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`daily_closes\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`date\` text NOT NULL,
  	\`open\` numeric,
  	\`high\` numeric,
  	\`low\` numeric,
  	\`close\` numeric NOT NULL,
  	\`volume\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`daily_closes_date_idx\` ON \`daily_closes\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`daily_closes_updated_at_idx\` ON \`daily_closes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`daily_closes_created_at_idx\` ON \`daily_closes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_key_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile_key_figures_order_idx\` ON \`company_profile_key_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_key_figures_parent_id_idx\` ON \`company_profile_key_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_key_figures_locales\` (
  	\`label\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`unit\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_key_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_key_figures_locales_locale_parent_id_unique\` ON \`company_profile_key_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_culture_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile_culture_values_order_idx\` ON \`company_profile_culture_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_culture_values_parent_id_idx\` ON \`company_profile_culture_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_culture_values_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_culture_values\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_culture_values_locales_locale_parent_id_uniq\` ON \`company_profile_culture_values_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_leaders\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile_leaders_order_idx\` ON \`company_profile_leaders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_leaders_parent_id_idx\` ON \`company_profile_leaders\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_leaders_photo_idx\` ON \`company_profile_leaders\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_leaders_locales\` (
  	\`name\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_leaders_locales_locale_parent_id_unique\` ON \`company_profile_leaders_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_honours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`type\` text DEFAULT 'award' NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile_honours_order_idx\` ON \`company_profile_honours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_honours_parent_id_idx\` ON \`company_profile_honours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_honours_image_idx\` ON \`company_profile_honours\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_honours_locales\` (
  	\`title\` text NOT NULL,
  	\`issuer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_honours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_honours_locales_locale_parent_id_unique\` ON \`company_profile_honours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'sales' NOT NULL,
  	\`postcode\` text,
  	\`email\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile_offices_order_idx\` ON \`company_profile_offices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_offices_parent_id_idx\` ON \`company_profile_offices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_offices_locales\` (
  	\`name\` text NOT NULL,
  	\`city\` text,
  	\`address\` text,
  	\`phone\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_offices_locales_locale_parent_id_unique\` ON \`company_profile_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_hotlines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile_hotlines_order_idx\` ON \`company_profile_hotlines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`company_profile_hotlines_parent_id_idx\` ON \`company_profile_hotlines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_hotlines_locales\` (
  	\`label\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile_hotlines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_hotlines_locales_locale_parent_id_unique\` ON \`company_profile_hotlines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`map_image_id\` integer,
  	\`ir_contact_email\` text,
  	\`ir_contact_interaction_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`map_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`company_profile_map_map_image_idx\` ON \`company_profile\` (\`map_image_id\`);`)
  await db.run(sql`CREATE TABLE \`company_profile_locales\` (
  	\`culture_mission\` text,
  	\`culture_vision\` text,
  	\`map_caption\` text,
  	\`ir_contact_secretary\` text,
  	\`ir_contact_representative\` text,
  	\`ir_contact_phone\` text,
  	\`ir_contact_fax\` text,
  	\`ir_contact_address\` text,
  	\`ir_contact_hours\` text,
  	\`ir_contact_complaints\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`company_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`company_profile_locales_locale_parent_id_unique\` ON \`company_profile_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`financials_annual\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`period\` text NOT NULL,
  	\`revenue\` numeric,
  	\`net_profit\` numeric,
  	\`rd_expense\` numeric,
  	\`gross_margin\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`financials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`financials_annual_order_idx\` ON \`financials_annual\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`financials_annual_parent_id_idx\` ON \`financials_annual\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`financials_quarterly\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`period\` text NOT NULL,
  	\`revenue\` numeric,
  	\`net_profit\` numeric,
  	\`rd_expense\` numeric,
  	\`gross_margin\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`financials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`financials_quarterly_order_idx\` ON \`financials_quarterly\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`financials_quarterly_parent_id_idx\` ON \`financials_quarterly\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`financials\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`currency\` text,
  	\`shares_outstanding\` numeric,
  	\`delay_minutes\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`esg_reports\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	\`published_at\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`esg\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`esg_reports_order_idx\` ON \`esg_reports\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`esg_reports_parent_id_idx\` ON \`esg_reports\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`esg_reports_file_idx\` ON \`esg_reports\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`esg_reports_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`esg_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`esg_reports_locales_locale_parent_id_unique\` ON \`esg_reports_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`esg_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`pillar\` text DEFAULT 'G' NOT NULL,
  	\`value\` text NOT NULL,
  	\`year\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`esg\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`esg_figures_order_idx\` ON \`esg_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`esg_figures_parent_id_idx\` ON \`esg_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`esg_figures_locales\` (
  	\`label\` text NOT NULL,
  	\`unit\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`esg_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`esg_figures_locales_locale_parent_id_unique\` ON \`esg_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`esg_policies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	\`published_at\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`esg\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`esg_policies_order_idx\` ON \`esg_policies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`esg_policies_parent_id_idx\` ON \`esg_policies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`esg_policies_file_idx\` ON \`esg_policies\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`esg_policies_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`esg_policies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`esg_policies_locales_locale_parent_id_unique\` ON \`esg_policies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`esg\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`esg_locales\` (
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`esg\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`esg_locales_locale_parent_id_unique\` ON \`esg_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ir_events_id\` integer REFERENCES ir_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`dividends_id\` integer REFERENCES dividends(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`meetings_id\` integer REFERENCES meetings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`briefings_id\` integer REFERENCES briefings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`daily_closes_id\` integer REFERENCES daily_closes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ir_events_id_idx\` ON \`payload_locked_documents_rels\` (\`ir_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dividends_id_idx\` ON \`payload_locked_documents_rels\` (\`dividends_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_meetings_id_idx\` ON \`payload_locked_documents_rels\` (\`meetings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_briefings_id_idx\` ON \`payload_locked_documents_rels\` (\`briefings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_daily_closes_id_idx\` ON \`payload_locked_documents_rels\` (\`daily_closes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`ir_events\`;`)
  await db.run(sql`DROP TABLE \`ir_events_locales\`;`)
  await db.run(sql`DROP TABLE \`dividends\`;`)
  await db.run(sql`DROP TABLE \`dividends_locales\`;`)
  await db.run(sql`DROP TABLE \`meetings_agenda\`;`)
  await db.run(sql`DROP TABLE \`meetings_agenda_locales\`;`)
  await db.run(sql`DROP TABLE \`meetings_documents\`;`)
  await db.run(sql`DROP TABLE \`meetings_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`meetings\`;`)
  await db.run(sql`DROP TABLE \`meetings_locales\`;`)
  await db.run(sql`DROP TABLE \`briefings_questions\`;`)
  await db.run(sql`DROP TABLE \`briefings_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`briefings_record\`;`)
  await db.run(sql`DROP TABLE \`briefings_record_locales\`;`)
  await db.run(sql`DROP TABLE \`briefings\`;`)
  await db.run(sql`DROP TABLE \`briefings_locales\`;`)
  await db.run(sql`DROP TABLE \`daily_closes\`;`)
  await db.run(sql`DROP TABLE \`company_profile_key_figures\`;`)
  await db.run(sql`DROP TABLE \`company_profile_key_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_culture_values\`;`)
  await db.run(sql`DROP TABLE \`company_profile_culture_values_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_leaders\`;`)
  await db.run(sql`DROP TABLE \`company_profile_leaders_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_honours\`;`)
  await db.run(sql`DROP TABLE \`company_profile_honours_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_offices\`;`)
  await db.run(sql`DROP TABLE \`company_profile_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile_hotlines\`;`)
  await db.run(sql`DROP TABLE \`company_profile_hotlines_locales\`;`)
  await db.run(sql`DROP TABLE \`company_profile\`;`)
  await db.run(sql`DROP TABLE \`company_profile_locales\`;`)
  await db.run(sql`DROP TABLE \`financials_annual\`;`)
  await db.run(sql`DROP TABLE \`financials_quarterly\`;`)
  await db.run(sql`DROP TABLE \`financials\`;`)
  await db.run(sql`DROP TABLE \`esg_reports\`;`)
  await db.run(sql`DROP TABLE \`esg_reports_locales\`;`)
  await db.run(sql`DROP TABLE \`esg_figures\`;`)
  await db.run(sql`DROP TABLE \`esg_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`esg_policies\`;`)
  await db.run(sql`DROP TABLE \`esg_policies_locales\`;`)
  await db.run(sql`DROP TABLE \`esg\`;`)
  await db.run(sql`DROP TABLE \`esg_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_uses_id\`) REFERENCES \`captcha_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "categories_id", "announcement_kinds_id", "documents_id", "pages_id", "banners_id", "milestones_id", "media_id", "members_id", "users_id", "audit_log_id", "captcha_uses_id") SELECT "id", "order", "parent_id", "path", "articles_id", "categories_id", "announcement_kinds_id", "documents_id", "pages_id", "banners_id", "milestones_id", "media_id", "members_id", "users_id", "audit_log_id", "captcha_uses_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_uses_id\`);`)
}
