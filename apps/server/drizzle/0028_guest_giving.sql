CREATE TABLE "public_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_key" varchar(64) NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "public_carts_share_key_unique" UNIQUE("share_key")
);
--> statement-breakpoint
ALTER TABLE "contribution_groups" ADD COLUMN "guest" boolean DEFAULT false NOT NULL;