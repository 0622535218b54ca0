CREATE TABLE "bundle_items" (
	"bundle_project_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"impact_level_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_items_bundle_project_id_impact_level_id_pk" PRIMARY KEY("bundle_project_id","impact_level_id"),
	CONSTRAINT "bundle_items_quantity_ck" CHECK ("bundle_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"project_id" integer NOT NULL,
	"impact_level_id" integer NOT NULL,
	"story_id" integer DEFAULT 0 NOT NULL,
	"story_group_id" varchar(64),
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "cart_items_type_ck" CHECK ("cart_items"."type" in ('project', 'story')),
	CONSTRAINT "cart_items_quantity_ck" CHECK ("cart_items"."quantity" > 0),
	CONSTRAINT "cart_items_story_ck" CHECK (("cart_items"."type" = 'project' and "cart_items"."story_id" = 0) or ("cart_items"."type" = 'story' and "cart_items"."story_id" > 0))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_key" varchar(40) NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"account" varchar(16) NOT NULL,
	"contribution_group_id" integer,
	"restored" integer DEFAULT 0 NOT NULL,
	"monthly_story_flag" integer DEFAULT 0 NOT NULL,
	"ecard_template_id" integer,
	"ecard_message" text,
	"ecard_recipient_name" varchar(120),
	"ecard_recipient_email" varchar(254),
	"share_key" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "carts_account_ck" CHECK (("carts"."account" = 'user' and "carts"."company_id" is null) or ("carts"."account" = 'company' and "carts"."company_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "credit_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_id" integer NOT NULL,
	"contribution_group_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_redemptions_amount_ck" CHECK ("credit_redemptions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"account" varchar(16) NOT NULL,
	"credit_usd_cents" integer NOT NULL,
	"amount_redeemed_usd_cents" integer DEFAULT 0 NOT NULL,
	"expiry_date" date,
	"note" text,
	"is_notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "credits_amount_ck" CHECK ("credits"."credit_usd_cents" > 0),
	CONSTRAINT "credits_redeemed_ck" CHECK ("credits"."amount_redeemed_usd_cents" >= 0 and "credits"."amount_redeemed_usd_cents" <= "credits"."credit_usd_cents"),
	CONSTRAINT "credits_owner_ck" CHECK (("credits"."account" = 'user' and "credits"."user_id" is not null and "credits"."company_id" is null) or ("credits"."account" = 'company' and "credits"."company_id" is not null and "credits"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "favourite_projects" (
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_projects_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "group_ecards" (
	"contribution_group_id" integer PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"message" text,
	"recipient_name" varchar(120),
	"recipient_email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(32) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"event_type" varchar(64) NOT NULL,
	"payment_session_id" integer,
	"contribution_group_id" integer,
	"outcome" varchar(32) DEFAULT 'received' NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"contribution_group_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contribution_group_id" integer NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_session_id" varchar(255) NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"status" varchar(24) DEFAULT 'open' NOT NULL,
	"redirect_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "payment_sessions_amount_ck" CHECK ("payment_sessions"."amount_due_cents" > 0),
	CONSTRAINT "payment_sessions_status_ck" CHECK ("payment_sessions"."status" in ('open', 'requires_action', 'succeeded', 'failed', 'cancelled', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_bundle_project_id_projects_id_fk" FOREIGN KEY ("bundle_project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_impact_level_id_impact_levels_id_fk" FOREIGN KEY ("impact_level_id") REFERENCES "public"."impact_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_impact_level_id_impact_levels_id_fk" FOREIGN KEY ("impact_level_id") REFERENCES "public"."impact_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_contribution_group_id_contribution_groups_id_fk" FOREIGN KEY ("contribution_group_id") REFERENCES "public"."contribution_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_redemptions" ADD CONSTRAINT "credit_redemptions_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_redemptions" ADD CONSTRAINT "credit_redemptions_contribution_group_id_contribution_groups_id_fk" FOREIGN KEY ("contribution_group_id") REFERENCES "public"."contribution_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_projects" ADD CONSTRAINT "favourite_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_projects" ADD CONSTRAINT "favourite_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_ecards" ADD CONSTRAINT "group_ecards_contribution_group_id_contribution_groups_id_fk" FOREIGN KEY ("contribution_group_id") REFERENCES "public"."contribution_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_contribution_group_id_contribution_groups_id_fk" FOREIGN KEY ("contribution_group_id") REFERENCES "public"."contribution_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_contribution_group_id_contribution_groups_id_fk" FOREIGN KEY ("contribution_group_id") REFERENCES "public"."contribution_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_contribution_group_id_contribution_groups_id_fk" FOREIGN KEY ("contribution_group_id") REFERENCES "public"."contribution_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_merge_uq" ON "cart_items" USING btree ("cart_id","type","story_id","impact_level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_owner_uq" ON "carts" USING btree ("owner_key");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_share_key_uq" ON "carts" USING btree ("share_key");--> statement-breakpoint
CREATE INDEX "credit_redemptions_group_idx" ON "credit_redemptions" USING btree ("contribution_group_id");--> statement-breakpoint
CREATE INDEX "credit_redemptions_credit_idx" ON "credit_redemptions" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "credits_user_idx" ON "credits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credits_company_idx" ON "credits" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "favourite_projects_project_idx" ON "favourite_projects" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_uq" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_group_idx" ON "payment_events" USING btree ("contribution_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_token_uq" ON "payment_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payment_links_group_idx" ON "payment_links" USING btree ("contribution_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_provider_uq" ON "payment_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_group_idx" ON "payment_sessions" USING btree ("contribution_group_id");