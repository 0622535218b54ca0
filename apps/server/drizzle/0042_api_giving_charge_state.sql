ALTER TABLE "api_givings" DROP CONSTRAINT "api_givings_amount_ck";--> statement-breakpoint
ALTER TABLE "api_givings" ADD COLUMN "charge_key" varchar(120);--> statement-breakpoint
ALTER TABLE "api_givings" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "api_givings" ADD COLUMN "request_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "api_givings" ADD COLUMN "charge_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_givings" ADD COLUMN "charge_card" jsonb;--> statement-breakpoint
ALTER TABLE "api_givings" ADD COLUMN "charge_reference" varchar(120);--> statement-breakpoint
CREATE UNIQUE INDEX "api_givings_charge_key_uq" ON "api_givings" USING btree ("charge_key");--> statement-breakpoint
ALTER TABLE "api_givings" ADD CONSTRAINT "api_givings_amount_ck" CHECK ("api_givings"."amount_usd_cents" > 0 or "api_givings"."status" = 'failed');