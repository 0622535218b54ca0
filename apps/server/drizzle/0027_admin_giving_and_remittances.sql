CREATE TABLE "remittance_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"remittance_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"contributions_count" integer NOT NULL,
	"quantity" integer NOT NULL,
	"beneficiaries" integer NOT NULL,
	"amount_usd_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"contributions_count" integer NOT NULL,
	"gross_usd_cents" integer NOT NULL,
	"fees_usd_cents" integer DEFAULT 0 NOT NULL,
	"net_usd_cents" integer NOT NULL,
	"payout_currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"fx_rate" numeric(14, 6) DEFAULT '1' NOT NULL,
	"remitted_on" date NOT NULL,
	"bank_reference" varchar(120) NOT NULL,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "remittances_amounts_ck" CHECK ("remittances"."gross_usd_cents" > 0 and "remittances"."fees_usd_cents" >= 0 and "remittances"."net_usd_cents" = "remittances"."gross_usd_cents" - "remittances"."fees_usd_cents" and "remittances"."net_usd_cents" > 0),
	CONSTRAINT "remittances_period_ck" CHECK ("remittances"."period_start" <= "remittances"."period_end"),
	CONSTRAINT "remittances_fx_ck" CHECK ("remittances"."fx_rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "contribution_groups" ADD COLUMN "currency" varchar(3) DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "contribution_groups" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "remittance_id" integer;--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_lines" ADD CONSTRAINT "remittance_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_document_id_partner_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."partner_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remittance_lines_project_uq" ON "remittance_lines" USING btree ("remittance_id","project_id");--> statement-breakpoint
CREATE INDEX "remittances_partner_idx" ON "remittances" USING btree ("partner_id","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "remittances_document_uq" ON "remittances" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_remittance_id_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."remittances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contribution_groups_date_idx" ON "contribution_groups" USING btree (coalesce("paid_at", "created_at"),"id");--> statement-breakpoint
CREATE INDEX "contributions_unremitted_idx" ON "contributions" USING btree ("project_id","contribution_date") WHERE "contributions"."payment_received" = 1 and "contributions"."remittance_id" is null and "contributions"."contribution_date" is not null;--> statement-breakpoint
CREATE INDEX "contributions_remittance_idx" ON "contributions" USING btree ("remittance_id");--> statement-breakpoint
-- A contribution is remitted once: once remittance_id is set it never changes, and a remitted contribution
-- stays paid with the amount that was remitted.
CREATE FUNCTION contributions_remitted_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.remittance_id IS NOT NULL AND (
    NEW.remittance_id IS DISTINCT FROM OLD.remittance_id
    OR NEW.payment_received <> OLD.payment_received
    OR NEW.amt_total_usd_cents <> OLD.amt_total_usd_cents
  ) THEN
    RAISE EXCEPTION 'contribution % was remitted in remittance % and cannot change', OLD.id, OLD.remittance_id USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.remittance_id IS NOT NULL AND OLD.remittance_id IS NULL AND NEW.payment_received <> 1 THEN
    RAISE EXCEPTION 'contribution % is not paid and cannot be remitted', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER contributions_remitted_once BEFORE UPDATE OF remittance_id, payment_received, amt_total_usd_cents ON contributions
  FOR EACH ROW EXECUTE FUNCTION contributions_remitted_once();
