import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('user', 'premium', 'admin', 'viewer', 'moderator');
  CREATE TYPE "public"."enum_users_account_status" AS ENUM('active', 'locked', 'suspended');
  CREATE TYPE "public"."enum_tracks_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__tracks_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_videos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__videos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_photos_category" AS ENUM('album-covers', 'creative', 'formal', 'portrait', 'lifestyle', 'personal');
  CREATE TYPE "public"."enum_photos_size" AS ENUM('large', 'wide', 'regular');
  CREATE TYPE "public"."enum_photos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__photos_v_version_category" AS ENUM('album-covers', 'creative', 'formal', 'portrait', 'lifestyle', 'personal');
  CREATE TYPE "public"."enum__photos_v_version_size" AS ENUM('large', 'wide', 'regular');
  CREATE TYPE "public"."enum__photos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_purchases_status" AS ENUM('pending', 'completed', 'failed', 'refunded', 'disputed');
  CREATE TYPE "public"."enum_user_file_permissions_permission" AS ENUM('read', 'download');
  CREATE TYPE "public"."enum_audit_logs_severity" AS ENUM('info', 'warning', 'error', 'critical');
  CREATE TYPE "public"."enum_data_export_requests_request_type" AS ENUM('export', 'deletion');
  CREATE TYPE "public"."enum_data_export_requests_status" AS ENUM('pending', 'processing', 'completed', 'failed');
  CREATE TYPE "public"."enum_contacts_status" AS ENUM('new', 'read', 'replied', 'archived');
  CREATE TABLE "users" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"email" varchar NOT NULL,
  	"username" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"profile_image_url" varchar,
  	"role" "enum_users_role" DEFAULT 'user' NOT NULL,
  	"account_status" "enum_users_account_status" DEFAULT 'active' NOT NULL,
  	"email_verified" boolean DEFAULT false,
  	"mfa_enabled" boolean DEFAULT false,
  	"password_hash" varchar,
  	"password_salt" varchar,
  	"mfa_secret" varchar,
  	"mfa_backup_codes" jsonb,
  	"email_verification_token" varchar,
  	"password_reset_token" varchar,
  	"password_reset_expires" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lockout_until" timestamp(3) with time zone,
  	"last_login_at" timestamp(3) with time zone,
  	"last_login_ip" varchar,
  	"last_password_change" timestamp(3) with time zone,
  	"active_session_count" numeric DEFAULT 0,
  	"max_concurrent_sessions" numeric DEFAULT 5,
  	"consent_to_data_processing" boolean DEFAULT false,
  	"consent_date" timestamp(3) with time zone,
  	"data_retention_until" timestamp(3) with time zone,
  	"gdpr_delete_requested" boolean DEFAULT false,
  	"stripe_customer_id" varchar,
  	"stripe_subscription_id" varchar,
  	"storage_quota_bytes" numeric DEFAULT 1073741824,
  	"storage_used_bytes" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tracks" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"artist" varchar,
  	"price" numeric(10, 2),
  	"description" varchar,
  	"cover_image_id" uuid,
  	"audio_id" uuid,
  	"duration" varchar DEFAULT '0:45',
  	"preview_start" numeric DEFAULT 0,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_tracks_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_tracks_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_artist" varchar,
  	"version_price" numeric(10, 2),
  	"version_description" varchar,
  	"version_cover_image_id" uuid,
  	"version_audio_id" uuid,
  	"version_duration" varchar DEFAULT '0:45',
  	"version_preview_start" numeric DEFAULT 0,
  	"version_position" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__tracks_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "track_audio" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"label" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "media" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_full_url" varchar,
  	"sizes_full_width" numeric,
  	"sizes_full_height" numeric,
  	"sizes_full_mime_type" varchar,
  	"sizes_full_filesize" numeric,
  	"sizes_full_filename" varchar
  );
  
  CREATE TABLE "videos" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"video_url" varchar,
  	"thumbnail_id" uuid,
  	"member_only" boolean DEFAULT true,
  	"is_promo" boolean DEFAULT false,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_videos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_videos_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_video_url" varchar,
  	"version_thumbnail_id" uuid,
  	"version_member_only" boolean DEFAULT true,
  	"version_is_promo" boolean DEFAULT false,
  	"version_position" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__videos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "photos" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"image_id" uuid,
  	"category" "enum_photos_category" DEFAULT 'creative',
  	"size" "enum_photos_size" DEFAULT 'regular',
  	"member_only" boolean DEFAULT false,
  	"position" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_photos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_photos_v" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"parent_id" uuid,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_image_id" uuid,
  	"version_category" "enum__photos_v_version_category" DEFAULT 'creative',
  	"version_size" "enum__photos_v_version_size" DEFAULT 'regular',
  	"version_member_only" boolean DEFAULT false,
  	"version_position" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__photos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "purchases" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"track_id" uuid NOT NULL,
  	"amount" numeric(10, 2) NOT NULL,
  	"currency" varchar DEFAULT 'usd',
  	"stripe_payment_intent_id" varchar,
  	"status" "enum_purchases_status" DEFAULT 'pending',
  	"purchase_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "user_file_permissions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"track_id" uuid NOT NULL,
  	"purchase_id" uuid,
  	"file_url" varchar NOT NULL,
  	"encrypted_file_path" varchar,
  	"permission" "enum_user_file_permissions_permission" DEFAULT 'read',
  	"access_count" numeric DEFAULT 0,
  	"max_access_count" numeric DEFAULT -1,
  	"expires_at" timestamp(3) with time zone,
  	"is_active" boolean DEFAULT true,
  	"last_accessed" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "user_sessions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"session_token" varchar NOT NULL,
  	"refresh_token" varchar,
  	"device_id" varchar,
  	"device_name" varchar,
  	"ip_address" varchar,
  	"user_agent" varchar,
  	"is_active" boolean DEFAULT true,
  	"last_activity" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "password_history" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"password_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "login_attempts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"email" varchar,
  	"ip_address" varchar NOT NULL,
  	"user_agent" varchar,
  	"success" boolean DEFAULT false,
  	"failure_reason" varchar,
  	"timestamp" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_logs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid,
  	"session_id" varchar,
  	"event_type" varchar NOT NULL,
  	"resource_type" varchar,
  	"resource_id" varchar,
  	"action" varchar NOT NULL,
  	"ip_address" varchar,
  	"user_agent" varchar,
  	"details" jsonb,
  	"severity" "enum_audit_logs_severity" DEFAULT 'info',
  	"success" boolean DEFAULT true,
  	"error_message" varchar,
  	"timestamp" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "data_export_requests" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid,
  	"request_type" "enum_data_export_requests_request_type" NOT NULL,
  	"status" "enum_data_export_requests_status" DEFAULT 'pending',
  	"download_url" varchar,
  	"failure_reason" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contacts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"mailing_address" varchar,
  	"phone_number" varchar,
  	"social_media" varchar,
  	"message" varchar,
  	"source" varchar DEFAULT 'website',
  	"status" "enum_contacts_status" DEFAULT 'new',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" uuid,
  	"tracks_id" uuid,
  	"track_audio_id" uuid,
  	"media_id" uuid,
  	"videos_id" uuid,
  	"photos_id" uuid,
  	"purchases_id" uuid,
  	"user_file_permissions_id" uuid,
  	"user_sessions_id" uuid,
  	"password_history_id" uuid,
  	"login_attempts_id" uuid,
  	"audit_logs_id" uuid,
  	"data_export_requests_id" uuid,
  	"contacts_id" uuid
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" uuid NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" uuid
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"artist_name" varchar DEFAULT 'KAIRO',
  	"brand" varchar DEFAULT 'KAIRO OFFICIAL',
  	"tagline" varchar,
  	"featured_track_id" uuid,
  	"contact_email" varchar DEFAULT 'team@kairo.example',
  	"footer_year" numeric DEFAULT 2025,
  	"developer_credit" varchar DEFAULT 'Site by the KAIRO web team',
  	"social_youtube" varchar,
  	"social_instagram" varchar,
  	"social_spotify" varchar,
  	"social_tiktok" varchar,
  	"social_facebook" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "biography" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"headline" varchar DEFAULT 'ABOUT',
  	"intro" varchar,
  	"content" jsonb NOT NULL,
  	"members_note" varchar DEFAULT 'Exclusive content is for members.',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "tracks" ADD CONSTRAINT "tracks_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tracks" ADD CONSTRAINT "tracks_audio_id_track_audio_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."track_audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tracks_v" ADD CONSTRAINT "_tracks_v_parent_id_tracks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tracks_v" ADD CONSTRAINT "_tracks_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tracks_v" ADD CONSTRAINT "_tracks_v_version_audio_id_track_audio_id_fk" FOREIGN KEY ("version_audio_id") REFERENCES "public"."track_audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_parent_id_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "photos" ADD CONSTRAINT "photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_photos_v" ADD CONSTRAINT "_photos_v_parent_id_photos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_photos_v" ADD CONSTRAINT "_photos_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "purchases" ADD CONSTRAINT "purchases_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_file_permissions" ADD CONSTRAINT "user_file_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_file_permissions" ADD CONSTRAINT "user_file_permissions_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_file_permissions" ADD CONSTRAINT "user_file_permissions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "password_history" ADD CONSTRAINT "password_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "data_export_requests" ADD CONSTRAINT "data_export_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tracks_fk" FOREIGN KEY ("tracks_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_track_audio_fk" FOREIGN KEY ("track_audio_id") REFERENCES "public"."track_audio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_photos_fk" FOREIGN KEY ("photos_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_purchases_fk" FOREIGN KEY ("purchases_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_user_file_permissions_fk" FOREIGN KEY ("user_file_permissions_id") REFERENCES "public"."user_file_permissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_user_sessions_fk" FOREIGN KEY ("user_sessions_id") REFERENCES "public"."user_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_password_history_fk" FOREIGN KEY ("password_history_id") REFERENCES "public"."password_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_login_attempts_fk" FOREIGN KEY ("login_attempts_id") REFERENCES "public"."login_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_logs_fk" FOREIGN KEY ("audit_logs_id") REFERENCES "public"."audit_logs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_export_requests_fk" FOREIGN KEY ("data_export_requests_id") REFERENCES "public"."data_export_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_featured_track_id_tracks_id_fk" FOREIGN KEY ("featured_track_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree ("username");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE INDEX "tracks_cover_image_idx" ON "tracks" USING btree ("cover_image_id");
  CREATE INDEX "tracks_audio_idx" ON "tracks" USING btree ("audio_id");
  CREATE INDEX "tracks_position_idx" ON "tracks" USING btree ("position");
  CREATE INDEX "tracks_updated_at_idx" ON "tracks" USING btree ("updated_at");
  CREATE INDEX "tracks_created_at_idx" ON "tracks" USING btree ("created_at");
  CREATE INDEX "tracks__status_idx" ON "tracks" USING btree ("_status");
  CREATE INDEX "_tracks_v_parent_idx" ON "_tracks_v" USING btree ("parent_id");
  CREATE INDEX "_tracks_v_version_version_cover_image_idx" ON "_tracks_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_tracks_v_version_version_audio_idx" ON "_tracks_v" USING btree ("version_audio_id");
  CREATE INDEX "_tracks_v_version_version_position_idx" ON "_tracks_v" USING btree ("version_position");
  CREATE INDEX "_tracks_v_version_version_updated_at_idx" ON "_tracks_v" USING btree ("version_updated_at");
  CREATE INDEX "_tracks_v_version_version_created_at_idx" ON "_tracks_v" USING btree ("version_created_at");
  CREATE INDEX "_tracks_v_version_version__status_idx" ON "_tracks_v" USING btree ("version__status");
  CREATE INDEX "_tracks_v_created_at_idx" ON "_tracks_v" USING btree ("created_at");
  CREATE INDEX "_tracks_v_updated_at_idx" ON "_tracks_v" USING btree ("updated_at");
  CREATE INDEX "_tracks_v_latest_idx" ON "_tracks_v" USING btree ("latest");
  CREATE INDEX "track_audio_updated_at_idx" ON "track_audio" USING btree ("updated_at");
  CREATE INDEX "track_audio_created_at_idx" ON "track_audio" USING btree ("created_at");
  CREATE UNIQUE INDEX "track_audio_filename_idx" ON "track_audio" USING btree ("filename");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_full_sizes_full_filename_idx" ON "media" USING btree ("sizes_full_filename");
  CREATE INDEX "videos_thumbnail_idx" ON "videos" USING btree ("thumbnail_id");
  CREATE INDEX "videos_position_idx" ON "videos" USING btree ("position");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE INDEX "videos__status_idx" ON "videos" USING btree ("_status");
  CREATE INDEX "_videos_v_parent_idx" ON "_videos_v" USING btree ("parent_id");
  CREATE INDEX "_videos_v_version_version_thumbnail_idx" ON "_videos_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_videos_v_version_version_position_idx" ON "_videos_v" USING btree ("version_position");
  CREATE INDEX "_videos_v_version_version_updated_at_idx" ON "_videos_v" USING btree ("version_updated_at");
  CREATE INDEX "_videos_v_version_version_created_at_idx" ON "_videos_v" USING btree ("version_created_at");
  CREATE INDEX "_videos_v_version_version__status_idx" ON "_videos_v" USING btree ("version__status");
  CREATE INDEX "_videos_v_created_at_idx" ON "_videos_v" USING btree ("created_at");
  CREATE INDEX "_videos_v_updated_at_idx" ON "_videos_v" USING btree ("updated_at");
  CREATE INDEX "_videos_v_latest_idx" ON "_videos_v" USING btree ("latest");
  CREATE INDEX "photos_image_idx" ON "photos" USING btree ("image_id");
  CREATE INDEX "photos_position_idx" ON "photos" USING btree ("position");
  CREATE INDEX "photos_updated_at_idx" ON "photos" USING btree ("updated_at");
  CREATE INDEX "photos_created_at_idx" ON "photos" USING btree ("created_at");
  CREATE INDEX "photos__status_idx" ON "photos" USING btree ("_status");
  CREATE INDEX "_photos_v_parent_idx" ON "_photos_v" USING btree ("parent_id");
  CREATE INDEX "_photos_v_version_version_image_idx" ON "_photos_v" USING btree ("version_image_id");
  CREATE INDEX "_photos_v_version_version_position_idx" ON "_photos_v" USING btree ("version_position");
  CREATE INDEX "_photos_v_version_version_updated_at_idx" ON "_photos_v" USING btree ("version_updated_at");
  CREATE INDEX "_photos_v_version_version_created_at_idx" ON "_photos_v" USING btree ("version_created_at");
  CREATE INDEX "_photos_v_version_version__status_idx" ON "_photos_v" USING btree ("version__status");
  CREATE INDEX "_photos_v_created_at_idx" ON "_photos_v" USING btree ("created_at");
  CREATE INDEX "_photos_v_updated_at_idx" ON "_photos_v" USING btree ("updated_at");
  CREATE INDEX "_photos_v_latest_idx" ON "_photos_v" USING btree ("latest");
  CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id");
  CREATE INDEX "purchases_track_idx" ON "purchases" USING btree ("track_id");
  CREATE UNIQUE INDEX "purchases_stripe_payment_intent_id_idx" ON "purchases" USING btree ("stripe_payment_intent_id");
  CREATE INDEX "purchases_status_idx" ON "purchases" USING btree ("status");
  CREATE INDEX "purchases_updated_at_idx" ON "purchases" USING btree ("updated_at");
  CREATE INDEX "purchases_created_at_idx" ON "purchases" USING btree ("created_at");
  CREATE INDEX "user_file_permissions_user_idx" ON "user_file_permissions" USING btree ("user_id");
  CREATE INDEX "user_file_permissions_track_idx" ON "user_file_permissions" USING btree ("track_id");
  CREATE INDEX "user_file_permissions_purchase_idx" ON "user_file_permissions" USING btree ("purchase_id");
  CREATE INDEX "user_file_permissions_updated_at_idx" ON "user_file_permissions" USING btree ("updated_at");
  CREATE INDEX "user_file_permissions_created_at_idx" ON "user_file_permissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_track_idx" ON "user_file_permissions" USING btree ("user_id","track_id");
  CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id");
  CREATE UNIQUE INDEX "user_sessions_session_token_idx" ON "user_sessions" USING btree ("session_token");
  CREATE UNIQUE INDEX "user_sessions_refresh_token_idx" ON "user_sessions" USING btree ("refresh_token");
  CREATE INDEX "user_sessions_is_active_idx" ON "user_sessions" USING btree ("is_active");
  CREATE INDEX "user_sessions_updated_at_idx" ON "user_sessions" USING btree ("updated_at");
  CREATE INDEX "user_sessions_created_at_idx" ON "user_sessions" USING btree ("created_at");
  CREATE INDEX "password_history_user_idx" ON "password_history" USING btree ("user_id");
  CREATE INDEX "password_history_updated_at_idx" ON "password_history" USING btree ("updated_at");
  CREATE INDEX "password_history_created_at_idx" ON "password_history" USING btree ("created_at");
  CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email");
  CREATE INDEX "login_attempts_ip_address_idx" ON "login_attempts" USING btree ("ip_address");
  CREATE INDEX "login_attempts_timestamp_idx" ON "login_attempts" USING btree ("timestamp");
  CREATE INDEX "login_attempts_updated_at_idx" ON "login_attempts" USING btree ("updated_at");
  CREATE INDEX "login_attempts_created_at_idx" ON "login_attempts" USING btree ("created_at");
  CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("user_id");
  CREATE INDEX "audit_logs_event_type_idx" ON "audit_logs" USING btree ("event_type");
  CREATE INDEX "audit_logs_severity_idx" ON "audit_logs" USING btree ("severity");
  CREATE INDEX "audit_logs_timestamp_idx" ON "audit_logs" USING btree ("timestamp");
  CREATE INDEX "audit_logs_updated_at_idx" ON "audit_logs" USING btree ("updated_at");
  CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs" USING btree ("created_at");
  CREATE INDEX "data_export_requests_user_idx" ON "data_export_requests" USING btree ("user_id");
  CREATE INDEX "data_export_requests_updated_at_idx" ON "data_export_requests" USING btree ("updated_at");
  CREATE INDEX "data_export_requests_created_at_idx" ON "data_export_requests" USING btree ("created_at");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_tracks_id_idx" ON "payload_locked_documents_rels" USING btree ("tracks_id");
  CREATE INDEX "payload_locked_documents_rels_track_audio_id_idx" ON "payload_locked_documents_rels" USING btree ("track_audio_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("photos_id");
  CREATE INDEX "payload_locked_documents_rels_purchases_id_idx" ON "payload_locked_documents_rels" USING btree ("purchases_id");
  CREATE INDEX "payload_locked_documents_rels_user_file_permissions_id_idx" ON "payload_locked_documents_rels" USING btree ("user_file_permissions_id");
  CREATE INDEX "payload_locked_documents_rels_user_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("user_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_password_history_id_idx" ON "payload_locked_documents_rels" USING btree ("password_history_id");
  CREATE INDEX "payload_locked_documents_rels_login_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("login_attempts_id");
  CREATE INDEX "payload_locked_documents_rels_audit_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_logs_id");
  CREATE INDEX "payload_locked_documents_rels_data_export_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("data_export_requests_id");
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_featured_track_idx" ON "site_settings" USING btree ("featured_track_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users" CASCADE;
  DROP TABLE "tracks" CASCADE;
  DROP TABLE "_tracks_v" CASCADE;
  DROP TABLE "track_audio" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "_videos_v" CASCADE;
  DROP TABLE "photos" CASCADE;
  DROP TABLE "_photos_v" CASCADE;
  DROP TABLE "purchases" CASCADE;
  DROP TABLE "user_file_permissions" CASCADE;
  DROP TABLE "user_sessions" CASCADE;
  DROP TABLE "password_history" CASCADE;
  DROP TABLE "login_attempts" CASCADE;
  DROP TABLE "audit_logs" CASCADE;
  DROP TABLE "data_export_requests" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "biography" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_account_status";
  DROP TYPE "public"."enum_tracks_status";
  DROP TYPE "public"."enum__tracks_v_version_status";
  DROP TYPE "public"."enum_videos_status";
  DROP TYPE "public"."enum__videos_v_version_status";
  DROP TYPE "public"."enum_photos_category";
  DROP TYPE "public"."enum_photos_size";
  DROP TYPE "public"."enum_photos_status";
  DROP TYPE "public"."enum__photos_v_version_category";
  DROP TYPE "public"."enum__photos_v_version_size";
  DROP TYPE "public"."enum__photos_v_version_status";
  DROP TYPE "public"."enum_purchases_status";
  DROP TYPE "public"."enum_user_file_permissions_permission";
  DROP TYPE "public"."enum_audit_logs_severity";
  DROP TYPE "public"."enum_data_export_requests_request_type";
  DROP TYPE "public"."enum_data_export_requests_status";
  DROP TYPE "public"."enum_contacts_status";`)
}
