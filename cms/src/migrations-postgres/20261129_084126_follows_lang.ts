import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_follows_lang" AS ENUM('zh', 'en');
  ALTER TABLE "follows" ADD COLUMN "lang" "enum_follows_lang" DEFAULT 'zh';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "follows" DROP COLUMN "lang";
  DROP TYPE "public"."enum_follows_lang";`)
}
