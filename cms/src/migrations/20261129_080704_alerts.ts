import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`alert_subscribers_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alert_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`alert_subscribers_categories_order_idx\` ON \`alert_subscribers_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_categories_parent_idx\` ON \`alert_subscribers_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`alert_subscribers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`reference\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`mailbox\` text NOT NULL,
  	\`alert_lang\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`member_id\` integer,
  	\`consent_policy_version\` text,
  	\`consent_given_at\` text,
  	\`confirmed_at\` text,
  	\`ended_at\` text,
  	\`confirm_hash\` text,
  	\`confirm_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`alert_subscribers_reference_idx\` ON \`alert_subscribers\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_mailbox_idx\` ON \`alert_subscribers\` (\`mailbox\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_status_idx\` ON \`alert_subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_member_idx\` ON \`alert_subscribers\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_confirmed_at_idx\` ON \`alert_subscribers\` (\`confirmed_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_ended_at_idx\` ON \`alert_subscribers\` (\`ended_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_confirm_hash_idx\` ON \`alert_subscribers\` (\`confirm_hash\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_confirm_until_idx\` ON \`alert_subscribers\` (\`confirm_until\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_updated_at_idx\` ON \`alert_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_subscribers_created_at_idx\` ON \`alert_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`alert_rounds\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`started_at\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`recipients\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`alert_rounds_key_idx\` ON \`alert_rounds\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`alert_rounds_updated_at_idx\` ON \`alert_rounds\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_rounds_created_at_idx\` ON \`alert_rounds\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_subscribers_id\` integer REFERENCES alert_subscribers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_rounds_id\` integer REFERENCES alert_rounds(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_rounds_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_rounds_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`alert_subscribers_categories\`;`)
  await db.run(sql`DROP TABLE \`alert_subscribers\`;`)
  await db.run(sql`DROP TABLE \`alert_rounds\`;`)
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
  	\`messages_id\` integer,
  	\`sample_requests_id\` integer,
  	\`investor_questions_id\` integer,
  	\`privacy_requests_id\` integer,
  	\`members_id\` integer,
  	\`follows_id\` integer,
  	\`outgoing_mails_id\` integer,
  	\`users_id\` integer,
  	\`audit_log_id\` integer,
  	\`captcha_uses_id\` integer,
  	\`submission_marks_id\` integer,
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
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sample_requests_id\`) REFERENCES \`sample_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`investor_questions_id\`) REFERENCES \`investor_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_requests_id\`) REFERENCES \`privacy_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`follows_id\`) REFERENCES \`follows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outgoing_mails_id\`) REFERENCES \`outgoing_mails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_uses_id\`) REFERENCES \`captcha_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_marks_id\`) REFERENCES \`submission_marks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "categories_id", "announcement_kinds_id", "documents_id", "change_notices_id", "cross_references_id", "offers_id", "pages_id", "banners_id", "milestones_id", "ir_events_id", "dividends_id", "meetings_id", "briefings_id", "daily_closes_id", "media_id", "messages_id", "sample_requests_id", "investor_questions_id", "privacy_requests_id", "members_id", "follows_id", "outgoing_mails_id", "users_id", "audit_log_id", "captcha_uses_id", "submission_marks_id") SELECT "id", "order", "parent_id", "path", "articles_id", "categories_id", "announcement_kinds_id", "documents_id", "change_notices_id", "cross_references_id", "offers_id", "pages_id", "banners_id", "milestones_id", "ir_events_id", "dividends_id", "meetings_id", "briefings_id", "daily_closes_id", "media_id", "messages_id", "sample_requests_id", "investor_questions_id", "privacy_requests_id", "members_id", "follows_id", "outgoing_mails_id", "users_id", "audit_log_id", "captcha_uses_id", "submission_marks_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_investor_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`investor_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_follows_id_idx\` ON \`payload_locked_documents_rels\` (\`follows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outgoing_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`outgoing_mails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_uses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_marks_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_marks_id\`);`)
}
