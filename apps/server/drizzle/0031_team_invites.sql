CREATE TABLE "team_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(40) DEFAULT '' NOT NULL,
	"last_name" varchar(40) DEFAULT '' NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_user_id" integer,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "team_invites_status_ck" CHECK ("team_invites"."status" in ('open', 'accepted', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invites_key_uq" ON "team_invites" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invites_open_uq" ON "team_invites" USING btree ("company_id",lower("email")) WHERE "team_invites"."status" = 'open';--> statement-breakpoint
CREATE INDEX "team_invites_company_idx" ON "team_invites" USING btree ("company_id","status");