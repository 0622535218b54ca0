CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_key" varchar(40) NOT NULL,
	"account" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"story_text" text NOT NULL,
	"project_id" integer NOT NULL,
	"impact_level_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"is_multi_project" integer DEFAULT 0 NOT NULL,
	"giving_story_image" varchar(500),
	"is_giving_monthly" integer DEFAULT 1 NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"automation_status" varchar(16) DEFAULT 'on' NOT NULL,
	"next_giving_at" timestamp with time zone,
	"skip_period" varchar(7),
	"destination_link" varchar(500),
	"template_id" integer,
	"is_public" integer DEFAULT 0 NOT NULL,
	"manage_nonce" varchar(12) NOT NULL,
	"activated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_from" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "stories_status_ck" CHECK ("stories"."status" in ('draft', 'active')),
	CONSTRAINT "stories_automation_ck" CHECK ("stories"."automation_status" in ('on', 'paused', 'off')),
	CONSTRAINT "stories_monthly_ck" CHECK ("stories"."is_giving_monthly" in (0, 1)),
	CONSTRAINT "stories_quantity_ck" CHECK ("stories"."quantity" > 0),
	CONSTRAINT "stories_account_ck" CHECK (("stories"."account" = 'user' and "stories"."company_id" is null) or ("stories"."account" = 'company' and "stories"."company_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "story_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"impact_level_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "story_projects_quantity_ck" CHECK ("story_projects"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "story_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"period" varchar(7) NOT NULL,
	"idempotency_key" varchar(80) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"contribution_group_id" integer,
	"amount_usd_cents" integer,
	"funded_by" varchar(16),
	"payment_card_id" integer,
	"provider_reference" varchar(255),
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "story_runs_status_ck" CHECK ("story_runs"."status" in ('pending', 'retrying', 'paid', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "story_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"industry_id" integer,
	"owner_key" varchar(40),
	"title" varchar(120) NOT NULL,
	"story_text" text NOT NULL,
	"project_id" integer NOT NULL,
	"impact_level_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"is_giving_monthly" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "story_templates_quantity_ck" CHECK ("story_templates"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_impact_level_id_impact_levels_id_fk" FOREIGN KEY ("impact_level_id") REFERENCES "public"."impact_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_projects" ADD CONSTRAINT "story_projects_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_projects" ADD CONSTRAINT "story_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_projects" ADD CONSTRAINT "story_projects_impact_level_id_impact_levels_id_fk" FOREIGN KEY ("impact_level_id") REFERENCES "public"."impact_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_runs" ADD CONSTRAINT "story_runs_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_runs" ADD CONSTRAINT "story_runs_contribution_group_id_contribution_groups_id_fk" FOREIGN KEY ("contribution_group_id") REFERENCES "public"."contribution_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_templates" ADD CONSTRAINT "story_templates_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_templates" ADD CONSTRAINT "story_templates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_templates" ADD CONSTRAINT "story_templates_impact_level_id_impact_levels_id_fk" FOREIGN KEY ("impact_level_id") REFERENCES "public"."impact_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_owner_updated_idx" ON "stories" USING btree ("owner_key","updated_at","id") WHERE "stories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "stories_company_idx" ON "stories" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "stories_due_idx" ON "stories" USING btree ("next_giving_at","id") WHERE "stories"."deleted_at" is null and "stories"."status" = 'active' and "stories"."is_giving_monthly" = 1 and "stories"."automation_status" = 'on';--> statement-breakpoint
CREATE UNIQUE INDEX "story_projects_level_uq" ON "story_projects" USING btree ("story_id","impact_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "story_runs_period_uq" ON "story_runs" USING btree ("story_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "story_runs_key_uq" ON "story_runs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "story_runs_retry_idx" ON "story_runs" USING btree ("next_attempt_at") WHERE "story_runs"."status" = 'retrying';--> statement-breakpoint
CREATE INDEX "story_templates_owner_idx" ON "story_templates" USING btree ("owner_key");--> statement-breakpoint
CREATE INDEX "story_templates_industry_idx" ON "story_templates" USING btree ("industry_id");