-- The primary keys include the sums, so an account's figures are read from the index alone (index-only scans).
CREATE TABLE "impact_daily_totals" (
	"account" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"day" date NOT NULL,
	"contributions" integer DEFAULT 0 NOT NULL,
	"total_impacts" bigint DEFAULT 0 NOT NULL,
	"beneficiaries" bigint DEFAULT 0 NOT NULL,
	"usd_cents" bigint DEFAULT 0 NOT NULL,
	"sgd_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "impact_daily_totals_account_owner_id_day_pk" PRIMARY KEY("account","owner_id","day") INCLUDE ("contributions","total_impacts","beneficiaries","usd_cents","sgd_cents")
);
--> statement-breakpoint
CREATE TABLE "impact_monthly_projects" (
	"account" varchar(16) NOT NULL,
	"owner_id" integer NOT NULL,
	"month" date NOT NULL,
	"project_id" integer NOT NULL,
	"contributions" integer DEFAULT 0 NOT NULL,
	"total_impacts" bigint DEFAULT 0 NOT NULL,
	"beneficiaries" bigint DEFAULT 0 NOT NULL,
	"usd_cents" bigint DEFAULT 0 NOT NULL,
	"sgd_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "impact_monthly_projects_account_owner_id_month_project_id_pk" PRIMARY KEY("account","owner_id","month","project_id") INCLUDE ("contributions","total_impacts","beneficiaries","usd_cents","sgd_cents")
);
--> statement-breakpoint
DROP INDEX "contributions_company_paid_date_idx";--> statement-breakpoint
DROP INDEX "contributions_user_paid_date_idx";--> statement-breakpoint
CREATE INDEX "contributions_company_paid_idx" ON "contributions" USING btree ("company_id","contribution_date","id","project_id","quantity","beneficiaries","amt_total_usd_cents","amt_total_sgd_cents") WHERE "contributions"."payment_received" = 1 and "contributions"."contribution_date" is not null and "contributions"."account" = 'company';--> statement-breakpoint
CREATE INDEX "contributions_user_paid_idx" ON "contributions" USING btree ("user_id","contribution_date","id","project_id","quantity","beneficiaries","amt_total_usd_cents","amt_total_sgd_cents") WHERE "contributions"."payment_received" = 1 and "contributions"."contribution_date" is not null and "contributions"."account" = 'user';--> statement-breakpoint
-- Keeps the impact rollups exact: every change of a contribution takes out what its old row counted and adds
-- what its new row counts (only paid rows with a date count). The daily row is written first, so concurrent
-- payments of one account wait on it rather than deadlock on the monthly rows.
CREATE OR REPLACE FUNCTION impact_rollup_apply(c contributions, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
  d date;
BEGIN
  IF c.payment_received <> 1 OR c.contribution_date IS NULL THEN
    RETURN;
  END IF;
  owner := CASE WHEN c.account = 'company' THEN c.company_id ELSE c.user_id END;
  IF owner IS NULL THEN
    RETURN;
  END IF;
  d := (c.contribution_date AT TIME ZONE 'UTC')::date;
  INSERT INTO impact_daily_totals AS t (account, owner_id, day, contributions, total_impacts, beneficiaries, usd_cents, sgd_cents)
  VALUES (c.account, owner, d, sign, sign * c.quantity, sign * c.beneficiaries, sign * c.amt_total_usd_cents, sign * coalesce(c.amt_total_sgd_cents, 0))
  ON CONFLICT (account, owner_id, day) DO UPDATE SET
    contributions = t.contributions + excluded.contributions,
    total_impacts = t.total_impacts + excluded.total_impacts,
    beneficiaries = t.beneficiaries + excluded.beneficiaries,
    usd_cents = t.usd_cents + excluded.usd_cents,
    sgd_cents = t.sgd_cents + excluded.sgd_cents;
  INSERT INTO impact_monthly_projects AS t (account, owner_id, month, project_id, contributions, total_impacts, beneficiaries, usd_cents, sgd_cents)
  VALUES (c.account, owner, date_trunc('month', d)::date, c.project_id, sign, sign * c.quantity, sign * c.beneficiaries, sign * c.amt_total_usd_cents, sign * coalesce(c.amt_total_sgd_cents, 0))
  ON CONFLICT (account, owner_id, month, project_id) DO UPDATE SET
    contributions = t.contributions + excluded.contributions,
    total_impacts = t.total_impacts + excluded.total_impacts,
    beneficiaries = t.beneficiaries + excluded.beneficiaries,
    usd_cents = t.usd_cents + excluded.usd_cents,
    sgd_cents = t.sgd_cents + excluded.sgd_cents;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION impact_rollup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM impact_rollup_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM impact_rollup_apply(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER contributions_impact_rollup
  AFTER INSERT OR DELETE OR UPDATE OF payment_received, contribution_date, account, user_id, company_id, project_id, quantity, beneficiaries, amt_total_usd_cents, amt_total_sgd_cents
  ON contributions FOR EACH ROW EXECUTE FUNCTION impact_rollup_trigger();
--> statement-breakpoint
-- Recomputes both rollups from the contributions (after loading data with triggers off, or to check them).
CREATE OR REPLACE FUNCTION impact_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM impact_daily_totals;
  DELETE FROM impact_monthly_projects;
  INSERT INTO impact_daily_totals (account, owner_id, day, contributions, total_impacts, beneficiaries, usd_cents, sgd_cents)
  SELECT account, CASE WHEN account = 'company' THEN company_id ELSE user_id END, (contribution_date AT TIME ZONE 'UTC')::date,
    count(*), sum(quantity), sum(beneficiaries), sum(amt_total_usd_cents), sum(coalesce(amt_total_sgd_cents, 0))
  FROM contributions
  WHERE payment_received = 1 AND contribution_date IS NOT NULL AND (account = 'company' AND company_id IS NOT NULL OR account <> 'company')
  GROUP BY 1, 2, 3;
  INSERT INTO impact_monthly_projects (account, owner_id, month, project_id, contributions, total_impacts, beneficiaries, usd_cents, sgd_cents)
  SELECT account, CASE WHEN account = 'company' THEN company_id ELSE user_id END, date_trunc('month', (contribution_date AT TIME ZONE 'UTC')::date)::date, project_id,
    count(*), sum(quantity), sum(beneficiaries), sum(amt_total_usd_cents), sum(coalesce(amt_total_sgd_cents, 0))
  FROM contributions
  WHERE payment_received = 1 AND contribution_date IS NOT NULL AND (account = 'company' AND company_id IS NOT NULL OR account <> 'company')
  GROUP BY 1, 2, 3, 4;
END;
$$;
--> statement-breakpoint
SELECT impact_rollups_rebuild();
