import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mail_outbox_kind" ADD VALUE 'release-open';
  ALTER TABLE "releases" ADD COLUMN "opened_at" timestamp(3) with time zone;
  ALTER TABLE "_releases_v" ADD COLUMN "version_opened_at" timestamp(3) with time zone;
  -- Releases already out have nothing to open: their day has passed.
  UPDATE "releases" SET "opened_at" = "release_date" WHERE "release_date" <= now();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_outbox_kind";
  CREATE TYPE "public"."enum_mail_outbox_kind" AS ENUM('receipt', 'data-export-ready');
  ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_outbox_kind" USING "kind"::"public"."enum_mail_outbox_kind";
  ALTER TABLE "releases" DROP COLUMN "opened_at";
  ALTER TABLE "_releases_v" DROP COLUMN "version_opened_at";`)
}
