CREATE TABLE "billing_addresses" (
	"owner_key" varchar(40) PRIMARY KEY NOT NULL,
	"account" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"address_1" varchar(160) NOT NULL,
	"address_2" varchar(160),
	"city" varchar(80) NOT NULL,
	"state" varchar(80),
	"country_name" varchar(80) NOT NULL,
	"zip_code" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_key" varchar(40) NOT NULL,
	"account" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"provider" varchar(16) NOT NULL,
	"provider_customer_id" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "card_setup_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_key" varchar(40) NOT NULL,
	"account" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"session_key" varchar(80) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_customer_id" varchar(200) NOT NULL,
	"provider_session_id" varchar(200),
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"payment_card_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "card_setup_sessions_status_ck" CHECK ("card_setup_sessions"."status" in ('pending', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "membership_renewal_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"idempotency_key" varchar(120) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"payment_card_id" integer,
	"membership_payment_id" integer,
	"amount_usd_cents" integer,
	"provider_reference" varchar(200),
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_key" varchar(40) NOT NULL,
	"account" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"provider" varchar(16) NOT NULL,
	"provider_customer_id" varchar(200) NOT NULL,
	"provider_payment_method_id" varchar(400) NOT NULL,
	"brand" varchar(32) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "payment_cards_exp_month_ck" CHECK ("payment_cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "tax_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_key" varchar(40) NOT NULL,
	"account" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"tax_type" varchar(8) NOT NULL,
	"tax_number" varchar(40) NOT NULL,
	"country_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "token_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"amount_usd_cents" integer NOT NULL,
	"provider" varchar(16),
	"provider_session_id" varchar(200),
	"provider_reference" varchar(200),
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"receipt_number" varchar(40),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "token_purchases_status_ck" CHECK ("token_purchases"."status" in ('pending', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "token_purchases_amount_ck" CHECK ("token_purchases"."amount_usd_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "billing_addresses" ADD CONSTRAINT "billing_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_addresses" ADD CONSTRAINT "billing_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_setup_sessions" ADD CONSTRAINT "card_setup_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_setup_sessions" ADD CONSTRAINT "card_setup_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_setup_sessions" ADD CONSTRAINT "card_setup_sessions_payment_card_id_payment_cards_id_fk" FOREIGN KEY ("payment_card_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewal_charges" ADD CONSTRAINT "membership_renewal_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewal_charges" ADD CONSTRAINT "membership_renewal_charges_payment_card_id_payment_cards_id_fk" FOREIGN KEY ("payment_card_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewal_charges" ADD CONSTRAINT "membership_renewal_charges_membership_payment_id_membership_payments_id_fk" FOREIGN KEY ("membership_payment_id") REFERENCES "public"."membership_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_details" ADD CONSTRAINT "tax_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_details" ADD CONSTRAINT "tax_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_details" ADD CONSTRAINT "tax_details_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_purchases" ADD CONSTRAINT "token_purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_purchases" ADD CONSTRAINT "token_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_owner_uq" ON "billing_customers" USING btree ("owner_key","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_provider_uq" ON "billing_customers" USING btree ("provider","provider_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_setup_sessions_key_uq" ON "card_setup_sessions" USING btree ("session_key");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_renewal_charges_uq" ON "membership_renewal_charges" USING btree ("company_id","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_renewal_charges_key_uq" ON "membership_renewal_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_cards_owner_idx" ON "payment_cards" USING btree ("owner_key","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_method_uq" ON "payment_cards" USING btree ("provider","provider_payment_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_primary_uq" ON "payment_cards" USING btree ("owner_key") WHERE "payment_cards"."is_primary";--> statement-breakpoint
CREATE INDEX "tax_details_owner_idx" ON "tax_details" USING btree ("owner_key","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_details_number_uq" ON "tax_details" USING btree ("owner_key","tax_type","tax_number");--> statement-breakpoint
CREATE INDEX "token_purchases_company_idx" ON "token_purchases" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "token_purchases_receipt_uq" ON "token_purchases" USING btree ("receipt_number");