import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`privacy_requests_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`who\` text,
  	\`what\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_requests_history_order_idx\` ON \`privacy_requests_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_history_parent_id_idx\` ON \`privacy_requests_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_requests\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`reference\` text NOT NULL,
  	\`mailbox\` text,
  	\`status\` text DEFAULT 'unverified' NOT NULL,
  	\`assignee_id\` integer,
  	\`due_at\` text,
  	\`received_at\` text,
  	\`closed_at\` text,
  	\`lang\` text DEFAULT 'zh' NOT NULL,
  	\`verified_at\` text,
  	\`kind\` text NOT NULL,
  	\`reply\` text,
  	\`outcome\` text,
  	\`name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`account\` text,
  	\`details\` text,
  	\`verify_hash\` text,
  	\`verify_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`privacy_requests_reference_idx\` ON \`privacy_requests\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_mailbox_idx\` ON \`privacy_requests\` (\`mailbox\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_status_idx\` ON \`privacy_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_assignee_idx\` ON \`privacy_requests\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_due_at_idx\` ON \`privacy_requests\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_received_at_idx\` ON \`privacy_requests\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_kind_idx\` ON \`privacy_requests\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_verify_hash_idx\` ON \`privacy_requests\` (\`verify_hash\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_updated_at_idx\` ON \`privacy_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_created_at_idx\` ON \`privacy_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`outgoing_mails\` ADD \`attachment_name\` text;`)
  await db.run(sql`ALTER TABLE \`outgoing_mails\` ADD \`attachment\` text;`)
  await db.run(sql`ALTER TABLE \`outgoing_mails\` ADD \`confidential\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`outgoing_mails\` ADD \`forget_after_send\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`outgoing_mails_confidential_idx\` ON \`outgoing_mails\` (\`confidential\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`privacy_requests_id\` integer REFERENCES privacy_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`privacy_requests_history\`;`)
  await db.run(sql`DROP TABLE \`privacy_requests\`;`)
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
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`follows_id\`) REFERENCES \`follows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outgoing_mails_id\`) REFERENCES \`outgoing_mails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_uses_id\`) REFERENCES \`captcha_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_marks_id\`) REFERENCES \`submission_marks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "categories_id", "announcement_kinds_id", "documents_id", "change_notices_id", "cross_references_id", "offers_id", "pages_id", "banners_id", "milestones_id", "ir_events_id", "dividends_id", "meetings_id", "briefings_id", "daily_closes_id", "media_id", "messages_id", "sample_requests_id", "investor_questions_id", "members_id", "follows_id", "outgoing_mails_id", "users_id", "audit_log_id", "captcha_uses_id", "submission_marks_id") SELECT "id", "order", "parent_id", "path", "articles_id", "categories_id", "announcement_kinds_id", "documents_id", "change_notices_id", "cross_references_id", "offers_id", "pages_id", "banners_id", "milestones_id", "ir_events_id", "dividends_id", "meetings_id", "briefings_id", "daily_closes_id", "media_id", "messages_id", "sample_requests_id", "investor_questions_id", "members_id", "follows_id", "outgoing_mails_id", "users_id", "audit_log_id", "captcha_uses_id", "submission_marks_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_follows_id_idx\` ON \`payload_locked_documents_rels\` (\`follows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outgoing_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`outgoing_mails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_uses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_marks_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_marks_id\`);`)
  await db.run(sql`DROP INDEX \`outgoing_mails_confidential_idx\`;`)
  await db.run(sql`ALTER TABLE \`outgoing_mails\` DROP COLUMN \`attachment_name\`;`)
  await db.run(sql`ALTER TABLE \`outgoing_mails\` DROP COLUMN \`attachment\`;`)
  await db.run(sql`ALTER TABLE \`outgoing_mails\` DROP COLUMN \`confidential\`;`)
  await db.run(sql`ALTER TABLE \`outgoing_mails\` DROP COLUMN \`forget_after_send\`;`)
}
