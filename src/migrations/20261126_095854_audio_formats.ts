import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_renditions_format" AS ENUM('mp3-320', 'mp3-v0', 'flac', 'aac', 'ogg', 'wav', 'mp3', 'stream');
  CREATE TYPE "public"."enum_renditions_state" AS ENUM('queued', 'building', 'ready', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'buildTrackFiles';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'buildTrackFiles';
  CREATE TABLE "renditions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"track_id" uuid,
  	"format" "enum_renditions_format" NOT NULL,
  	"master_hash" varchar NOT NULL,
  	"tags_hash" varchar NOT NULL,
  	"state" "enum_renditions_state" DEFAULT 'queued' NOT NULL,
  	"reason" varchar,
  	"filename" varchar,
  	"size" numeric,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"started_at" timestamp(3) with time zone,
  	"built_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tracks" ADD COLUMN "lyrics" varchar;
  ALTER TABLE "tracks" ADD COLUMN "credits" varchar;
  ALTER TABLE "tracks" ADD COLUMN "isrc" varchar;
  ALTER TABLE "tracks" ADD COLUMN "genre" varchar DEFAULT 'Hip-Hop';
  ALTER TABLE "_tracks_v" ADD COLUMN "version_lyrics" varchar;
  ALTER TABLE "_tracks_v" ADD COLUMN "version_credits" varchar;
  ALTER TABLE "_tracks_v" ADD COLUMN "version_isrc" varchar;
  ALTER TABLE "_tracks_v" ADD COLUMN "version_genre" varchar DEFAULT 'Hip-Hop';
  ALTER TABLE "track_audio" ADD COLUMN "codec" varchar;
  ALTER TABLE "track_audio" ADD COLUMN "sample_rate" numeric;
  ALTER TABLE "track_audio" ADD COLUMN "bit_depth" numeric;
  ALTER TABLE "track_audio" ADD COLUMN "channels" numeric;
  ALTER TABLE "track_audio" ADD COLUMN "duration_seconds" numeric;
  ALTER TABLE "track_audio" ADD COLUMN "sha256" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "renditions_id" uuid;
  ALTER TABLE "renditions" ADD CONSTRAINT "renditions_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "renditions_key_idx" ON "renditions" USING btree ("key");
  CREATE INDEX "renditions_track_idx" ON "renditions" USING btree ("track_id");
  CREATE INDEX "renditions_state_idx" ON "renditions" USING btree ("state");
  CREATE INDEX "renditions_updated_at_idx" ON "renditions" USING btree ("updated_at");
  CREATE INDEX "renditions_created_at_idx" ON "renditions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_renditions_fk" FOREIGN KEY ("renditions_id") REFERENCES "public"."renditions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_renditions_id_idx" ON "payload_locked_documents_rels" USING btree ("renditions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "renditions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "renditions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_renditions_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'exportUserData', 'eraseUser', 'purgeExpiredExports', 'passwordResetMail', 'emailChangeMail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'exportUserData', 'eraseUser', 'purgeExpiredExports', 'passwordResetMail', 'emailChangeMail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_renditions_id_idx";
  ALTER TABLE "tracks" DROP COLUMN "lyrics";
  ALTER TABLE "tracks" DROP COLUMN "credits";
  ALTER TABLE "tracks" DROP COLUMN "isrc";
  ALTER TABLE "tracks" DROP COLUMN "genre";
  ALTER TABLE "_tracks_v" DROP COLUMN "version_lyrics";
  ALTER TABLE "_tracks_v" DROP COLUMN "version_credits";
  ALTER TABLE "_tracks_v" DROP COLUMN "version_isrc";
  ALTER TABLE "_tracks_v" DROP COLUMN "version_genre";
  ALTER TABLE "track_audio" DROP COLUMN "codec";
  ALTER TABLE "track_audio" DROP COLUMN "sample_rate";
  ALTER TABLE "track_audio" DROP COLUMN "bit_depth";
  ALTER TABLE "track_audio" DROP COLUMN "channels";
  ALTER TABLE "track_audio" DROP COLUMN "duration_seconds";
  ALTER TABLE "track_audio" DROP COLUMN "sha256";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "renditions_id";
  DROP TYPE "public"."enum_renditions_format";
  DROP TYPE "public"."enum_renditions_state";`)
}
