import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tracks_price_mode" AS ENUM('fixed', 'name-your-price');
  CREATE TYPE "public"."enum__tracks_v_version_price_mode" AS ENUM('fixed', 'name-your-price');
  ALTER TABLE "tracks" ADD COLUMN "price_mode" "enum_tracks_price_mode" DEFAULT 'fixed';
  ALTER TABLE "tracks" ADD COLUMN "suggested_price" numeric(10, 2);
  ALTER TABLE "tracks" ADD COLUMN "maximum_price" numeric(10, 2);
  ALTER TABLE "_tracks_v" ADD COLUMN "version_price_mode" "enum__tracks_v_version_price_mode" DEFAULT 'fixed';
  ALTER TABLE "_tracks_v" ADD COLUMN "version_suggested_price" numeric(10, 2);
  ALTER TABLE "_tracks_v" ADD COLUMN "version_maximum_price" numeric(10, 2);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tracks" DROP COLUMN "price_mode";
  ALTER TABLE "tracks" DROP COLUMN "suggested_price";
  ALTER TABLE "tracks" DROP COLUMN "maximum_price";
  ALTER TABLE "_tracks_v" DROP COLUMN "version_price_mode";
  ALTER TABLE "_tracks_v" DROP COLUMN "version_suggested_price";
  ALTER TABLE "_tracks_v" DROP COLUMN "version_maximum_price";
  DROP TYPE "public"."enum_tracks_price_mode";
  DROP TYPE "public"."enum__tracks_v_version_price_mode";`)
}
