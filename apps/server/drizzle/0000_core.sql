CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" varchar(64) NOT NULL,
	"impact_category_id" integer,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" varchar(2) NOT NULL,
	"dialing_code" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impact_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" varchar(64) NOT NULL,
	CONSTRAINT "impact_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "industries_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "role_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" varchar(32) NOT NULL,
	CONSTRAINT "role_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" varchar(64) NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "roles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" varchar(160) NOT NULL,
	"country_id" integer,
	"industry_1" integer,
	"industry_2" integer,
	"employee_limit" integer DEFAULT 0 NOT NULL,
	"token_management_access" varchar(1) DEFAULT '0' NOT NULL,
	"engagement_access" varchar(1) DEFAULT '0' NOT NULL,
	"is_hive_partner" integer DEFAULT 0 NOT NULL,
	"latest_impact_partner_level" varchar(64),
	"mission" text,
	"email" varchar(254),
	"phone" varchar(40),
	"website" text,
	"company_logo" text,
	"facebook_url" text,
	"googleplus_url" text,
	"linkedin_url" text,
	"twitter_url" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"membership_period_id" integer,
	"membership_end_date" timestamp with time zone,
	"membership_recurring_status" varchar(32),
	"trial_ends_at" timestamp with time zone,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "oauth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"access_token_hash" varchar(64) NOT NULL,
	"refresh_token_hash" varchar(64) NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"impersonator_id" integer,
	"client_id" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_business" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"is_admin" integer DEFAULT 0 NOT NULL,
	"is_business" integer DEFAULT 0 NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"type_reg" varchar(32),
	"country_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" varchar(40) NOT NULL,
	"last_name" varchar(40) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" integer NOT NULL,
	"account" varchar(16) DEFAULT 'user' NOT NULL,
	"change_type" integer DEFAULT 0 NOT NULL,
	"register_source" varchar(64),
	"user_type" varchar(16) DEFAULT 'business' NOT NULL,
	"business_owner_role_id" integer,
	"campaign_access_flag" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"email_verified_at" timestamp with time zone,
	"country_id" integer,
	"image" text,
	"about_you" text,
	"facebook_url" text,
	"googleplus_url" text,
	"linkedin_url" text,
	"twitter_url" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "impact_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"impact_unit" varchar(120) NOT NULL,
	"beneficiaries_per_unit" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "impact_levels_price_ck" CHECK ("impact_levels"."price_cents" > 0),
	CONSTRAINT "impact_levels_beneficiaries_ck" CHECK ("impact_levels"."beneficiaries_per_unit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_countries" (
	"partner_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"info_type" varchar(3) NOT NULL,
	CONSTRAINT "partner_countries_partner_id_country_id_info_type_pk" PRIMARY KEY("partner_id","country_id","info_type"),
	CONSTRAINT "partner_countries_info_type_ck" CHECK ("partner_countries"."info_type" in ('reg', 'ope', 'tax'))
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"worthy_cause_name" varchar(160) NOT NULL,
	"org_legal_name" varchar(200),
	"registration_date" date,
	"tax_id" varchar(64),
	"org_aboutus" text,
	"org_mission" text,
	"org_story" text,
	"org_image" text,
	"bank_account_name" text,
	"account_number" text,
	"bank_name" text,
	"bank_address" text,
	"finance_year_start" varchar(16),
	"is_duplicate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "project_categories" (
	"project_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "project_categories_project_id_category_id_pk" PRIMARY KEY("project_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text,
	"description" text,
	"story" text,
	"country_id" integer,
	"state_id" integer,
	"location" text,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"is_bundle" boolean DEFAULT false NOT NULL,
	"image_square" text,
	"image_rectangle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "projects_status_ck" CHECK ("projects"."status" in ('draft', 'submitted', 'live', 'paused', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_impact_category_id_impact_categories_id_fk" FOREIGN KEY ("impact_category_id") REFERENCES "public"."impact_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_group_id_role_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."role_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_industry_1_industries_id_fk" FOREIGN KEY ("industry_1") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_industry_2_industries_id_fk" FOREIGN KEY ("industry_2") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD CONSTRAINT "oauth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD CONSTRAINT "oauth_tokens_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_business" ADD CONSTRAINT "user_business_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_business" ADD CONSTRAINT "user_business_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_business" ADD CONSTRAINT "user_business_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_levels" ADD CONSTRAINT "impact_levels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_countries" ADD CONSTRAINT "partner_countries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_countries" ADD CONSTRAINT "partner_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_categories" ADD CONSTRAINT "project_categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_categories" ADD CONSTRAINT "project_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_uq" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_code_uq" ON "states" USING btree ("country_id","code");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("company_name");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_tokens_access_uq" ON "oauth_tokens" USING btree ("access_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_tokens_refresh_uq" ON "oauth_tokens" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "oauth_tokens_user_idx" ON "oauth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_business_user_company_uq" ON "user_business" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE INDEX "user_business_company_idx" ON "user_business" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "impact_levels_project_idx" ON "impact_levels" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_user_uq" ON "partners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "project_categories_category_idx" ON "project_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "projects_partner_idx" ON "projects" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");