import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_messages_status" AS ENUM('new', 'in_progress', 'replied', 'closed');
  CREATE TYPE "public"."enum_messages_lang" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_messages_topic" AS ENUM('sales', 'support', 'sample', 'investor', 'other');
  CREATE TYPE "public"."enum_sample_requests_status" AS ENUM('submitted', 'approved', 'rejected', 'shipped', 'closed');
  CREATE TYPE "public"."enum_sample_requests_lang" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_follows_kind" AS ENUM('product', 'line');
  CREATE TYPE "public"."enum_outgoing_mails_status" AS ENUM('queued', 'sending', 'sent', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendMails' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendMails' BEFORE 'schedulePublish';
  CREATE TABLE "messages_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"by" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "messages_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"who" varchar,
  	"what" varchar
  );
  
  CREATE TABLE "messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"mailbox" varchar,
  	"status" "enum_messages_status" DEFAULT 'new' NOT NULL,
  	"assignee_id" integer,
  	"due_at" timestamp(3) with time zone,
  	"received_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"lang" "enum_messages_lang" DEFAULT 'zh' NOT NULL,
  	"topic" "enum_messages_topic" NOT NULL,
  	"name" varchar NOT NULL,
  	"company" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"content" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sample_requests_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"who" varchar,
  	"what" varchar
  );
  
  CREATE TABLE "sample_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"mailbox" varchar,
  	"status" "enum_sample_requests_status" DEFAULT 'submitted' NOT NULL,
  	"assignee_id" integer,
  	"due_at" timestamp(3) with time zone,
  	"received_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"lang" "enum_sample_requests_lang" DEFAULT 'zh' NOT NULL,
  	"part_number" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"product_id" numeric,
  	"project" varchar NOT NULL,
  	"application" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"address" varchar NOT NULL,
  	"member_id" integer,
  	"note" varchar,
  	"carrier" varchar,
  	"tracking_number" varchar,
  	"updated_status_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "follows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"member_id" integer NOT NULL,
  	"kind" "enum_follows_kind" NOT NULL,
  	"target" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outgoing_mails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"about" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"headers" jsonb,
  	"status" "enum_outgoing_mails_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "submission_marks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key_hash" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "working_calendar_days_off" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "working_calendar_days_on" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "working_calendar" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sample_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "follows_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outgoing_mails_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "submission_marks_id" integer;
  ALTER TABLE "messages_replies" ADD CONSTRAINT "messages_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "messages_history" ADD CONSTRAINT "messages_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_requests_history" ADD CONSTRAINT "sample_requests_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follows" ADD CONSTRAINT "follows_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "working_calendar_days_off" ADD CONSTRAINT "working_calendar_days_off_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."working_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "working_calendar_days_on" ADD CONSTRAINT "working_calendar_days_on_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."working_calendar"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "messages_replies_order_idx" ON "messages_replies" USING btree ("_order");
  CREATE INDEX "messages_replies_parent_id_idx" ON "messages_replies" USING btree ("_parent_id");
  CREATE INDEX "messages_history_order_idx" ON "messages_history" USING btree ("_order");
  CREATE INDEX "messages_history_parent_id_idx" ON "messages_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "messages_reference_idx" ON "messages" USING btree ("reference");
  CREATE INDEX "messages_mailbox_idx" ON "messages" USING btree ("mailbox");
  CREATE INDEX "messages_status_idx" ON "messages" USING btree ("status");
  CREATE INDEX "messages_assignee_idx" ON "messages" USING btree ("assignee_id");
  CREATE INDEX "messages_due_at_idx" ON "messages" USING btree ("due_at");
  CREATE INDEX "messages_received_at_idx" ON "messages" USING btree ("received_at");
  CREATE INDEX "messages_updated_at_idx" ON "messages" USING btree ("updated_at");
  CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");
  CREATE INDEX "sample_requests_history_order_idx" ON "sample_requests_history" USING btree ("_order");
  CREATE INDEX "sample_requests_history_parent_id_idx" ON "sample_requests_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sample_requests_reference_idx" ON "sample_requests" USING btree ("reference");
  CREATE INDEX "sample_requests_mailbox_idx" ON "sample_requests" USING btree ("mailbox");
  CREATE INDEX "sample_requests_status_idx" ON "sample_requests" USING btree ("status");
  CREATE INDEX "sample_requests_assignee_idx" ON "sample_requests" USING btree ("assignee_id");
  CREATE INDEX "sample_requests_due_at_idx" ON "sample_requests" USING btree ("due_at");
  CREATE INDEX "sample_requests_received_at_idx" ON "sample_requests" USING btree ("received_at");
  CREATE INDEX "sample_requests_part_number_idx" ON "sample_requests" USING btree ("part_number");
  CREATE INDEX "sample_requests_member_idx" ON "sample_requests" USING btree ("member_id");
  CREATE INDEX "sample_requests_updated_at_idx" ON "sample_requests" USING btree ("updated_at");
  CREATE INDEX "sample_requests_created_at_idx" ON "sample_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "follows_key_idx" ON "follows" USING btree ("key");
  CREATE INDEX "follows_member_idx" ON "follows" USING btree ("member_id");
  CREATE INDEX "follows_target_idx" ON "follows" USING btree ("target");
  CREATE INDEX "follows_updated_at_idx" ON "follows" USING btree ("updated_at");
  CREATE INDEX "follows_created_at_idx" ON "follows" USING btree ("created_at");
  CREATE UNIQUE INDEX "outgoing_mails_key_idx" ON "outgoing_mails" USING btree ("key");
  CREATE INDEX "outgoing_mails_about_idx" ON "outgoing_mails" USING btree ("about");
  CREATE INDEX "outgoing_mails_status_idx" ON "outgoing_mails" USING btree ("status");
  CREATE INDEX "outgoing_mails_next_attempt_at_idx" ON "outgoing_mails" USING btree ("next_attempt_at");
  CREATE INDEX "outgoing_mails_updated_at_idx" ON "outgoing_mails" USING btree ("updated_at");
  CREATE INDEX "outgoing_mails_created_at_idx" ON "outgoing_mails" USING btree ("created_at");
  CREATE INDEX "submission_marks_key_hash_idx" ON "submission_marks" USING btree ("key_hash");
  CREATE INDEX "submission_marks_at_idx" ON "submission_marks" USING btree ("at");
  CREATE INDEX "submission_marks_updated_at_idx" ON "submission_marks" USING btree ("updated_at");
  CREATE INDEX "submission_marks_created_at_idx" ON "submission_marks" USING btree ("created_at");
  CREATE INDEX "working_calendar_days_off_order_idx" ON "working_calendar_days_off" USING btree ("_order");
  CREATE INDEX "working_calendar_days_off_parent_id_idx" ON "working_calendar_days_off" USING btree ("_parent_id");
  CREATE INDEX "working_calendar_days_on_order_idx" ON "working_calendar_days_on" USING btree ("_order");
  CREATE INDEX "working_calendar_days_on_parent_id_idx" ON "working_calendar_days_on" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_messages_fk" FOREIGN KEY ("messages_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sample_requests_fk" FOREIGN KEY ("sample_requests_id") REFERENCES "public"."sample_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_follows_fk" FOREIGN KEY ("follows_id") REFERENCES "public"."follows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outgoing_mails_fk" FOREIGN KEY ("outgoing_mails_id") REFERENCES "public"."outgoing_mails"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submission_marks_fk" FOREIGN KEY ("submission_marks_id") REFERENCES "public"."submission_marks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("messages_id");
  CREATE INDEX "payload_locked_documents_rels_sample_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("sample_requests_id");
  CREATE INDEX "payload_locked_documents_rels_follows_id_idx" ON "payload_locked_documents_rels" USING btree ("follows_id");
  CREATE INDEX "payload_locked_documents_rels_outgoing_mails_id_idx" ON "payload_locked_documents_rels" USING btree ("outgoing_mails_id");
  CREATE INDEX "payload_locked_documents_rels_submission_marks_id_idx" ON "payload_locked_documents_rels" USING btree ("submission_marks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "messages_replies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "messages_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sample_requests_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sample_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "follows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outgoing_mails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "submission_marks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "working_calendar_days_off" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "working_calendar_days_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "working_calendar" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "messages_replies" CASCADE;
  DROP TABLE "messages_history" CASCADE;
  DROP TABLE "messages" CASCADE;
  DROP TABLE "sample_requests_history" CASCADE;
  DROP TABLE "sample_requests" CASCADE;
  DROP TABLE "follows" CASCADE;
  DROP TABLE "outgoing_mails" CASCADE;
  DROP TABLE "submission_marks" CASCADE;
  DROP TABLE "working_calendar_days_off" CASCADE;
  DROP TABLE "working_calendar_days_on" CASCADE;
  DROP TABLE "working_calendar" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sample_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_follows_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outgoing_mails_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_submission_marks_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'revalidateSite', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'revalidateSite', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_sample_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_follows_id_idx";
  DROP INDEX "payload_locked_documents_rels_outgoing_mails_id_idx";
  DROP INDEX "payload_locked_documents_rels_submission_marks_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sample_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "follows_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outgoing_mails_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "submission_marks_id";
  DROP TYPE "public"."enum_messages_status";
  DROP TYPE "public"."enum_messages_lang";
  DROP TYPE "public"."enum_messages_topic";
  DROP TYPE "public"."enum_sample_requests_status";
  DROP TYPE "public"."enum_sample_requests_lang";
  DROP TYPE "public"."enum_follows_kind";
  DROP TYPE "public"."enum_outgoing_mails_status";`)
}
