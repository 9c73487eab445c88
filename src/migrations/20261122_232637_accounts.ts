import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "auth_challenges" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"remember_me" boolean DEFAULT false,
  	"ip_address" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "mfa_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "mfa_last_time_step" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "auth_challenges_id" uuid;
  ALTER TABLE "auth_challenges" ADD CONSTRAINT "auth_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "auth_challenges_user_idx" ON "auth_challenges" USING btree ("user_id");
  CREATE UNIQUE INDEX "auth_challenges_token_hash_idx" ON "auth_challenges" USING btree ("token_hash");
  CREATE INDEX "auth_challenges_updated_at_idx" ON "auth_challenges" USING btree ("updated_at");
  CREATE INDEX "auth_challenges_created_at_idx" ON "auth_challenges" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auth_challenges_fk" FOREIGN KEY ("auth_challenges_id") REFERENCES "public"."auth_challenges"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_auth_challenges_id_idx" ON "payload_locked_documents_rels" USING btree ("auth_challenges_id");`)
  // Counters of rate-limiter-flexible's PostgreSQL store (src/lib/security/rateLimit.ts).
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "rate_limits" (
  	"key" varchar(255) PRIMARY KEY,
  	"points" integer NOT NULL DEFAULT 0,
  	"expire" bigint
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auth_challenges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "auth_challenges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_auth_challenges_fk";
  
  DROP INDEX "payload_locked_documents_rels_auth_challenges_id_idx";
  ALTER TABLE "users" DROP COLUMN "mfa_pending_secret";
  ALTER TABLE "users" DROP COLUMN "mfa_last_time_step";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "auth_challenges_id";`)
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limits";`)
}
