import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_releases_release_type" AS ENUM('single', 'ep', 'album');
  CREATE TYPE "public"."enum_releases_price_mode" AS ENUM('fixed', 'name-your-price');
  CREATE TYPE "public"."enum_releases_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__releases_v_version_release_type" AS ENUM('single', 'ep', 'album');
  CREATE TYPE "public"."enum__releases_v_version_price_mode" AS ENUM('fixed', 'name-your-price');
  CREATE TYPE "public"."enum__releases_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "releases" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"artist" varchar DEFAULT 'KAIRO',
  	"release_type" "enum_releases_release_type" DEFAULT 'ep',
  	"release_date" timestamp(3) with time zone,
  	"price_mode" "enum_releases_price_mode" DEFAULT 'fixed',
  	"price" numeric(10, 2),
  	"suggested_price" numeric(10, 2),
  	"maximum_price" numeric(10, 2),
  	"cover_image_id" uuid,
  	"description" varchar,
  	"credits" varchar,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_releases_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "releases_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"tracks_id" uuid
  );
  
  CREATE TABLE "_releases_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_artist" varchar DEFAULT 'KAIRO',
  	"version_release_type" "enum__releases_v_version_release_type" DEFAULT 'ep',
  	"version_release_date" timestamp(3) with time zone,
  	"version_price_mode" "enum__releases_v_version_price_mode" DEFAULT 'fixed',
  	"version_price" numeric(10, 2),
  	"version_suggested_price" numeric(10, 2),
  	"version_maximum_price" numeric(10, 2),
  	"version_cover_image_id" uuid,
  	"version_description" varchar,
  	"version_credits" varchar,
  	"version_position" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__releases_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_releases_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"tracks_id" uuid
  );
  
  CREATE TABLE "purchases_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"tracks_id" uuid
  );
  
  ALTER TABLE "purchases" ALTER COLUMN "track_id" DROP NOT NULL;
  ALTER TABLE "purchases" ADD COLUMN "release_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "releases_id" uuid;
  ALTER TABLE "releases" ADD CONSTRAINT "releases_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "releases_rels" ADD CONSTRAINT "releases_rels_tracks_fk" FOREIGN KEY ("tracks_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_releases_v" ADD CONSTRAINT "_releases_v_parent_id_releases_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."releases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_releases_v" ADD CONSTRAINT "_releases_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_releases_v_rels" ADD CONSTRAINT "_releases_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_releases_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_releases_v_rels" ADD CONSTRAINT "_releases_v_rels_tracks_fk" FOREIGN KEY ("tracks_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchases_rels" ADD CONSTRAINT "purchases_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "purchases_rels" ADD CONSTRAINT "purchases_rels_tracks_fk" FOREIGN KEY ("tracks_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "releases_slug_idx" ON "releases" USING btree ("slug");
  CREATE INDEX "releases_cover_image_idx" ON "releases" USING btree ("cover_image_id");
  CREATE INDEX "releases_position_idx" ON "releases" USING btree ("position");
  CREATE INDEX "releases_updated_at_idx" ON "releases" USING btree ("updated_at");
  CREATE INDEX "releases_created_at_idx" ON "releases" USING btree ("created_at");
  CREATE INDEX "releases__status_idx" ON "releases" USING btree ("_status");
  CREATE INDEX "releases_rels_order_idx" ON "releases_rels" USING btree ("order");
  CREATE INDEX "releases_rels_parent_idx" ON "releases_rels" USING btree ("parent_id");
  CREATE INDEX "releases_rels_path_idx" ON "releases_rels" USING btree ("path");
  CREATE INDEX "releases_rels_tracks_id_idx" ON "releases_rels" USING btree ("tracks_id");
  CREATE INDEX "_releases_v_parent_idx" ON "_releases_v" USING btree ("parent_id");
  CREATE INDEX "_releases_v_version_version_slug_idx" ON "_releases_v" USING btree ("version_slug");
  CREATE INDEX "_releases_v_version_version_cover_image_idx" ON "_releases_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_releases_v_version_version_position_idx" ON "_releases_v" USING btree ("version_position");
  CREATE INDEX "_releases_v_version_version_updated_at_idx" ON "_releases_v" USING btree ("version_updated_at");
  CREATE INDEX "_releases_v_version_version_created_at_idx" ON "_releases_v" USING btree ("version_created_at");
  CREATE INDEX "_releases_v_version_version__status_idx" ON "_releases_v" USING btree ("version__status");
  CREATE INDEX "_releases_v_created_at_idx" ON "_releases_v" USING btree ("created_at");
  CREATE INDEX "_releases_v_updated_at_idx" ON "_releases_v" USING btree ("updated_at");
  CREATE INDEX "_releases_v_latest_idx" ON "_releases_v" USING btree ("latest");
  CREATE INDEX "_releases_v_rels_order_idx" ON "_releases_v_rels" USING btree ("order");
  CREATE INDEX "_releases_v_rels_parent_idx" ON "_releases_v_rels" USING btree ("parent_id");
  CREATE INDEX "_releases_v_rels_path_idx" ON "_releases_v_rels" USING btree ("path");
  CREATE INDEX "_releases_v_rels_tracks_id_idx" ON "_releases_v_rels" USING btree ("tracks_id");
  CREATE INDEX "purchases_rels_order_idx" ON "purchases_rels" USING btree ("order");
  CREATE INDEX "purchases_rels_parent_idx" ON "purchases_rels" USING btree ("parent_id");
  CREATE INDEX "purchases_rels_path_idx" ON "purchases_rels" USING btree ("path");
  CREATE INDEX "purchases_rels_tracks_id_idx" ON "purchases_rels" USING btree ("tracks_id");
  ALTER TABLE "purchases" ADD CONSTRAINT "purchases_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_releases_fk" FOREIGN KEY ("releases_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "purchases_release_idx" ON "purchases" USING btree ("release_id");
  CREATE INDEX "payload_locked_documents_rels_releases_id_idx" ON "payload_locked_documents_rels" USING btree ("releases_id");`)
  // A purchase is of one thing: a track or a release, never both or neither.
  await db.execute(sql`
  ALTER TABLE "purchases" ADD CONSTRAINT "purchases_one_item"
    CHECK (("track_id" IS NULL) <> ("release_id" IS NULL));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "purchases" DROP CONSTRAINT "purchases_one_item";`)
  await db.execute(sql`
   ALTER TABLE "releases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "releases_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_releases_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_releases_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "purchases_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "releases" CASCADE;
  DROP TABLE "releases_rels" CASCADE;
  DROP TABLE "_releases_v" CASCADE;
  DROP TABLE "_releases_v_rels" CASCADE;
  DROP TABLE "purchases_rels" CASCADE;
  ALTER TABLE "purchases" DROP CONSTRAINT "purchases_release_id_releases_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_releases_fk";
  
  DROP INDEX "purchases_release_idx";
  DROP INDEX "payload_locked_documents_rels_releases_id_idx";
  ALTER TABLE "purchases" ALTER COLUMN "track_id" SET NOT NULL;
  ALTER TABLE "purchases" DROP COLUMN "release_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "releases_id";
  DROP TYPE "public"."enum_releases_release_type";
  DROP TYPE "public"."enum_releases_price_mode";
  DROP TYPE "public"."enum_releases_status";
  DROP TYPE "public"."enum__releases_v_version_release_type";
  DROP TYPE "public"."enum__releases_v_version_price_mode";
  DROP TYPE "public"."enum__releases_v_version_status";`)
}
