CREATE TABLE "broadcast_mail_opens" (
	"broadcast_notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"emailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"token" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(150) NOT NULL,
	"message_body" text NOT NULL,
	"external_link" text,
	"kind" varchar(40) DEFAULT 'broadcast' NOT NULL,
	"sender_id" integer,
	"audience" jsonb,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(16) DEFAULT 'sent' NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"emailed_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_notifications_status_ck" CHECK ("broadcast_notifications"."status" in ('scheduled', 'sending', 'sent', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"broadcast_notification_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"recipient_type" varchar(16) NOT NULL,
	"status" varchar(1) DEFAULT '0' NOT NULL,
	"notification_date" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_recipient_type_ck" CHECK ("notifications"."recipient_type" in ('company', 'personal')),
	CONSTRAINT "notifications_status_ck" CHECK ("notifications"."status" in ('0', '1'))
);
--> statement-breakpoint
ALTER TABLE "broadcast_mail_opens" ADD CONSTRAINT "broadcast_mail_opens_broadcast_notification_id_broadcast_notifications_id_fk" FOREIGN KEY ("broadcast_notification_id") REFERENCES "public"."broadcast_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_mail_opens" ADD CONSTRAINT "broadcast_mail_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_notifications" ADD CONSTRAINT "broadcast_notifications_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_broadcast_notification_id_broadcast_notifications_id_fk" FOREIGN KEY ("broadcast_notification_id") REFERENCES "public"."broadcast_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_mail_opens_pk" ON "broadcast_mail_opens" USING btree ("broadcast_notification_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_mail_opens_token_uq" ON "broadcast_mail_opens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "broadcast_mail_opens_user_idx" ON "broadcast_mail_opens" USING btree ("user_id","emailed_at");--> statement-breakpoint
CREATE INDEX "broadcast_notifications_kind_idx" ON "broadcast_notifications" USING btree ("kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_message_recipient_uq" ON "notifications" USING btree ("broadcast_notification_id","recipient_type","recipient_id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_type","recipient_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_type","recipient_id") WHERE "notifications"."status" = '0';