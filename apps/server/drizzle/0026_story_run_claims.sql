ALTER TABLE "story_runs" DROP CONSTRAINT "story_runs_status_ck";--> statement-breakpoint
DROP INDEX "story_runs_retry_idx";--> statement-breakpoint
ALTER TABLE "story_runs" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "story_runs_open_idx" ON "story_runs" USING btree ("status","next_attempt_at") WHERE "story_runs"."status" in ('pending', 'charging', 'retrying');--> statement-breakpoint
ALTER TABLE "story_runs" ADD CONSTRAINT "story_runs_status_ck" CHECK ("story_runs"."status" in ('pending', 'charging', 'retrying', 'paid', 'failed', 'skipped'));