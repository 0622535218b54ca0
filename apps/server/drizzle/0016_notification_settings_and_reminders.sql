CREATE TABLE "user_notification_settings" (
	"user_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"email_status" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notification_settings_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id"),
	CONSTRAINT "user_notification_settings_status_ck" CHECK ("user_notification_settings"."email_status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "impact_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"note" text,
	"frequency" varchar(16) NOT NULL,
	"day" integer NOT NULL,
	"next_date" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_sent_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impact_reminders_frequency_ck" CHECK ("impact_reminders"."frequency" in ('weekly', 'monthly', 'quarterly')),
	CONSTRAINT "impact_reminders_day_ck" CHECK (("impact_reminders"."frequency" = 'weekly' and "impact_reminders"."day" between 1 and 7) or ("impact_reminders"."frequency" <> 'weekly' and "impact_reminders"."day" between 1 and 28))
);
--> statement-breakpoint
ALTER TABLE "user_notification_settings" ADD CONSTRAINT "user_notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_reminders" ADD CONSTRAINT "impact_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impact_reminders_user_idx" ON "impact_reminders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "impact_reminders_due_idx" ON "impact_reminders" USING btree ("next_date") WHERE "impact_reminders"."is_active";