ALTER TABLE "api_givings" ADD COLUMN "charge_key" varchar(120);--> statement-breakpoint
ALTER TABLE "api_givings" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "api_givings" ADD COLUMN "charge_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "api_givings_charge_key_uq" ON "api_givings" USING btree ("charge_key");