CREATE TABLE "public_pages" (
	"slug" varchar(40) PRIMARY KEY NOT NULL,
	"title" varchar(70) NOT NULL,
	"description" varchar(170) NOT NULL,
	"eyebrow" varchar(60) DEFAULT '' NOT NULL,
	"heading" varchar(160) NOT NULL,
	"intro" text NOT NULL,
	"style" varchar(8) DEFAULT 'cards' NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	CONSTRAINT "public_pages_style_ck" CHECK ("public_pages"."style" in ('cards', 'article'))
);
