CREATE TABLE "api_givings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"api_key_id" integer,
	"source" varchar(8) NOT NULL,
	"story_id" integer,
	"period" varchar(10),
	"quantity" integer NOT NULL,
	"customer_reference" varchar(120),
	"payment" varchar(8) DEFAULT 'auto' NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"funded_by" varchar(8),
	"amount_usd_cents" integer NOT NULL,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"contribution_group_id" integer,
	CONSTRAINT "api_givings_status_ck" CHECK ("api_givings"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "api_givings_amount_ck" CHECK ("api_givings"."amount_usd_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "api_idempotency_keys" (
	"api_key_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_idempotency_keys_api_key_id_key_pk" PRIMARY KEY("api_key_id","key")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"mode" varchar(8) NOT NULL,
	"scopes" varchar(120) NOT NULL,
	"prefix" varchar(24) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "api_keys_mode_ck" CHECK ("api_keys"."mode" in ('live', 'test'))
);
--> statement-breakpoint
CREATE TABLE "api_story_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"story_id" integer NOT NULL,
	"api_key_id" integer NOT NULL,
	"mode" varchar(8) NOT NULL,
	"quantity" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"period" varchar(10) NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"reference" varchar(120),
	"idempotency_key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"giving_id" integer,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_story_events_mode_ck" CHECK ("api_story_events"."mode" in ('live', 'test')),
	CONSTRAINT "api_story_events_quantity_ck" CHECK ("api_story_events"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "api_test_giving_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"giving_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"impact_level_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"beneficiaries" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amt_total_usd_cents" integer NOT NULL,
	"contribution_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_test_givings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"api_key_id" integer,
	"source" varchar(8) NOT NULL,
	"story_id" integer,
	"period" varchar(10),
	"quantity" integer NOT NULL,
	"customer_reference" varchar(120),
	"payment" varchar(8) DEFAULT 'auto' NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"funded_by" varchar(8),
	"amount_usd_cents" integer NOT NULL,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "api_test_givings_status_ck" CHECK ("api_test_givings"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "api_test_givings_amount_ck" CHECK ("api_test_givings"."amount_usd_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "api_batch_period" varchar(8) DEFAULT 'day' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_givings" ADD CONSTRAINT "api_givings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_givings" ADD CONSTRAINT "api_givings_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_givings" ADD CONSTRAINT "api_givings_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_givings" ADD CONSTRAINT "api_givings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_givings" ADD CONSTRAINT "api_givings_contribution_group_id_contribution_groups_id_fk" FOREIGN KEY ("contribution_group_id") REFERENCES "public"."contribution_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ADD CONSTRAINT "api_idempotency_keys_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_story_events" ADD CONSTRAINT "api_story_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_story_events" ADD CONSTRAINT "api_story_events_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_story_events" ADD CONSTRAINT "api_story_events_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_test_giving_lines" ADD CONSTRAINT "api_test_giving_lines_giving_id_api_test_givings_id_fk" FOREIGN KEY ("giving_id") REFERENCES "public"."api_test_givings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_test_giving_lines" ADD CONSTRAINT "api_test_giving_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_test_giving_lines" ADD CONSTRAINT "api_test_giving_lines_impact_level_id_impact_levels_id_fk" FOREIGN KEY ("impact_level_id") REFERENCES "public"."impact_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_test_givings" ADD CONSTRAINT "api_test_givings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_test_givings" ADD CONSTRAINT "api_test_givings_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_test_givings" ADD CONSTRAINT "api_test_givings_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_test_givings" ADD CONSTRAINT "api_test_givings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_givings_company_idx" ON "api_givings" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "api_givings_pending_idx" ON "api_givings" USING btree ("id") WHERE "api_givings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "api_idempotency_created_idx" ON "api_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_uq" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_story_events_key_uq" ON "api_story_events" USING btree ("api_key_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "api_story_events_open_idx" ON "api_story_events" USING btree ("period_end","story_id","mode") WHERE "api_story_events"."giving_id" is null;--> statement-breakpoint
CREATE INDEX "api_story_events_story_idx" ON "api_story_events" USING btree ("story_id","id");--> statement-breakpoint
CREATE INDEX "api_test_giving_lines_giving_idx" ON "api_test_giving_lines" USING btree ("giving_id");--> statement-breakpoint
CREATE INDEX "api_test_giving_lines_company_idx" ON "api_test_giving_lines" USING btree ("company_id","contribution_date","id");--> statement-breakpoint
CREATE INDEX "api_test_givings_company_idx" ON "api_test_givings" USING btree ("company_id","id");--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_api_batch_ck" CHECK ("stories"."api_batch_period" in ('day', 'month'));