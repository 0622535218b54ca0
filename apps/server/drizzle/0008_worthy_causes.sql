CREATE TABLE "partner_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer,
	"kind" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"file_id" integer NOT NULL,
	"period_start" date,
	"period_end" date,
	"amount_usd_cents" integer,
	"year" integer,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "partner_documents_kind_ck" CHECK ("partner_documents"."kind" in ('remittance', 'annual', 'resource')),
	CONSTRAINT "partner_documents_owner_ck" CHECK (("partner_documents"."kind" = 'resource') = ("partner_documents"."partner_id" is null))
);
--> statement-breakpoint
CREATE TABLE "project_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"actor_id" integer,
	"actor_type" varchar(16) NOT NULL,
	"action" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'applied' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_changes_status_ck" CHECK ("project_changes"."status" in ('applied', 'pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "project_changes_actor_type_ck" CHECK ("project_changes"."actor_type" in ('partner', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "project_display_countries" (
	"project_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "project_display_countries_project_id_country_id_pk" PRIMARY KEY("project_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "project_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"url" text NOT NULL,
	"file_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"author_id" integer,
	"title" varchar(160) NOT NULL,
	"body" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'published' NOT NULL,
	"moderation_note" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "project_updates_status_ck" CHECK ("project_updates"."status" in ('published', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "worthy_cause_referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_user_id" integer,
	"referrer_name" varchar(120) NOT NULL,
	"referrer_email" varchar(254) NOT NULL,
	"cause_name" varchar(200) NOT NULL,
	"website" text,
	"country_id" integer,
	"contact_name" varchar(120),
	"contact_email" varchar(254),
	"contact_phone" varchar(40),
	"description" text NOT NULL,
	"status" varchar(16) DEFAULT 'new' NOT NULL,
	"admin_note" text,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "worthy_cause_referrals_status_ck" CHECK ("worthy_cause_referrals"."status" in ('new', 'contacted', 'onboarded', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "show_to_personal" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "show_to_company" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_documents" ADD CONSTRAINT "partner_documents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_documents" ADD CONSTRAINT "partner_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_changes" ADD CONSTRAINT "project_changes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_display_countries" ADD CONSTRAINT "project_display_countries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_display_countries" ADD CONSTRAINT "project_display_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_locations" ADD CONSTRAINT "project_locations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_locations" ADD CONSTRAINT "project_locations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_locations" ADD CONSTRAINT "project_locations_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worthy_cause_referrals" ADD CONSTRAINT "worthy_cause_referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worthy_cause_referrals" ADD CONSTRAINT "worthy_cause_referrals_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_documents_partner_idx" ON "partner_documents" USING btree ("partner_id","kind");--> statement-breakpoint
CREATE INDEX "project_changes_project_idx" ON "project_changes" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_changes_partner_idx" ON "project_changes" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "project_changes_created_idx" ON "project_changes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_changes_one_pending_uq" ON "project_changes" USING btree ("project_id") WHERE "project_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "project_images_project_idx" ON "project_images" USING btree ("project_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "project_locations_uq" ON "project_locations" USING btree ("project_id","country_id",coalesce("state_id", 0));--> statement-breakpoint
CREATE INDEX "project_locations_country_idx" ON "project_locations" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "project_updates_project_idx" ON "project_updates" USING btree ("project_id","published_at");--> statement-breakpoint
CREATE INDEX "project_updates_partner_idx" ON "project_updates" USING btree ("partner_id","published_at");--> statement-breakpoint
CREATE INDEX "project_updates_status_idx" ON "project_updates" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "worthy_cause_referrals_status_idx" ON "worthy_cause_referrals" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every existing project works in its one country (and region, if set).
INSERT INTO "project_locations" ("project_id", "country_id", "state_id", "sort_order")
SELECT "id", "country_id", "state_id", 0 FROM "projects" WHERE "country_id" IS NOT NULL;
--> statement-breakpoint
-- Projects that went live before review was recorded count as approved when they were made.
UPDATE "projects" SET "approved_at" = "created_at" WHERE "status" IN ('live', 'paused', 'closed') AND "approved_at" IS NULL;
