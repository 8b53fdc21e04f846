CREATE TABLE "course_materials" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"pages" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_materials_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "course_materials_kind_known" CHECK ("course_materials"."kind" IN ('pdf', 'audio', 'video')),
	CONSTRAINT "course_materials_size_not_negative" CHECK ("course_materials"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "material_downloads" (
	"material_id" text NOT NULL,
	"day" date NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "material_downloads_material_id_day_pk" PRIMARY KEY("material_id","day")
);
--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_downloads" ADD CONSTRAINT "material_downloads_material_id_course_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."course_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_materials_course_idx" ON "course_materials" USING btree ("course_id","sort_order");