CREATE TABLE "hive_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"hive_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "hives" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"page_url" varchar(60) NOT NULL,
	"title" varchar(120) NOT NULL,
	"story" text,
	"logo" text,
	"banner" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"company_id" integer,
	"is_personal" boolean DEFAULT false NOT NULL,
	"description" text,
	"reward_type" varchar(24) DEFAULT 'none' NOT NULL,
	"reward_usd_cents" integer,
	"reward_impact_level_id" integer,
	"reward_quantity" integer,
	"reward_days" integer,
	"usage_limit" integer,
	"expires_at" timestamp with time zone,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "referral_codes_reward_ck" CHECK ("referral_codes"."reward_type" in ('none', 'giving_credit', 'funded_impact', 'membership_days')),
	CONSTRAINT "referral_codes_status_ck" CHECK ("referral_codes"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "referral_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sent_by" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"hive_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"impact_level_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "referral_programmes_status_ck" CHECK ("referral_programmes"."status" in ('active', 'inactive')),
	CONSTRAINT "referral_programmes_quantity_ck" CHECK ("referral_programmes"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_id" integer NOT NULL,
	"side" varchar(16) NOT NULL,
	"source" varchar(16) NOT NULL,
	"programme_id" integer,
	"company_id" integer NOT NULL,
	"reward_type" varchar(24) NOT NULL,
	"amount_usd_cents" integer,
	"days" integer,
	"impact_level_id" integer,
	"quantity" integer,
	"credit_id" integer,
	"contribution_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referral_code_id" integer NOT NULL,
	"referrer_company_id" integer,
	"referred_user_id" integer NOT NULL,
	"referred_company_id" integer NOT NULL,
	"source" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'joined' NOT NULL,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "referrals_status_ck" CHECK ("referrals"."status" in ('joined', 'converted'))
);
--> statement-breakpoint
ALTER TABLE "hive_members" ADD CONSTRAINT "hive_members_hive_id_hives_id_fk" FOREIGN KEY ("hive_id") REFERENCES "public"."hives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hive_members" ADD CONSTRAINT "hive_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hives" ADD CONSTRAINT "hives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_reward_impact_level_id_impact_levels_id_fk" FOREIGN KEY ("reward_impact_level_id") REFERENCES "public"."impact_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invitations" ADD CONSTRAINT "referral_invitations_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_programmes" ADD CONSTRAINT "referral_programmes_impact_level_id_impact_levels_id_fk" FOREIGN KEY ("impact_level_id") REFERENCES "public"."impact_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_programme_id_referral_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."referral_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_impact_level_id_impact_levels_id_fk" FOREIGN KEY ("impact_level_id") REFERENCES "public"."impact_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_contribution_group_id_contribution_groups_id_fk" FOREIGN KEY ("contribution_group_id") REFERENCES "public"."contribution_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referral_code_id_referral_codes_id_fk" FOREIGN KEY ("referral_code_id") REFERENCES "public"."referral_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_company_id_companies_id_fk" FOREIGN KEY ("referrer_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_company_id_companies_id_fk" FOREIGN KEY ("referred_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hive_members_company_uq" ON "hive_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "hive_members_hive_idx" ON "hive_members" USING btree ("hive_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hives_page_url_uq" ON "hives" USING btree (lower("page_url"));--> statement-breakpoint
CREATE UNIQUE INDEX "hives_company_uq" ON "hives" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_uq" ON "referral_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_personal_uq" ON "referral_codes" USING btree ("company_id") WHERE "referral_codes"."is_personal";--> statement-breakpoint
CREATE INDEX "referral_invitations_company_idx" ON "referral_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_once_uq" ON "referral_rewards" USING btree ("referral_id","side","source");--> statement-breakpoint
CREATE INDEX "referral_rewards_company_idx" ON "referral_rewards" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_company_uq" ON "referrals" USING btree ("referred_company_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_company_id");--> statement-breakpoint
CREATE INDEX "referrals_code_idx" ON "referrals" USING btree ("referral_code_id");