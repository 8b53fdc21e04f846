CREATE TABLE "course_prices" (
	"course_id" text NOT NULL,
	"currency" text NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_plan_months" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_prices_course_id_currency_plan_pk" PRIMARY KEY("course_id","currency","plan"),
	CONSTRAINT "course_prices_currency_check" CHECK ("course_prices"."currency" in ('DKK', 'EUR', 'USD')),
	CONSTRAINT "course_prices_amount_check" CHECK ("course_prices"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "kind" text DEFAULT 'course' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "subtitle" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "includes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sales_id" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "grants_course_id" text;--> statement-breakpoint
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_grants_course_id_courses_id_fk" FOREIGN KEY ("grants_course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_sales_id_unique" UNIQUE("sales_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_kind_check" CHECK ("courses"."kind" in ('programme', 'session', 'workshop', 'class', 'course', 'online-course', 'test'));
--> statement-breakpoint
-- Decision 028: the prices move from the courses' two columns into course_prices, one row per currency.
INSERT INTO "course_prices" ("course_id", "currency", "plan", "amount", "sort_order")
SELECT "id", 'DKK', '', "price_dkk", 0 FROM "courses" WHERE "price_dkk" IS NOT NULL
UNION ALL
SELECT "id", 'EUR', '', "price_eur", 1 FROM "courses" WHERE "price_eur" IS NOT NULL;--> statement-breakpoint
UPDATE "courses" SET "kind" = CASE "id"
  WHEN 'voice-elevated' THEN 'programme'
  WHEN 'celebrity-vocal-experience' THEN 'programme'
  WHEN 'private-coaching' THEN 'session'
  WHEN 'singing-workshop-1d' THEN 'workshop'
  WHEN 'singing-workshop-2d' THEN 'workshop'
  WHEN 'studio-day' THEN 'workshop'
  WHEN 'beginner-vocals' THEN 'class'
  ELSE 'course' END;--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "price_dkk";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "price_eur";