import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alert_subscribers_categories" AS ENUM('announcements', 'reports', 'news', 'events', 'notices');
  CREATE TYPE "public"."enum_alert_subscribers_alert_lang" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_alert_subscribers_status" AS ENUM('pending', 'active', 'ended');
  CREATE TYPE "public"."enum_alert_rounds_category" AS ENUM('announcements', 'reports', 'news', 'events', 'notices');
  CREATE TYPE "public"."enum_alert_rounds_status" AS ENUM('queued', 'done');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendAlerts' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendAlerts' BEFORE 'schedulePublish';
  CREATE TABLE "alert_subscribers_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_alert_subscribers_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "alert_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"mailbox" varchar NOT NULL,
  	"alert_lang" "enum_alert_subscribers_alert_lang" NOT NULL,
  	"status" "enum_alert_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"member_id" integer,
  	"consent_policy_version" varchar,
  	"consent_given_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"confirm_hash" varchar,
  	"confirm_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_rounds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"category" "enum_alert_rounds_category" NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_alert_rounds_status" DEFAULT 'queued' NOT NULL,
  	"recipients" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_rounds_id" integer;
  ALTER TABLE "alert_subscribers_categories" ADD CONSTRAINT "alert_subscribers_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alert_subscribers" ADD CONSTRAINT "alert_subscribers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "alert_subscribers_categories_order_idx" ON "alert_subscribers_categories" USING btree ("order");
  CREATE INDEX "alert_subscribers_categories_parent_idx" ON "alert_subscribers_categories" USING btree ("parent_id");
  CREATE UNIQUE INDEX "alert_subscribers_reference_idx" ON "alert_subscribers" USING btree ("reference");
  CREATE INDEX "alert_subscribers_mailbox_idx" ON "alert_subscribers" USING btree ("mailbox");
  CREATE INDEX "alert_subscribers_status_idx" ON "alert_subscribers" USING btree ("status");
  CREATE INDEX "alert_subscribers_member_idx" ON "alert_subscribers" USING btree ("member_id");
  CREATE INDEX "alert_subscribers_confirmed_at_idx" ON "alert_subscribers" USING btree ("confirmed_at");
  CREATE INDEX "alert_subscribers_ended_at_idx" ON "alert_subscribers" USING btree ("ended_at");
  CREATE INDEX "alert_subscribers_confirm_hash_idx" ON "alert_subscribers" USING btree ("confirm_hash");
  CREATE INDEX "alert_subscribers_confirm_until_idx" ON "alert_subscribers" USING btree ("confirm_until");
  CREATE INDEX "alert_subscribers_updated_at_idx" ON "alert_subscribers" USING btree ("updated_at");
  CREATE INDEX "alert_subscribers_created_at_idx" ON "alert_subscribers" USING btree ("created_at");
  CREATE UNIQUE INDEX "alert_rounds_key_idx" ON "alert_rounds" USING btree ("key");
  CREATE INDEX "alert_rounds_updated_at_idx" ON "alert_rounds" USING btree ("updated_at");
  CREATE INDEX "alert_rounds_created_at_idx" ON "alert_rounds" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_subscribers_fk" FOREIGN KEY ("alert_subscribers_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_rounds_fk" FOREIGN KEY ("alert_rounds_id") REFERENCES "public"."alert_rounds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alert_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_alert_rounds_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_rounds_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alert_subscribers_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_rounds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alert_subscribers_categories" CASCADE;
  DROP TABLE "alert_subscribers" CASCADE;
  DROP TABLE "alert_rounds" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_rounds_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'revalidateSite', 'sendMails', 'queueDigests', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'revalidateSite', 'sendMails', 'queueDigests', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_alert_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_alert_rounds_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_rounds_id";
  DROP TYPE "public"."enum_alert_subscribers_categories";
  DROP TYPE "public"."enum_alert_subscribers_alert_lang";
  DROP TYPE "public"."enum_alert_subscribers_status";
  DROP TYPE "public"."enum_alert_rounds_category";
  DROP TYPE "public"."enum_alert_rounds_status";`)
}
