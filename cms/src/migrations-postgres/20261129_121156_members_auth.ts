import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Members become a Payload auth collection (issue 46): Payload's hash, salt and reset-token columns replace the CMS's
// own scrypt hash, which Payload cannot check, and the e-mail address is required. A member made before this has no
// password until one is set in the admin; the seed's member is made after it.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // A member without an address gets one under the reserved .invalid domain, never delivered, to be replaced in the admin.
  await db.execute(sql`
   UPDATE "members" SET "email" = "username" || '@members.invalid' WHERE "email" IS NULL;
  ALTER TABLE "members" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "members" ADD COLUMN "reset_password_token" varchar;
  ALTER TABLE "members" ADD COLUMN "reset_password_expiration" timestamp(3) with time zone;
  ALTER TABLE "members" ADD COLUMN "salt" varchar;
  ALTER TABLE "members" ADD COLUMN "hash" varchar;
  ALTER TABLE "members" ADD COLUMN "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "members_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_preferences_rels_members_id_idx" ON "payload_preferences_rels" USING btree ("members_id");
  ALTER TABLE "members" DROP COLUMN "password_hash";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_members_fk";
  
  DROP INDEX "payload_preferences_rels_members_id_idx";
  ALTER TABLE "members" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "members" ADD COLUMN "password_hash" varchar;
  ALTER TABLE "members" DROP COLUMN "reset_password_token";
  ALTER TABLE "members" DROP COLUMN "reset_password_expiration";
  ALTER TABLE "members" DROP COLUMN "salt";
  ALTER TABLE "members" DROP COLUMN "hash";
  ALTER TABLE "members" DROP COLUMN "reset_password_requested_at";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "members_id";`)
}
