CREATE TABLE "membership_sign_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"sign_up_key" varchar(64) NOT NULL,
	"account_type" varchar(16) NOT NULL,
	"first_name" varchar(40) NOT NULL,
	"last_name" varchar(40) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"company_name" varchar(160),
	"country_id" integer NOT NULL,
	"industry_1" integer,
	"package_id" integer NOT NULL,
	"membership_period_id" integer NOT NULL,
	"amount_usd_cents" integer NOT NULL,
	"register_source" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"provider" varchar(16),
	"provider_session_id" varchar(200),
	"redirect_url" text,
	"user_id" integer,
	"company_id" integer,
	"membership_payment_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "membership_sign_ups" ADD CONSTRAINT "membership_sign_ups_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_sign_ups" ADD CONSTRAINT "membership_sign_ups_industry_1_industries_id_fk" FOREIGN KEY ("industry_1") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_sign_ups" ADD CONSTRAINT "membership_sign_ups_package_id_membership_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."membership_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_sign_ups" ADD CONSTRAINT "membership_sign_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_sign_ups" ADD CONSTRAINT "membership_sign_ups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_sign_ups" ADD CONSTRAINT "membership_sign_ups_membership_payment_id_membership_payments_id_fk" FOREIGN KEY ("membership_payment_id") REFERENCES "public"."membership_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_sign_ups_key_uq" ON "membership_sign_ups" USING btree ("sign_up_key");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_sign_ups_session_uq" ON "membership_sign_ups" USING btree ("provider","provider_session_id");