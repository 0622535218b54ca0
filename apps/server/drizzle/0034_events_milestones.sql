CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(150) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_file_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"location" varchar(300),
	"online_link" text,
	"registration_link" text,
	"audience" varchar(16) DEFAULT 'all' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_dates_ck" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_audience_ck" CHECK ("events"."audience" in ('all', 'business', 'individual')),
	CONSTRAINT "events_place_ck" CHECK ("events"."location" is not null or "events"."online_link" is not null)
);
--> statement-breakpoint
CREATE TABLE "milestone_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"threshold" integer DEFAULT 1 NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestone_emails_kind_ck" CHECK ("milestone_emails"."kind" in ('first_giving', 'impacts', 'membership_months', 'total_given')),
	CONSTRAINT "milestone_emails_threshold_ck" CHECK ("milestone_emails"."threshold" > 0)
);
--> statement-breakpoint
CREATE TABLE "milestone_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"milestone_email_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_emails" ADD CONSTRAINT "milestone_emails_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_emails" ADD CONSTRAINT "milestone_emails_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_sends" ADD CONSTRAINT "milestone_sends_milestone_email_id_milestone_emails_id_fk" FOREIGN KEY ("milestone_email_id") REFERENCES "public"."milestone_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_sends" ADD CONSTRAINT "milestone_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_sends_once_uq" ON "milestone_sends" USING btree ("milestone_email_id","user_id");--> statement-breakpoint
CREATE INDEX "milestone_sends_user_idx" ON "milestone_sends" USING btree ("user_id");