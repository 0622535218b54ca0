-- Giving credits move onto the value ledger: each credit is the account 'credit:{id}'. The grant, every
-- redemption at checkout, every release of a failed checkout and any redeemed amount not explained by a
-- redemption row become transfers, so each credit's balance (the sum of its entries) equals what it had left.
INSERT INTO "ledger_transfers" ("asset", "kind", "reference_type", "reference_id", "idempotency_key", "memo", "created_by", "created_at")
SELECT 'credit', 'credit.grant', 'credit', c."id", 'credit.grant:' || c."id", jsonb_build_object('migrated', true), c."created_by", c."created_at"
FROM "credits" c ORDER BY c."id";--> statement-breakpoint
INSERT INTO "ledger_entries" ("transfer_id", "asset", "account", "amount_cents", "created_at")
SELECT t."id", 'credit', x."account", x."amount", t."created_at"
FROM "ledger_transfers" t
JOIN "credits" c ON t."idempotency_key" = 'credit.grant:' || c."id"
CROSS JOIN LATERAL (VALUES ('system:credit-grants', -c."credit_usd_cents"), ('credit:' || c."id", c."credit_usd_cents")) AS x("account", "amount");--> statement-breakpoint
INSERT INTO "ledger_transfers" ("asset", "kind", "reference_type", "reference_id", "idempotency_key", "memo", "created_at")
SELECT 'credit', 'credit.redeem', 'contribution_group', r."contribution_group_id", 'credit.redeem:migrated:' || r."id", jsonb_build_object('migrated', true, 'credit_id', r."credit_id"), r."created_at"
FROM "credit_redemptions" r ORDER BY r."id";--> statement-breakpoint
INSERT INTO "ledger_transfers" ("asset", "kind", "reference_type", "reference_id", "idempotency_key", "memo", "created_at")
SELECT 'credit', 'credit.release', 'contribution_group', r."contribution_group_id", 'credit.release:migrated:' || r."id", jsonb_build_object('migrated', true, 'credit_id', r."credit_id"), r."released_at"
FROM "credit_redemptions" r WHERE r."released_at" IS NOT NULL ORDER BY r."id";--> statement-breakpoint
INSERT INTO "ledger_transfers" ("asset", "kind", "reference_type", "reference_id", "idempotency_key", "memo", "created_at")
SELECT 'credit', CASE WHEN d."cents" > 0 THEN 'credit.redeem' ELSE 'credit.release' END, 'credit', d."id", 'credit.redeem:migrated-balance:' || d."id", jsonb_build_object('migrated', true, 'credit_id', d."id"), now()
FROM (
  SELECT c."id", c."amount_redeemed_usd_cents" - coalesce((SELECT sum(r."amount_cents") FROM "credit_redemptions" r WHERE r."credit_id" = c."id" AND r."released_at" IS NULL), 0) AS "cents"
  FROM "credits" c
) d WHERE d."cents" <> 0 ORDER BY d."id";--> statement-breakpoint
INSERT INTO "ledger_entries" ("transfer_id", "asset", "account", "amount_cents", "created_at")
SELECT t."id", 'credit', x."account", x."amount", t."created_at"
FROM "ledger_transfers" t
JOIN "credit_redemptions" r ON t."idempotency_key" = 'credit.redeem:migrated:' || r."id"
CROSS JOIN LATERAL (VALUES ('credit:' || r."credit_id", -r."amount_cents"), ('system:giving', r."amount_cents")) AS x("account", "amount")
UNION ALL
SELECT t."id", 'credit', x."account", x."amount", t."created_at"
FROM "ledger_transfers" t
JOIN "credit_redemptions" r ON t."idempotency_key" = 'credit.release:migrated:' || r."id"
CROSS JOIN LATERAL (VALUES ('system:giving', -r."amount_cents"), ('credit:' || r."credit_id", r."amount_cents")) AS x("account", "amount")
UNION ALL
SELECT t."id", 'credit', x."account", x."amount", t."created_at"
FROM "ledger_transfers" t
JOIN "credits" c ON t."idempotency_key" = 'credit.redeem:migrated-balance:' || c."id"
CROSS JOIN LATERAL (
  SELECT c."amount_redeemed_usd_cents" - coalesce((SELECT sum(r."amount_cents") FROM "credit_redemptions" r WHERE r."credit_id" = c."id" AND r."released_at" IS NULL), 0) AS "cents"
) d
CROSS JOIN LATERAL (VALUES ('credit:' || c."id", -d."cents"), ('system:giving', d."cents")) AS x("account", "amount");--> statement-breakpoint
DROP TABLE "credit_redemptions" CASCADE;--> statement-breakpoint
ALTER TABLE "credits" DROP CONSTRAINT "credits_redeemed_ck";--> statement-breakpoint
ALTER TABLE "credits" DROP COLUMN "amount_redeemed_usd_cents";
