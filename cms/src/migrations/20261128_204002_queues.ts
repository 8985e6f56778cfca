import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`messages_replies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`by\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`messages_replies_order_idx\` ON \`messages_replies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`messages_replies_parent_id_idx\` ON \`messages_replies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`messages_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`who\` text,
  	\`what\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`messages_history_order_idx\` ON \`messages_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`messages_history_parent_id_idx\` ON \`messages_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`messages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`reference\` text NOT NULL,
  	\`mailbox\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`assignee_id\` integer,
  	\`due_at\` text,
  	\`received_at\` text,
  	\`closed_at\` text,
  	\`lang\` text DEFAULT 'zh' NOT NULL,
  	\`topic\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`company\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`content\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`messages_reference_idx\` ON \`messages\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`messages_mailbox_idx\` ON \`messages\` (\`mailbox\`);`)
  await db.run(sql`CREATE INDEX \`messages_status_idx\` ON \`messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`messages_assignee_idx\` ON \`messages\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_due_at_idx\` ON \`messages\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_received_at_idx\` ON \`messages\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_updated_at_idx\` ON \`messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_created_at_idx\` ON \`messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sample_requests_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`who\` text,
  	\`what\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sample_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sample_requests_history_order_idx\` ON \`sample_requests_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_history_parent_id_idx\` ON \`sample_requests_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sample_requests\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`reference\` text NOT NULL,
  	\`mailbox\` text,
  	\`status\` text DEFAULT 'submitted' NOT NULL,
  	\`assignee_id\` integer,
  	\`due_at\` text,
  	\`received_at\` text,
  	\`closed_at\` text,
  	\`lang\` text DEFAULT 'zh' NOT NULL,
  	\`part_number\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`product_id\` numeric,
  	\`project\` text NOT NULL,
  	\`application\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`address\` text NOT NULL,
  	\`member_id\` integer,
  	\`note\` text,
  	\`carrier\` text,
  	\`tracking_number\` text,
  	\`updated_status_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sample_requests_reference_idx\` ON \`sample_requests\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_mailbox_idx\` ON \`sample_requests\` (\`mailbox\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_status_idx\` ON \`sample_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_assignee_idx\` ON \`sample_requests\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_due_at_idx\` ON \`sample_requests\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_received_at_idx\` ON \`sample_requests\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_part_number_idx\` ON \`sample_requests\` (\`part_number\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_member_idx\` ON \`sample_requests\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_updated_at_idx\` ON \`sample_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_requests_created_at_idx\` ON \`sample_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`follows\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`target\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`follows_key_idx\` ON \`follows\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`follows_member_idx\` ON \`follows\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`follows_target_idx\` ON \`follows\` (\`target\`);`)
  await db.run(sql`CREATE INDEX \`follows_updated_at_idx\` ON \`follows\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`follows_created_at_idx\` ON \`follows\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`outgoing_mails\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`about\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`headers\` text,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`claimed_at\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`outgoing_mails_key_idx\` ON \`outgoing_mails\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`outgoing_mails_about_idx\` ON \`outgoing_mails\` (\`about\`);`)
  await db.run(sql`CREATE INDEX \`outgoing_mails_status_idx\` ON \`outgoing_mails\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`outgoing_mails_next_attempt_at_idx\` ON \`outgoing_mails\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`outgoing_mails_updated_at_idx\` ON \`outgoing_mails\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outgoing_mails_created_at_idx\` ON \`outgoing_mails\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`submission_marks\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key_hash\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`submission_marks_key_hash_idx\` ON \`submission_marks\` (\`key_hash\`);`)
  await db.run(sql`CREATE INDEX \`submission_marks_at_idx\` ON \`submission_marks\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`submission_marks_updated_at_idx\` ON \`submission_marks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`submission_marks_created_at_idx\` ON \`submission_marks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`working_calendar_days_off\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`working_calendar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`working_calendar_days_off_order_idx\` ON \`working_calendar_days_off\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`working_calendar_days_off_parent_id_idx\` ON \`working_calendar_days_off\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`working_calendar_days_on\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`working_calendar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`working_calendar_days_on_order_idx\` ON \`working_calendar_days_on\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`working_calendar_days_on_parent_id_idx\` ON \`working_calendar_days_on\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`working_calendar\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`messages_id\` integer REFERENCES messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sample_requests_id\` integer REFERENCES sample_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`follows_id\` integer REFERENCES follows(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outgoing_mails_id\` integer REFERENCES outgoing_mails(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`submission_marks_id\` integer REFERENCES submission_marks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_follows_id_idx\` ON \`payload_locked_documents_rels\` (\`follows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outgoing_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`outgoing_mails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_marks_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_marks_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`messages_replies\`;`)
  await db.run(sql`DROP TABLE \`messages_history\`;`)
  await db.run(sql`DROP TABLE \`messages\`;`)
  await db.run(sql`DROP TABLE \`sample_requests_history\`;`)
  await db.run(sql`DROP TABLE \`sample_requests\`;`)
  await db.run(sql`DROP TABLE \`follows\`;`)
  await db.run(sql`DROP TABLE \`outgoing_mails\`;`)
  await db.run(sql`DROP TABLE \`submission_marks\`;`)
  await db.run(sql`DROP TABLE \`working_calendar_days_off\`;`)
  await db.run(sql`DROP TABLE \`working_calendar_days_on\`;`)
  await db.run(sql`DROP TABLE \`working_calendar\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
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
  	\`change_notices_id\` integer,
  	\`cross_references_id\` integer,
  	\`offers_id\` integer,
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
  	FOREIGN KEY (\`change_notices_id\`) REFERENCES \`change_notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cross_references_id\`) REFERENCES \`cross_references\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "categories_id", "announcement_kinds_id", "documents_id", "change_notices_id", "cross_references_id", "offers_id", "pages_id", "banners_id", "milestones_id", "ir_events_id", "dividends_id", "meetings_id", "briefings_id", "daily_closes_id", "media_id", "members_id", "users_id", "audit_log_id", "captcha_uses_id") SELECT "id", "order", "parent_id", "path", "articles_id", "categories_id", "announcement_kinds_id", "documents_id", "change_notices_id", "cross_references_id", "offers_id", "pages_id", "banners_id", "milestones_id", "ir_events_id", "dividends_id", "meetings_id", "briefings_id", "daily_closes_id", "media_id", "members_id", "users_id", "audit_log_id", "captcha_uses_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_change_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`change_notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cross_references_id_idx\` ON \`payload_locked_documents_rels\` (\`cross_references_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
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
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
