import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_investor_questions_status" AS ENUM('submitted', 'drafted', 'answered', 'closed');
  CREATE TYPE "public"."enum_investor_questions_lang" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_investor_questions_category" AS ENUM('operations', 'finance', 'governance', 'dividend', 'products', 'complaint', 'other');
  CREATE TABLE "investor_questions_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"who" varchar,
  	"what" varchar
  );
  
  CREATE TABLE "investor_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"mailbox" varchar,
  	"status" "enum_investor_questions_status" DEFAULT 'submitted' NOT NULL,
  	"assignee_id" integer,
  	"due_at" timestamp(3) with time zone,
  	"received_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"lang" "enum_investor_questions_lang" DEFAULT 'zh' NOT NULL,
  	"published" boolean DEFAULT false,
  	"category" "enum_investor_questions_category" NOT NULL,
  	"member_id" integer,
  	"question" varchar NOT NULL,
  	"name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"consent_publish" boolean DEFAULT false,
  	"consent_policy_version" varchar,
  	"consent_given_at" timestamp(3) with time zone,
  	"answer" varchar,
  	"translation_question" varchar,
  	"translation_answer" varchar,
  	"withhold" boolean DEFAULT false,
  	"close_reason" varchar,
  	"drafted_by" varchar,
  	"approved_by" varchar,
  	"answered_at" timestamp(3) with time zone,
  	"asker_zh" varchar,
  	"asker_en" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "investor_questions_id" integer;
  ALTER TABLE "investor_questions_history" ADD CONSTRAINT "investor_questions_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."investor_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "investor_questions" ADD CONSTRAINT "investor_questions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "investor_questions" ADD CONSTRAINT "investor_questions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "investor_questions_history_order_idx" ON "investor_questions_history" USING btree ("_order");
  CREATE INDEX "investor_questions_history_parent_id_idx" ON "investor_questions_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "investor_questions_reference_idx" ON "investor_questions" USING btree ("reference");
  CREATE INDEX "investor_questions_mailbox_idx" ON "investor_questions" USING btree ("mailbox");
  CREATE INDEX "investor_questions_status_idx" ON "investor_questions" USING btree ("status");
  CREATE INDEX "investor_questions_assignee_idx" ON "investor_questions" USING btree ("assignee_id");
  CREATE INDEX "investor_questions_due_at_idx" ON "investor_questions" USING btree ("due_at");
  CREATE INDEX "investor_questions_received_at_idx" ON "investor_questions" USING btree ("received_at");
  CREATE INDEX "investor_questions_published_idx" ON "investor_questions" USING btree ("published");
  CREATE INDEX "investor_questions_category_idx" ON "investor_questions" USING btree ("category");
  CREATE INDEX "investor_questions_member_idx" ON "investor_questions" USING btree ("member_id");
  CREATE INDEX "investor_questions_answered_at_idx" ON "investor_questions" USING btree ("answered_at");
  CREATE INDEX "investor_questions_updated_at_idx" ON "investor_questions" USING btree ("updated_at");
  CREATE INDEX "investor_questions_created_at_idx" ON "investor_questions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_investor_questions_fk" FOREIGN KEY ("investor_questions_id") REFERENCES "public"."investor_questions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_investor_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("investor_questions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "investor_questions_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "investor_questions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "investor_questions_history" CASCADE;
  DROP TABLE "investor_questions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_investor_questions_fk";
  
  DROP INDEX "payload_locked_documents_rels_investor_questions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "investor_questions_id";
  DROP TYPE "public"."enum_investor_questions_status";
  DROP TYPE "public"."enum_investor_questions_lang";
  DROP TYPE "public"."enum_investor_questions_category";`)
}
