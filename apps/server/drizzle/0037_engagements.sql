CREATE TABLE "engagement_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"engagement_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"name" varchar(80),
	"email" varchar(254),
	"status" varchar(16) DEFAULT 'reserved' NOT NULL,
	"funded_by" varchar(16),
	"quantity" integer NOT NULL,
	"amount_usd_cents" integer NOT NULL,
	"contribution_group_id" integer,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_choices_status_ck" CHECK ("engagement_choices"."status" in ('reserved', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "engagement_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"engagement_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"impact_level_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "engagement_options_quantity_ck" CHECK ("engagement_options"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(40) NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"choice_limit" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	"is_active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "engagements_limit_ck" CHECK ("engagements"."choice_limit" > 0),
	CONSTRAINT "engagements_active_ck" CHECK ("engagements"."is_active" in (0, 1)),
	CONSTRAINT "engagements_dates_ck" CHECK ("engagements"."start_date" is null or "engagements"."end_date" is null or "engagements"."end_date" >= "engagements"."start_date")
);
--> statement-breakpoint
ALTER TABLE "engagement_choices" ADD CONSTRAINT "engagement_choices_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_choices" ADD CONSTRAINT "engagement_choices_option_id_engagement_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."engagement_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_choices" ADD CONSTRAINT "engagement_choices_contribution_group_id_contribution_groups_id_fk" FOREIGN KEY ("contribution_group_id") REFERENCES "public"."contribution_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_options" ADD CONSTRAINT "engagement_options_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_options" ADD CONSTRAINT "engagement_options_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_options" ADD CONSTRAINT "engagement_options_impact_level_id_impact_levels_id_fk" FOREIGN KEY ("impact_level_id") REFERENCES "public"."impact_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_choices_engagement_idx" ON "engagement_choices" USING btree ("engagement_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_options_level_uq" ON "engagement_options" USING btree ("engagement_id","impact_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engagements_key_uq" ON "engagements" USING btree ("key");--> statement-breakpoint
CREATE INDEX "engagements_company_idx" ON "engagements" USING btree ("company_id","updated_at","id");