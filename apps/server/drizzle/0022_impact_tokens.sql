CREATE TABLE "impact_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) DEFAULT 'company' NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(40) DEFAULT '' NOT NULL,
	"last_name" varchar(40) DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claim_key_hash" varchar(64),
	"gift_shown_at" timestamp with time zone,
	"expiry_notice_sent_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "impact_tokens_status_ck" CHECK ("impact_tokens"."status" in ('active', 'paused', 'revoked', 'expired', 'deleted')),
	CONSTRAINT "impact_tokens_kind_ck" CHECK ("impact_tokens"."kind" in ('company', 'external') and ("impact_tokens"."kind" = 'external' or "impact_tokens"."company_id" is not null)),
	CONSTRAINT "impact_tokens_amount_ck" CHECK ("impact_tokens"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "impact_tokens" ADD CONSTRAINT "impact_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_tokens" ADD CONSTRAINT "impact_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impact_tokens_company_idx" ON "impact_tokens" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "impact_tokens_user_idx" ON "impact_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "impact_tokens_email_idx" ON "impact_tokens" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "impact_tokens_expiry_idx" ON "impact_tokens" USING btree ("expires_at") WHERE "impact_tokens"."status" in ('active', 'paused');--> statement-breakpoint
CREATE UNIQUE INDEX "impact_tokens_claim_uq" ON "impact_tokens" USING btree ("claim_key_hash");--> statement-breakpoint
-- A contribution paid with impact tokens belongs to the company that issued them, and also counts in the
-- personal impact of the person who allocated them: the rollups add it to both accounts.
CREATE OR REPLACE FUNCTION impact_rollup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  personal contributions;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM impact_rollup_apply(OLD, -1);
    IF OLD.funded_by = 'token' AND OLD.account = 'company' THEN
      personal := OLD;
      personal.account := 'user';
      PERFORM impact_rollup_apply(personal, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM impact_rollup_apply(NEW, 1);
    IF NEW.funded_by = 'token' AND NEW.account = 'company' THEN
      personal := NEW;
      personal.account := 'user';
      PERFORM impact_rollup_apply(personal, 1);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION impact_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM impact_daily_totals;
  DELETE FROM impact_monthly_projects;
  WITH counted AS (
    SELECT account, CASE WHEN account = 'company' THEN company_id ELSE user_id END AS owner_id, contribution_date, project_id, quantity, beneficiaries, amt_total_usd_cents, amt_total_sgd_cents
    FROM contributions
    WHERE payment_received = 1 AND contribution_date IS NOT NULL AND (account = 'company' AND company_id IS NOT NULL OR account <> 'company')
    UNION ALL
    SELECT 'user', user_id, contribution_date, project_id, quantity, beneficiaries, amt_total_usd_cents, amt_total_sgd_cents
    FROM contributions
    WHERE payment_received = 1 AND contribution_date IS NOT NULL AND account = 'company' AND funded_by = 'token'
  )
  INSERT INTO impact_daily_totals (account, owner_id, day, contributions, total_impacts, beneficiaries, usd_cents, sgd_cents)
  SELECT account, owner_id, (contribution_date AT TIME ZONE 'UTC')::date, count(*), sum(quantity), sum(beneficiaries), sum(amt_total_usd_cents), sum(coalesce(amt_total_sgd_cents, 0))
  FROM counted GROUP BY 1, 2, 3;
  WITH counted AS (
    SELECT account, CASE WHEN account = 'company' THEN company_id ELSE user_id END AS owner_id, contribution_date, project_id, quantity, beneficiaries, amt_total_usd_cents, amt_total_sgd_cents
    FROM contributions
    WHERE payment_received = 1 AND contribution_date IS NOT NULL AND (account = 'company' AND company_id IS NOT NULL OR account <> 'company')
    UNION ALL
    SELECT 'user', user_id, contribution_date, project_id, quantity, beneficiaries, amt_total_usd_cents, amt_total_sgd_cents
    FROM contributions
    WHERE payment_received = 1 AND contribution_date IS NOT NULL AND account = 'company' AND funded_by = 'token'
  )
  INSERT INTO impact_monthly_projects (account, owner_id, month, project_id, contributions, total_impacts, beneficiaries, usd_cents, sgd_cents)
  SELECT account, owner_id, date_trunc('month', (contribution_date AT TIME ZONE 'UTC')::date)::date, project_id, count(*), sum(quantity), sum(beneficiaries), sum(amt_total_usd_cents), sum(coalesce(amt_total_sgd_cents, 0))
  FROM counted GROUP BY 1, 2, 3, 4;
END;
$$;
