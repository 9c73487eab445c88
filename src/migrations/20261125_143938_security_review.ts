import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'passwordResetMail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'emailChangeMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'passwordResetMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'emailChangeMail';
  ALTER TABLE "contacts" ADD COLUMN "sender_id" uuid;
  ALTER TABLE "users" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "users" ADD COLUMN "pending_email_token" varchar;
  ALTER TABLE "users" ADD COLUMN "pending_email_expires" timestamp(3) with time zone;
  ALTER TABLE "login_attempts" ADD COLUMN "user_id" uuid;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contacts_sender_idx" ON "contacts" USING btree ("sender_id");
  CREATE INDEX "users_pending_email_token_idx" ON "users" USING btree ("pending_email_token");
  CREATE INDEX "login_attempts_user_idx" ON "login_attempts" USING btree ("user_id");`)
  // Attempts recorded before this migration name the account only by address: those made on an
  // account whose address is confirmed, since it was created, are its own.
  await db.execute(sql`
    UPDATE "login_attempts" AS attempt SET "user_id" = account."id"
    FROM "users" AS account
    WHERE attempt."user_id" IS NULL AND account."email_verified" = true
      AND lower(attempt."email") = lower(account."email")
      AND attempt."timestamp" >= account."created_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contacts" DROP CONSTRAINT "contacts_sender_id_users_id_fk";
  
  ALTER TABLE "login_attempts" DROP CONSTRAINT "login_attempts_user_id_users_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'exportUserData', 'eraseUser', 'purgeExpiredExports');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'exportUserData', 'eraseUser', 'purgeExpiredExports');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "contacts_sender_idx";
  DROP INDEX "users_pending_email_token_idx";
  DROP INDEX "login_attempts_user_idx";
  ALTER TABLE "contacts" DROP COLUMN "sender_id";
  ALTER TABLE "users" DROP COLUMN "pending_email";
  ALTER TABLE "users" DROP COLUMN "pending_email_token";
  ALTER TABLE "users" DROP COLUMN "pending_email_expires";
  ALTER TABLE "login_attempts" DROP COLUMN "user_id";`)
}
