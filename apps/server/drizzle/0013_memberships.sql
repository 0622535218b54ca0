CREATE TABLE "company_packages" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "membership_package_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"membership_period_id" integer NOT NULL,
	"amount_usd_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "membership_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"description" text NOT NULL,
	"employee_limit" integer DEFAULT 0 NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "membership_packages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "membership_payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"event_id" varchar(200) NOT NULL,
	"event_type" varchar(80) NOT NULL,
	"membership_payment_id" integer,
	"outcome" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"membership_period_id" integer NOT NULL,
	"amount_usd_cents" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"payment_status" integer DEFAULT 0 NOT NULL,
	"is_renewal" boolean DEFAULT false NOT NULL,
	"failure_reason" text,
	"provider" varchar(16),
	"provider_session_id" varchar(200),
	"redirect_url" text,
	"payment_reference" varchar(200),
	"membership_end_date" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "company_packages" ADD CONSTRAINT "company_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_packages" ADD CONSTRAINT "company_packages_package_id_membership_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."membership_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_package_prices" ADD CONSTRAINT "membership_package_prices_package_id_membership_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."membership_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payment_events" ADD CONSTRAINT "membership_payment_events_membership_payment_id_membership_payments_id_fk" FOREIGN KEY ("membership_payment_id") REFERENCES "public"."membership_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_package_id_membership_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."membership_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_package_prices_uq" ON "membership_package_prices" USING btree ("package_id","membership_period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payment_events_uq" ON "membership_payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "membership_payments_company_idx" ON "membership_payments" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_payments_session_uq" ON "membership_payments" USING btree ("provider","provider_session_id");--> statement-breakpoint
INSERT INTO "membership_packages" ("name", "description", "employee_limit", "is_premium", "sort_order") VALUES
  ('Tiny', 'For sole traders and micro businesses starting to give.', 5, false, 1),
  ('Small', 'For small teams that give with every sale.', 20, false, 2),
  ('SME', 'For growing businesses with team accounts and impact tokens.', 100, true, 3),
  ('SME PLUS', 'For established businesses engaging staff and customers at scale.', 500, true, 4)
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "membership_package_prices" ("package_id", "membership_period_id", "amount_usd_cents")
SELECT p."id", v."period", v."cents"
FROM "membership_packages" p
JOIN (VALUES
  ('Tiny', 1, 1900), ('Tiny', 2, 19000), ('Tiny', 3, 36100), ('Tiny', 4, 51300),
  ('Small', 1, 4900), ('Small', 2, 49000), ('Small', 3, 93100), ('Small', 4, 132300),
  ('SME', 1, 9900), ('SME', 2, 99000), ('SME', 3, 188100), ('SME', 4, 267300),
  ('SME PLUS', 1, 19900), ('SME PLUS', 2, 199000), ('SME PLUS', 3, 378100), ('SME PLUS', 4, 537300)
) AS v("name", "period", "cents") ON v."name" = p."name"
ON CONFLICT ("package_id", "membership_period_id") DO NOTHING;--> statement-breakpoint
UPDATE "companies" SET "membership_end_date" = "trial_ends_at", "membership_recurring_status" = 'not_required'
WHERE "trial_ends_at" IS NOT NULL AND "membership_end_date" IS NULL;
