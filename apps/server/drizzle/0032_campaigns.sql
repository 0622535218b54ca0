CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_key" varchar(40) NOT NULL,
	"company_id" integer NOT NULL,
	"story_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"impact_level_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"goal_units" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"thank_you_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "campaigns_goal_ck" CHECK ("campaigns"."goal_units" > 0),
	CONSTRAINT "campaigns_dates_ck" CHECK ("campaigns"."ends_on" >= "campaigns"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "contribution_groups" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_impact_level_id_impact_levels_id_fk" FOREIGN KEY ("impact_level_id") REFERENCES "public"."impact_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_share_key_uq" ON "campaigns" USING btree ("share_key");--> statement-breakpoint
CREATE INDEX "campaigns_company_idx" ON "campaigns" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "contribution_groups_campaign_idx" ON "contribution_groups" USING btree ("campaign_id") WHERE "contribution_groups"."campaign_id" is not null;