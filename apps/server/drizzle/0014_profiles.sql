ALTER TABLE "companies" ADD COLUMN "company_icon" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_banner_img" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_1" varchar(160);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_2" varchar(160);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" varchar(80);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "state" varchar(80);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "zip_code" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" varchar(254);