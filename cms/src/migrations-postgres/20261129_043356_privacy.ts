import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_requests_status" AS ENUM('unverified', 'verified', 'completed', 'refused', 'lapsed');
  CREATE TYPE "public"."enum_privacy_requests_lang" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_privacy_requests_kind" AS ENUM('access', 'correction', 'deletion', 'withdraw_consent', 'account_deletion');
  CREATE TABLE "privacy_requests_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"who" varchar,
  	"what" varchar
  );
  
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"mailbox" varchar,
  	"status" "enum_privacy_requests_status" DEFAULT 'unverified' NOT NULL,
  	"assignee_id" integer,
  	"due_at" timestamp(3) with time zone,
  	"received_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"lang" "enum_privacy_requests_lang" DEFAULT 'zh' NOT NULL,
  	"verified_at" timestamp(3) with time zone,
  	"kind" "enum_privacy_requests_kind" NOT NULL,
  	"reply" varchar,
  	"outcome" varchar,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"account" varchar,
  	"details" varchar,
  	"verify_hash" varchar,
  	"verify_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "outgoing_mails" ADD COLUMN "attachment_name" varchar;
  ALTER TABLE "outgoing_mails" ADD COLUMN "attachment" varchar;
  ALTER TABLE "outgoing_mails" ADD COLUMN "confidential" boolean DEFAULT false;
  ALTER TABLE "outgoing_mails" ADD COLUMN "forget_after_send" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_requests_id" integer;
  ALTER TABLE "privacy_requests_history" ADD CONSTRAINT "privacy_requests_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "privacy_requests_history_order_idx" ON "privacy_requests_history" USING btree ("_order");
  CREATE INDEX "privacy_requests_history_parent_id_idx" ON "privacy_requests_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "privacy_requests_reference_idx" ON "privacy_requests" USING btree ("reference");
  CREATE INDEX "privacy_requests_mailbox_idx" ON "privacy_requests" USING btree ("mailbox");
  CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status");
  CREATE INDEX "privacy_requests_assignee_idx" ON "privacy_requests" USING btree ("assignee_id");
  CREATE INDEX "privacy_requests_due_at_idx" ON "privacy_requests" USING btree ("due_at");
  CREATE INDEX "privacy_requests_received_at_idx" ON "privacy_requests" USING btree ("received_at");
  CREATE INDEX "privacy_requests_kind_idx" ON "privacy_requests" USING btree ("kind");
  CREATE INDEX "privacy_requests_verify_hash_idx" ON "privacy_requests" USING btree ("verify_hash");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk" FOREIGN KEY ("privacy_requests_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "outgoing_mails_confidential_idx" ON "outgoing_mails" USING btree ("confidential");
  CREATE INDEX "payload_locked_documents_rels_privacy_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_requests_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_requests_history" CASCADE;
  DROP TABLE "privacy_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk";
  
  DROP INDEX "outgoing_mails_confidential_idx";
  DROP INDEX "payload_locked_documents_rels_privacy_requests_id_idx";
  ALTER TABLE "outgoing_mails" DROP COLUMN "attachment_name";
  ALTER TABLE "outgoing_mails" DROP COLUMN "attachment";
  ALTER TABLE "outgoing_mails" DROP COLUMN "confidential";
  ALTER TABLE "outgoing_mails" DROP COLUMN "forget_after_send";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_requests_id";
  DROP TYPE "public"."enum_privacy_requests_status";
  DROP TYPE "public"."enum_privacy_requests_lang";
  DROP TYPE "public"."enum_privacy_requests_kind";`)
}
