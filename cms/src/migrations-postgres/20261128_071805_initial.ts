import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_articles_product_ordering_status" AS ENUM('mass_production', 'sampling', 'development', 'nrnd', 'discontinued');
  CREATE TYPE "public"."enum_articles_product_ordering_rohs" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_articles_product_ordering_reach" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_articles_product_ordering_halogen_free" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_articles_kind" AS ENUM('product', 'news', 'investor');
  CREATE TYPE "public"."enum_articles_access" AS ENUM('public', 'member');
  CREATE TYPE "public"."enum_articles_product_status" AS ENUM('mass_production', 'sampling', 'development', 'nrnd', 'discontinued');
  CREATE TYPE "public"."enum_articles_product_quality_aec_q100" AS ENUM('0', '1', '2', '3');
  CREATE TYPE "public"."enum_articles_announcement_type" AS ENUM('temporary', 'periodic', 'governance', 'activity');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_product_ordering_status" AS ENUM('mass_production', 'sampling', 'development', 'nrnd', 'discontinued');
  CREATE TYPE "public"."enum__articles_v_version_product_ordering_rohs" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum__articles_v_version_product_ordering_reach" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum__articles_v_version_product_ordering_halogen_free" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum__articles_v_version_kind" AS ENUM('product', 'news', 'investor');
  CREATE TYPE "public"."enum__articles_v_version_access" AS ENUM('public', 'member');
  CREATE TYPE "public"."enum__articles_v_version_product_status" AS ENUM('mass_production', 'sampling', 'development', 'nrnd', 'discontinued');
  CREATE TYPE "public"."enum__articles_v_version_product_quality_aec_q100" AS ENUM('0', '1', '2', '3');
  CREATE TYPE "public"."enum__articles_v_version_announcement_type" AS ENUM('temporary', 'periodic', 'governance', 'activity');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_categories_type" AS ENUM('product', 'news', 'investor');
  CREATE TYPE "public"."enum_documents_type" AS ENUM('datasheet', 'app_note', 'user_guide', 'spice_model', 'ibis_model', 'cad', 'reference_design', 'eval_board', 'errata', 'certificate', 'other');
  CREATE TYPE "public"."enum_documents_access" AS ENUM('public', 'member');
  CREATE TYPE "public"."enum_documents_lang" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_change_notices_type" AS ENUM('pcn', 'pdn');
  CREATE TYPE "public"."enum_cross_references_replacements_match" AS ENUM('drop_in', 'pin_to_pin', 'function', 'similar');
  CREATE TYPE "public"."enum_ir_events_type" AS ENUM('results', 'meeting', 'call', 'roadshow', 'other');
  CREATE TYPE "public"."enum_ir_events_starts_at_tz" AS ENUM('Asia/Shanghai', 'UTC');
  CREATE TYPE "public"."enum_ir_events_ends_at_tz" AS ENUM('Asia/Shanghai', 'UTC');
  CREATE TYPE "public"."enum_dividends_kind" AS ENUM('annual', 'interim', 'special');
  CREATE TYPE "public"."enum_dividends_status" AS ENUM('proposed', 'approved', 'implemented');
  CREATE TYPE "public"."enum_meetings_agenda_passed" AS ENUM('passed', 'rejected');
  CREATE TYPE "public"."enum_meetings_documents_kind" AS ENUM('notice', 'materials', 'voting_guide', 'resolutions', 'legal_opinion', 'other');
  CREATE TYPE "public"."enum_meetings_kind" AS ENUM('annual', 'extraordinary');
  CREATE TYPE "public"."enum_meetings_starts_at_tz" AS ENUM('Asia/Shanghai', 'UTC');
  CREATE TYPE "public"."enum_meetings_ends_at_tz" AS ENUM('Asia/Shanghai', 'UTC');
  CREATE TYPE "public"."enum_briefings_starts_at_tz" AS ENUM('Asia/Shanghai', 'UTC');
  CREATE TYPE "public"."enum_briefings_ends_at_tz" AS ENUM('Asia/Shanghai', 'UTC');
  CREATE TYPE "public"."enum_members_status" AS ENUM('active', 'suspended');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'publisher', 'ir', 'sales', 'privacy');
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('create', 'draft', 'publish', 'approve', 'unpublish', 'schedule', 'update', 'delete', 'refused');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'revalidateSite', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'revalidateSite', 'schedulePublish');
  CREATE TYPE "public"."enum_company_profile_key_figures_key" AS ENUM('founded', 'patents', 'employees', 'customers');
  CREATE TYPE "public"."enum_company_profile_honours_type" AS ENUM('award', 'certificate', 'patent');
  CREATE TYPE "public"."enum_company_profile_offices_type" AS ENUM('headquarters', 'rd', 'sales', 'support');
  CREATE TYPE "public"."enum_esg_figures_pillar" AS ENUM('E', 'S', 'G');
  CREATE TABLE "articles_attachments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer
  );
  
  CREATE TABLE "articles_attachments_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_product_key_specs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"number" numeric,
  	"unit" varchar
  );
  
  CREATE TABLE "articles_product_key_specs_locales" (
  	"label" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_product_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "articles_product_applications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "articles_product_ordering" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"part_number" varchar,
  	"package" varchar,
  	"status" "enum_articles_product_ordering_status" DEFAULT 'mass_production',
  	"sample_max" numeric,
  	"rohs" "enum_articles_product_ordering_rohs",
  	"reach" "enum_articles_product_ordering_reach",
  	"halogen_free" "enum_articles_product_ordering_halogen_free",
  	"msl" varchar,
  	"reflow_peak_c" numeric
  );
  
  CREATE TABLE "articles_product_ordering_locales" (
  	"temperature_range" varchar,
  	"packing" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_product_quality_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer
  );
  
  CREATE TABLE "articles_product_quality_certificates_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_articles_kind" DEFAULT 'news',
  	"category_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"revised_at" timestamp(3) with time zone,
  	"approved_by_id" integer,
  	"approved_at" timestamp(3) with time zone,
  	"access" "enum_articles_access" DEFAULT 'public',
  	"cover_id" integer,
  	"product_part_number" varchar,
  	"product_status" "enum_articles_product_status" DEFAULT 'mass_production',
  	"product_block_diagram_id" integer,
  	"product_quality_aec_q100" "enum_articles_product_quality_aec_q100",
  	"product_quality_fit" numeric,
  	"product_quality_report_file_id" integer,
  	"product_quality_updated_at" timestamp(3) with time zone,
  	"announcement_number" varchar,
  	"announcement_type" "enum_articles_announcement_type" DEFAULT 'temporary',
  	"announcement_subtype_id" integer,
  	"announcement_pdf_id" integer,
  	"announcement_fiscal_year" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"content" jsonb,
  	"source" varchar,
  	"author" varchar,
  	"product_quality_fit_conditions" varchar,
  	"product_quality_report_title" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "_articles_v_version_attachments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_version_attachments_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_version_product_key_specs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"number" numeric,
  	"unit" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_version_product_key_specs_locales" (
  	"label" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_version_product_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_version_product_applications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_version_product_ordering" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"part_number" varchar,
  	"package" varchar,
  	"status" "enum__articles_v_version_product_ordering_status" DEFAULT 'mass_production',
  	"sample_max" numeric,
  	"rohs" "enum__articles_v_version_product_ordering_rohs",
  	"reach" "enum__articles_v_version_product_ordering_reach",
  	"halogen_free" "enum__articles_v_version_product_ordering_halogen_free",
  	"msl" varchar,
  	"reflow_peak_c" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_version_product_ordering_locales" (
  	"temperature_range" varchar,
  	"packing" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_version_product_quality_certificates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v_version_product_quality_certificates_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__articles_v_version_kind" DEFAULT 'news',
  	"version_category_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_revised_at" timestamp(3) with time zone,
  	"version_approved_by_id" integer,
  	"version_approved_at" timestamp(3) with time zone,
  	"version_access" "enum__articles_v_version_access" DEFAULT 'public',
  	"version_cover_id" integer,
  	"version_product_part_number" varchar,
  	"version_product_status" "enum__articles_v_version_product_status" DEFAULT 'mass_production',
  	"version_product_block_diagram_id" integer,
  	"version_product_quality_aec_q100" "enum__articles_v_version_product_quality_aec_q100",
  	"version_product_quality_fit" numeric,
  	"version_product_quality_report_file_id" integer,
  	"version_product_quality_updated_at" timestamp(3) with time zone,
  	"version_announcement_number" varchar,
  	"version_announcement_type" "enum__articles_v_version_announcement_type" DEFAULT 'temporary',
  	"version_announcement_subtype_id" integer,
  	"version_announcement_pdf_id" integer,
  	"version_announcement_fiscal_year" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"version_source" varchar,
  	"version_author" varchar,
  	"version_product_quality_fit_conditions" varchar,
  	"version_product_quality_report_title" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"type" "enum_categories_type" NOT NULL,
  	"parent_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "announcement_kinds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "announcement_kinds_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_documents_type" DEFAULT 'datasheet' NOT NULL,
  	"version" varchar,
  	"date" timestamp(3) with time zone NOT NULL,
  	"file_id" integer NOT NULL,
  	"access" "enum_documents_access" DEFAULT 'public' NOT NULL,
  	"lang" "enum_documents_lang",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "documents_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer
  );
  
  CREATE TABLE "change_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"type" "enum_change_notices_type" DEFAULT 'pcn' NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"effective_date" timestamp(3) with time zone,
  	"last_time_buy" timestamp(3) with time zone,
  	"replacement_id" integer,
  	"document_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "change_notices_locales" (
  	"title" varchar NOT NULL,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "change_notices_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer
  );
  
  CREATE TABLE "cross_references_specs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"number" numeric,
  	"unit" varchar
  );
  
  CREATE TABLE "cross_references_specs_locales" (
  	"label" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cross_references_replacements_differences" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cross_references_replacements_differences_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cross_references_replacements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"match" "enum_cross_references_replacements_match" DEFAULT 'pin_to_pin' NOT NULL,
  	"orderable_part" varchar
  );
  
  CREATE TABLE "cross_references" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"part_number" varchar NOT NULL,
  	"vendor" varchar NOT NULL,
  	"package" varchar,
  	"checked_on" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cross_references_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "offers_price_breaks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quantity" numeric NOT NULL,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"part_number" varchar NOT NULL,
  	"stock" numeric NOT NULL,
  	"currency" varchar,
  	"moq" numeric,
  	"lead_time_weeks" numeric,
  	"url" varchar,
  	"checked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offers_locales" (
  	"distributor" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"cover_id" integer,
  	"revised_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"position" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"image_mobile_id" integer,
  	"link_url" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "banners_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "milestones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"month" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "milestones_locales" (
  	"title" varchar NOT NULL,
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "ir_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_ir_events_type" DEFAULT 'other' NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"starts_at_tz" "enum_ir_events_starts_at_tz" DEFAULT 'Asia/Shanghai' NOT NULL,
  	"ends_at" timestamp(3) with time zone,
  	"ends_at_tz" "enum_ir_events_ends_at_tz" DEFAULT 'Asia/Shanghai',
  	"all_day" boolean DEFAULT false,
  	"url" varchar,
  	"meeting_id" integer,
  	"briefing_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ir_events_locales" (
  	"title" varchar NOT NULL,
  	"location" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "dividends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"kind" "enum_dividends_kind" DEFAULT 'annual' NOT NULL,
  	"cash_per_10" numeric,
  	"bonus_per_10" numeric,
  	"transfer_per_10" numeric,
  	"record_date" timestamp(3) with time zone,
  	"ex_date" timestamp(3) with time zone,
  	"payment_date" timestamp(3) with time zone,
  	"total_cash" numeric,
  	"status" "enum_dividends_status" DEFAULT 'implemented' NOT NULL,
  	"announcement_file_id" integer,
  	"announcement_url" varchar,
  	"announcement_published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dividends_locales" (
  	"plan" varchar NOT NULL,
  	"announcement_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "meetings_agenda" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"special" boolean DEFAULT false,
  	"passed" "enum_meetings_agenda_passed"
  );
  
  CREATE TABLE "meetings_agenda_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "meetings_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_meetings_documents_kind" DEFAULT 'other' NOT NULL,
  	"file_id" integer,
  	"url" varchar,
  	"published_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "meetings_documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "meetings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_meetings_kind" DEFAULT 'annual' NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"starts_at_tz" "enum_meetings_starts_at_tz" DEFAULT 'Asia/Shanghai' NOT NULL,
  	"ends_at" timestamp(3) with time zone,
  	"ends_at_tz" "enum_meetings_ends_at_tz" DEFAULT 'Asia/Shanghai',
  	"all_day" boolean DEFAULT false,
  	"record_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "meetings_locales" (
  	"title" varchar NOT NULL,
  	"place" varchar,
  	"online_voting" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "briefings_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "briefings_questions_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar,
  	"answered_by" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "briefings_record" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "briefings_record_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar,
  	"answered_by" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "briefings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"starts_at_tz" "enum_briefings_starts_at_tz" DEFAULT 'Asia/Shanghai' NOT NULL,
  	"ends_at" timestamp(3) with time zone,
  	"ends_at_tz" "enum_briefings_ends_at_tz" DEFAULT 'Asia/Shanghai',
  	"all_day" boolean DEFAULT false,
  	"join_url" varchar,
  	"replay_url" varchar,
  	"slides_file_id" integer,
  	"slides_url" varchar,
  	"slides_published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "briefings_locales" (
  	"title" varchar NOT NULL,
  	"speakers" varchar,
  	"join" varchar,
  	"slides_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "daily_closes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"open" numeric,
  	"high" numeric,
  	"low" numeric,
  	"close" numeric NOT NULL,
  	"volume" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"members_only" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"username" varchar NOT NULL,
  	"password_hash" varchar,
  	"nickname" varchar,
  	"status" "enum_members_status" DEFAULT 'active' NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"who" varchar NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"target" varchar NOT NULL,
  	"locale" varchar,
  	"summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "captcha_uses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"categories_id" integer,
  	"announcement_kinds_id" integer,
  	"documents_id" integer,
  	"change_notices_id" integer,
  	"cross_references_id" integer,
  	"offers_id" integer,
  	"pages_id" integer,
  	"banners_id" integer,
  	"milestones_id" integer,
  	"ir_events_id" integer,
  	"dividends_id" integer,
  	"meetings_id" integer,
  	"briefings_id" integer,
  	"daily_closes_id" integer,
  	"media_id" integer,
  	"members_id" integer,
  	"users_id" integer,
  	"audit_log_id" integer,
  	"captcha_uses_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_info" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_name_en" varchar,
  	"stock_code" varchar,
  	"exchange" varchar,
  	"logo_id" integer,
  	"logo_light_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_info_locales" (
  	"company_name" varchar,
  	"company_short_name" varchar,
  	"stock_name" varchar,
  	"exchange_name" varchar,
  	"slogan" varchar,
  	"recruitment_url" varchar,
  	"seo_title" varchar,
  	"seo_keywords" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"footer_bg_id" integer,
  	"official_account_icon_id" integer,
  	"official_account_image_id" integer,
  	"video_account_icon_id" integer,
  	"video_account_image_id" integer,
  	"web_site_icp" varchar,
  	"web_site_icp_url" varchar,
  	"web_site_public_security" varchar,
  	"web_site_public_security_url" varchar,
  	"service_email" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "settings_locales" (
  	"call_reception" varchar,
  	"call_sale" varchar,
  	"web_site_copyright" varchar,
  	"company_address" varchar,
  	"service_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "company_profile_key_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_company_profile_key_figures_key" NOT NULL
  );
  
  CREATE TABLE "company_profile_key_figures_locales" (
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"unit" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_profile_culture_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "company_profile_culture_values_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_profile_leaders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"photo_id" integer
  );
  
  CREATE TABLE "company_profile_leaders_locales" (
  	"name" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_profile_honours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"type" "enum_company_profile_honours_type" DEFAULT 'award' NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "company_profile_honours_locales" (
  	"title" varchar NOT NULL,
  	"issuer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_profile_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_company_profile_offices_type" DEFAULT 'sales' NOT NULL,
  	"postcode" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "company_profile_offices_locales" (
  	"name" varchar NOT NULL,
  	"city" varchar,
  	"address" varchar,
  	"phone" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_profile_hotlines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "company_profile_hotlines_locales" (
  	"label" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "company_profile" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"map_image_id" integer,
  	"ir_contact_email" varchar,
  	"ir_contact_interaction_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "company_profile_locales" (
  	"culture_mission" varchar,
  	"culture_vision" varchar,
  	"map_caption" varchar,
  	"ir_contact_secretary" varchar,
  	"ir_contact_representative" varchar,
  	"ir_contact_phone" varchar,
  	"ir_contact_fax" varchar,
  	"ir_contact_address" varchar,
  	"ir_contact_hours" varchar,
  	"ir_contact_complaints" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "financials_annual" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"period" varchar NOT NULL,
  	"revenue" numeric,
  	"net_profit" numeric,
  	"rd_expense" numeric,
  	"gross_margin" numeric
  );
  
  CREATE TABLE "financials_quarterly" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"period" varchar NOT NULL,
  	"revenue" numeric,
  	"net_profit" numeric,
  	"rd_expense" numeric,
  	"gross_margin" numeric
  );
  
  CREATE TABLE "financials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"currency" varchar,
  	"shares_outstanding" numeric,
  	"delay_minutes" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "esg_reports" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"file_id" integer,
  	"url" varchar,
  	"published_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "esg_reports_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "esg_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"pillar" "enum_esg_figures_pillar" DEFAULT 'G' NOT NULL,
  	"value" varchar NOT NULL,
  	"year" numeric
  );
  
  CREATE TABLE "esg_figures_locales" (
  	"label" varchar NOT NULL,
  	"unit" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "esg_policies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"url" varchar,
  	"published_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "esg_policies_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "esg" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "esg_locales" (
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "where_to_buy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"max_age" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "articles_attachments" ADD CONSTRAINT "articles_attachments_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_attachments" ADD CONSTRAINT "articles_attachments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_attachments_locales" ADD CONSTRAINT "articles_attachments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_product_key_specs" ADD CONSTRAINT "articles_product_key_specs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_product_key_specs_locales" ADD CONSTRAINT "articles_product_key_specs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_product_key_specs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_product_features" ADD CONSTRAINT "articles_product_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_product_applications" ADD CONSTRAINT "articles_product_applications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_product_ordering" ADD CONSTRAINT "articles_product_ordering_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_product_ordering_locales" ADD CONSTRAINT "articles_product_ordering_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_product_ordering"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_product_quality_certificates" ADD CONSTRAINT "articles_product_quality_certificates_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_product_quality_certificates" ADD CONSTRAINT "articles_product_quality_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_product_quality_certificates_locales" ADD CONSTRAINT "articles_product_quality_certificates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_product_quality_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_product_block_diagram_id_media_id_fk" FOREIGN KEY ("product_block_diagram_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_product_quality_report_file_id_media_id_fk" FOREIGN KEY ("product_quality_report_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_announcement_subtype_id_announcement_kinds_id_fk" FOREIGN KEY ("announcement_subtype_id") REFERENCES "public"."announcement_kinds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_announcement_pdf_id_media_id_fk" FOREIGN KEY ("announcement_pdf_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_attachments" ADD CONSTRAINT "_articles_v_version_attachments_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_version_attachments" ADD CONSTRAINT "_articles_v_version_attachments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_attachments_locales" ADD CONSTRAINT "_articles_v_version_attachments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_version_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_product_key_specs" ADD CONSTRAINT "_articles_v_version_product_key_specs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_product_key_specs_locales" ADD CONSTRAINT "_articles_v_version_product_key_specs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_version_product_key_specs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_product_features" ADD CONSTRAINT "_articles_v_version_product_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_product_applications" ADD CONSTRAINT "_articles_v_version_product_applications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_product_ordering" ADD CONSTRAINT "_articles_v_version_product_ordering_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_product_ordering_locales" ADD CONSTRAINT "_articles_v_version_product_ordering_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_version_product_ordering"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_product_quality_certificates" ADD CONSTRAINT "_articles_v_version_product_quality_certificates_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_version_product_quality_certificates" ADD CONSTRAINT "_articles_v_version_product_quality_certificates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_version_product_quality_certificates_locales" ADD CONSTRAINT "_articles_v_version_product_quality_certificates_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v_version_product_quality_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_approved_by_id_users_id_fk" FOREIGN KEY ("version_approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_product_block_diagram_id_media_id_fk" FOREIGN KEY ("version_product_block_diagram_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_product_quality_report_file_id_media_id_fk" FOREIGN KEY ("version_product_quality_report_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_announcement_subtype_id_announcement_kinds_id_fk" FOREIGN KEY ("version_announcement_subtype_id") REFERENCES "public"."announcement_kinds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_announcement_pdf_id_media_id_fk" FOREIGN KEY ("version_announcement_pdf_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "announcement_kinds_locales" ADD CONSTRAINT "announcement_kinds_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."announcement_kinds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "documents_locales" ADD CONSTRAINT "documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "documents_rels" ADD CONSTRAINT "documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "change_notices" ADD CONSTRAINT "change_notices_replacement_id_articles_id_fk" FOREIGN KEY ("replacement_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "change_notices" ADD CONSTRAINT "change_notices_document_id_media_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "change_notices_locales" ADD CONSTRAINT "change_notices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."change_notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "change_notices_rels" ADD CONSTRAINT "change_notices_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."change_notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "change_notices_rels" ADD CONSTRAINT "change_notices_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cross_references_specs" ADD CONSTRAINT "cross_references_specs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cross_references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cross_references_specs_locales" ADD CONSTRAINT "cross_references_specs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cross_references_specs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cross_references_replacements_differences" ADD CONSTRAINT "cross_references_replacements_differences_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cross_references_replacements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cross_references_replacements_differences_locales" ADD CONSTRAINT "cross_references_replacements_differences_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cross_references_replacements_differences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cross_references_replacements" ADD CONSTRAINT "cross_references_replacements_product_id_articles_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cross_references_replacements" ADD CONSTRAINT "cross_references_replacements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cross_references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cross_references_locales" ADD CONSTRAINT "cross_references_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cross_references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_price_breaks" ADD CONSTRAINT "offers_price_breaks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_articles_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers_locales" ADD CONSTRAINT "offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners_locales" ADD CONSTRAINT "banners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "milestones_locales" ADD CONSTRAINT "milestones_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ir_events" ADD CONSTRAINT "ir_events_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ir_events" ADD CONSTRAINT "ir_events_briefing_id_briefings_id_fk" FOREIGN KEY ("briefing_id") REFERENCES "public"."briefings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ir_events_locales" ADD CONSTRAINT "ir_events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ir_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dividends" ADD CONSTRAINT "dividends_announcement_file_id_media_id_fk" FOREIGN KEY ("announcement_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dividends_locales" ADD CONSTRAINT "dividends_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dividends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meetings_agenda" ADD CONSTRAINT "meetings_agenda_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meetings_agenda_locales" ADD CONSTRAINT "meetings_agenda_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."meetings_agenda"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meetings_documents" ADD CONSTRAINT "meetings_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "meetings_documents" ADD CONSTRAINT "meetings_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meetings_documents_locales" ADD CONSTRAINT "meetings_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."meetings_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meetings_locales" ADD CONSTRAINT "meetings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "briefings_questions" ADD CONSTRAINT "briefings_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."briefings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "briefings_questions_locales" ADD CONSTRAINT "briefings_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."briefings_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "briefings_record" ADD CONSTRAINT "briefings_record_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."briefings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "briefings_record_locales" ADD CONSTRAINT "briefings_record_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."briefings_record"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "briefings" ADD CONSTRAINT "briefings_slides_file_id_media_id_fk" FOREIGN KEY ("slides_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "briefings_locales" ADD CONSTRAINT "briefings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."briefings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_announcement_kinds_fk" FOREIGN KEY ("announcement_kinds_id") REFERENCES "public"."announcement_kinds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_change_notices_fk" FOREIGN KEY ("change_notices_id") REFERENCES "public"."change_notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cross_references_fk" FOREIGN KEY ("cross_references_id") REFERENCES "public"."cross_references"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_milestones_fk" FOREIGN KEY ("milestones_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ir_events_fk" FOREIGN KEY ("ir_events_id") REFERENCES "public"."ir_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dividends_fk" FOREIGN KEY ("dividends_id") REFERENCES "public"."dividends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_meetings_fk" FOREIGN KEY ("meetings_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_briefings_fk" FOREIGN KEY ("briefings_id") REFERENCES "public"."briefings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_daily_closes_fk" FOREIGN KEY ("daily_closes_id") REFERENCES "public"."daily_closes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_captcha_uses_fk" FOREIGN KEY ("captcha_uses_id") REFERENCES "public"."captcha_uses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_info" ADD CONSTRAINT "site_info_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_info" ADD CONSTRAINT "site_info_logo_light_id_media_id_fk" FOREIGN KEY ("logo_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_info_locales" ADD CONSTRAINT "site_info_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_footer_bg_id_media_id_fk" FOREIGN KEY ("footer_bg_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_official_account_icon_id_media_id_fk" FOREIGN KEY ("official_account_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_official_account_image_id_media_id_fk" FOREIGN KEY ("official_account_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_video_account_icon_id_media_id_fk" FOREIGN KEY ("video_account_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_video_account_image_id_media_id_fk" FOREIGN KEY ("video_account_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings_locales" ADD CONSTRAINT "settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_key_figures" ADD CONSTRAINT "company_profile_key_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_key_figures_locales" ADD CONSTRAINT "company_profile_key_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile_key_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_culture_values" ADD CONSTRAINT "company_profile_culture_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_culture_values_locales" ADD CONSTRAINT "company_profile_culture_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile_culture_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_leaders" ADD CONSTRAINT "company_profile_leaders_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_profile_leaders" ADD CONSTRAINT "company_profile_leaders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_leaders_locales" ADD CONSTRAINT "company_profile_leaders_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile_leaders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_honours" ADD CONSTRAINT "company_profile_honours_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_profile_honours" ADD CONSTRAINT "company_profile_honours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_honours_locales" ADD CONSTRAINT "company_profile_honours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile_honours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_offices" ADD CONSTRAINT "company_profile_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_offices_locales" ADD CONSTRAINT "company_profile_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_hotlines" ADD CONSTRAINT "company_profile_hotlines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile_hotlines_locales" ADD CONSTRAINT "company_profile_hotlines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile_hotlines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_profile" ADD CONSTRAINT "company_profile_map_image_id_media_id_fk" FOREIGN KEY ("map_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_profile_locales" ADD CONSTRAINT "company_profile_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "financials_annual" ADD CONSTRAINT "financials_annual_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."financials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "financials_quarterly" ADD CONSTRAINT "financials_quarterly_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."financials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "esg_reports" ADD CONSTRAINT "esg_reports_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "esg_reports" ADD CONSTRAINT "esg_reports_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."esg"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "esg_reports_locales" ADD CONSTRAINT "esg_reports_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."esg_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "esg_figures" ADD CONSTRAINT "esg_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."esg"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "esg_figures_locales" ADD CONSTRAINT "esg_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."esg_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "esg_policies" ADD CONSTRAINT "esg_policies_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "esg_policies" ADD CONSTRAINT "esg_policies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."esg"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "esg_policies_locales" ADD CONSTRAINT "esg_policies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."esg_policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "esg_locales" ADD CONSTRAINT "esg_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."esg"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "articles_attachments_order_idx" ON "articles_attachments" USING btree ("_order");
  CREATE INDEX "articles_attachments_parent_id_idx" ON "articles_attachments" USING btree ("_parent_id");
  CREATE INDEX "articles_attachments_file_idx" ON "articles_attachments" USING btree ("file_id");
  CREATE UNIQUE INDEX "articles_attachments_locales_locale_parent_id_unique" ON "articles_attachments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_product_key_specs_order_idx" ON "articles_product_key_specs" USING btree ("_order");
  CREATE INDEX "articles_product_key_specs_parent_id_idx" ON "articles_product_key_specs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "articles_product_key_specs_locales_locale_parent_id_unique" ON "articles_product_key_specs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_product_features_order_idx" ON "articles_product_features" USING btree ("_order");
  CREATE INDEX "articles_product_features_parent_id_idx" ON "articles_product_features" USING btree ("_parent_id");
  CREATE INDEX "articles_product_features_locale_idx" ON "articles_product_features" USING btree ("_locale");
  CREATE INDEX "articles_product_applications_order_idx" ON "articles_product_applications" USING btree ("_order");
  CREATE INDEX "articles_product_applications_parent_id_idx" ON "articles_product_applications" USING btree ("_parent_id");
  CREATE INDEX "articles_product_applications_locale_idx" ON "articles_product_applications" USING btree ("_locale");
  CREATE INDEX "articles_product_ordering_order_idx" ON "articles_product_ordering" USING btree ("_order");
  CREATE INDEX "articles_product_ordering_parent_id_idx" ON "articles_product_ordering" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "articles_product_ordering_locales_locale_parent_id_unique" ON "articles_product_ordering_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_product_quality_certificates_order_idx" ON "articles_product_quality_certificates" USING btree ("_order");
  CREATE INDEX "articles_product_quality_certificates_parent_id_idx" ON "articles_product_quality_certificates" USING btree ("_parent_id");
  CREATE INDEX "articles_product_quality_certificates_file_idx" ON "articles_product_quality_certificates" USING btree ("file_id");
  CREATE UNIQUE INDEX "articles_product_quality_certificates_locales_locale_parent_" ON "articles_product_quality_certificates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");
  CREATE INDEX "articles_approved_by_idx" ON "articles" USING btree ("approved_by_id");
  CREATE INDEX "articles_cover_idx" ON "articles" USING btree ("cover_id");
  CREATE INDEX "articles_product_product_part_number_idx" ON "articles" USING btree ("product_part_number");
  CREATE INDEX "articles_product_product_block_diagram_idx" ON "articles" USING btree ("product_block_diagram_id");
  CREATE INDEX "articles_product_quality_report_product_quality_report_f_idx" ON "articles" USING btree ("product_quality_report_file_id");
  CREATE INDEX "articles_announcement_announcement_subtype_idx" ON "articles" USING btree ("announcement_subtype_id");
  CREATE INDEX "articles_announcement_announcement_pdf_idx" ON "articles" USING btree ("announcement_pdf_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_rels_order_idx" ON "articles_rels" USING btree ("order");
  CREATE INDEX "articles_rels_parent_idx" ON "articles_rels" USING btree ("parent_id");
  CREATE INDEX "articles_rels_path_idx" ON "articles_rels" USING btree ("path");
  CREATE INDEX "articles_rels_users_id_idx" ON "articles_rels" USING btree ("users_id");
  CREATE INDEX "_articles_v_version_attachments_order_idx" ON "_articles_v_version_attachments" USING btree ("_order");
  CREATE INDEX "_articles_v_version_attachments_parent_id_idx" ON "_articles_v_version_attachments" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_version_attachments_file_idx" ON "_articles_v_version_attachments" USING btree ("file_id");
  CREATE UNIQUE INDEX "_articles_v_version_attachments_locales_locale_parent_id_uni" ON "_articles_v_version_attachments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_version_product_key_specs_order_idx" ON "_articles_v_version_product_key_specs" USING btree ("_order");
  CREATE INDEX "_articles_v_version_product_key_specs_parent_id_idx" ON "_articles_v_version_product_key_specs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_articles_v_version_product_key_specs_locales_locale_parent_" ON "_articles_v_version_product_key_specs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_version_product_features_order_idx" ON "_articles_v_version_product_features" USING btree ("_order");
  CREATE INDEX "_articles_v_version_product_features_parent_id_idx" ON "_articles_v_version_product_features" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_version_product_features_locale_idx" ON "_articles_v_version_product_features" USING btree ("_locale");
  CREATE INDEX "_articles_v_version_product_applications_order_idx" ON "_articles_v_version_product_applications" USING btree ("_order");
  CREATE INDEX "_articles_v_version_product_applications_parent_id_idx" ON "_articles_v_version_product_applications" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_version_product_applications_locale_idx" ON "_articles_v_version_product_applications" USING btree ("_locale");
  CREATE INDEX "_articles_v_version_product_ordering_order_idx" ON "_articles_v_version_product_ordering" USING btree ("_order");
  CREATE INDEX "_articles_v_version_product_ordering_parent_id_idx" ON "_articles_v_version_product_ordering" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_articles_v_version_product_ordering_locales_locale_parent_i" ON "_articles_v_version_product_ordering_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_version_product_quality_certificates_order_idx" ON "_articles_v_version_product_quality_certificates" USING btree ("_order");
  CREATE INDEX "_articles_v_version_product_quality_certificates_parent_id_idx" ON "_articles_v_version_product_quality_certificates" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_version_product_quality_certificates_file_idx" ON "_articles_v_version_product_quality_certificates" USING btree ("file_id");
  CREATE UNIQUE INDEX "_articles_v_version_product_quality_certificates_locales_loc" ON "_articles_v_version_product_quality_certificates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_category_idx" ON "_articles_v" USING btree ("version_category_id");
  CREATE INDEX "_articles_v_version_version_approved_by_idx" ON "_articles_v" USING btree ("version_approved_by_id");
  CREATE INDEX "_articles_v_version_version_cover_idx" ON "_articles_v" USING btree ("version_cover_id");
  CREATE INDEX "_articles_v_version_product_version_product_part_number_idx" ON "_articles_v" USING btree ("version_product_part_number");
  CREATE INDEX "_articles_v_version_product_version_product_block_diagra_idx" ON "_articles_v" USING btree ("version_product_block_diagram_id");
  CREATE INDEX "_articles_v_version_product_quality_report_version_produ_idx" ON "_articles_v" USING btree ("version_product_quality_report_file_id");
  CREATE INDEX "_articles_v_version_announcement_version_announcement_su_idx" ON "_articles_v" USING btree ("version_announcement_subtype_id");
  CREATE INDEX "_articles_v_version_announcement_version_announcement_pd_idx" ON "_articles_v" USING btree ("version_announcement_pdf_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_rels_order_idx" ON "_articles_v_rels" USING btree ("order");
  CREATE INDEX "_articles_v_rels_parent_idx" ON "_articles_v_rels" USING btree ("parent_id");
  CREATE INDEX "_articles_v_rels_path_idx" ON "_articles_v_rels" USING btree ("path");
  CREATE INDEX "_articles_v_rels_users_id_idx" ON "_articles_v_rels" USING btree ("users_id");
  CREATE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "announcement_kinds_updated_at_idx" ON "announcement_kinds" USING btree ("updated_at");
  CREATE INDEX "announcement_kinds_created_at_idx" ON "announcement_kinds" USING btree ("created_at");
  CREATE UNIQUE INDEX "announcement_kinds_locales_locale_parent_id_unique" ON "announcement_kinds_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_locales_locale_parent_id_unique" ON "documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "documents_rels_order_idx" ON "documents_rels" USING btree ("order");
  CREATE INDEX "documents_rels_parent_idx" ON "documents_rels" USING btree ("parent_id");
  CREATE INDEX "documents_rels_path_idx" ON "documents_rels" USING btree ("path");
  CREATE INDEX "documents_rels_articles_id_idx" ON "documents_rels" USING btree ("articles_id");
  CREATE UNIQUE INDEX "change_notices_number_idx" ON "change_notices" USING btree ("number");
  CREATE INDEX "change_notices_replacement_idx" ON "change_notices" USING btree ("replacement_id");
  CREATE INDEX "change_notices_document_idx" ON "change_notices" USING btree ("document_id");
  CREATE INDEX "change_notices_updated_at_idx" ON "change_notices" USING btree ("updated_at");
  CREATE INDEX "change_notices_created_at_idx" ON "change_notices" USING btree ("created_at");
  CREATE UNIQUE INDEX "change_notices_locales_locale_parent_id_unique" ON "change_notices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "change_notices_rels_order_idx" ON "change_notices_rels" USING btree ("order");
  CREATE INDEX "change_notices_rels_parent_idx" ON "change_notices_rels" USING btree ("parent_id");
  CREATE INDEX "change_notices_rels_path_idx" ON "change_notices_rels" USING btree ("path");
  CREATE INDEX "change_notices_rels_articles_id_idx" ON "change_notices_rels" USING btree ("articles_id");
  CREATE INDEX "cross_references_specs_order_idx" ON "cross_references_specs" USING btree ("_order");
  CREATE INDEX "cross_references_specs_parent_id_idx" ON "cross_references_specs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cross_references_specs_locales_locale_parent_id_unique" ON "cross_references_specs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cross_references_replacements_differences_order_idx" ON "cross_references_replacements_differences" USING btree ("_order");
  CREATE INDEX "cross_references_replacements_differences_parent_id_idx" ON "cross_references_replacements_differences" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cross_references_replacements_differences_locales_locale_par" ON "cross_references_replacements_differences_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cross_references_replacements_order_idx" ON "cross_references_replacements" USING btree ("_order");
  CREATE INDEX "cross_references_replacements_parent_id_idx" ON "cross_references_replacements" USING btree ("_parent_id");
  CREATE INDEX "cross_references_replacements_product_idx" ON "cross_references_replacements" USING btree ("product_id");
  CREATE INDEX "cross_references_part_number_idx" ON "cross_references" USING btree ("part_number");
  CREATE INDEX "cross_references_updated_at_idx" ON "cross_references" USING btree ("updated_at");
  CREATE INDEX "cross_references_created_at_idx" ON "cross_references" USING btree ("created_at");
  CREATE UNIQUE INDEX "cross_references_locales_locale_parent_id_unique" ON "cross_references_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "offers_price_breaks_order_idx" ON "offers_price_breaks" USING btree ("_order");
  CREATE INDEX "offers_price_breaks_parent_id_idx" ON "offers_price_breaks" USING btree ("_parent_id");
  CREATE INDEX "offers_product_idx" ON "offers" USING btree ("product_id");
  CREATE INDEX "offers_part_number_idx" ON "offers" USING btree ("part_number");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE UNIQUE INDEX "offers_locales_locale_parent_id_unique" ON "offers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_cover_idx" ON "pages" USING btree ("cover_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "banners_image_idx" ON "banners" USING btree ("image_id");
  CREATE INDEX "banners_image_mobile_idx" ON "banners" USING btree ("image_mobile_id");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE UNIQUE INDEX "banners_locales_locale_parent_id_unique" ON "banners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "milestones_updated_at_idx" ON "milestones" USING btree ("updated_at");
  CREATE INDEX "milestones_created_at_idx" ON "milestones" USING btree ("created_at");
  CREATE UNIQUE INDEX "milestones_locales_locale_parent_id_unique" ON "milestones_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ir_events_meeting_idx" ON "ir_events" USING btree ("meeting_id");
  CREATE INDEX "ir_events_briefing_idx" ON "ir_events" USING btree ("briefing_id");
  CREATE INDEX "ir_events_updated_at_idx" ON "ir_events" USING btree ("updated_at");
  CREATE INDEX "ir_events_created_at_idx" ON "ir_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "ir_events_locales_locale_parent_id_unique" ON "ir_events_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dividends_announcement_announcement_file_idx" ON "dividends" USING btree ("announcement_file_id");
  CREATE INDEX "dividends_updated_at_idx" ON "dividends" USING btree ("updated_at");
  CREATE INDEX "dividends_created_at_idx" ON "dividends" USING btree ("created_at");
  CREATE UNIQUE INDEX "dividends_locales_locale_parent_id_unique" ON "dividends_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "meetings_agenda_order_idx" ON "meetings_agenda" USING btree ("_order");
  CREATE INDEX "meetings_agenda_parent_id_idx" ON "meetings_agenda" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "meetings_agenda_locales_locale_parent_id_unique" ON "meetings_agenda_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "meetings_documents_order_idx" ON "meetings_documents" USING btree ("_order");
  CREATE INDEX "meetings_documents_parent_id_idx" ON "meetings_documents" USING btree ("_parent_id");
  CREATE INDEX "meetings_documents_file_idx" ON "meetings_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "meetings_documents_locales_locale_parent_id_unique" ON "meetings_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "meetings_updated_at_idx" ON "meetings" USING btree ("updated_at");
  CREATE INDEX "meetings_created_at_idx" ON "meetings" USING btree ("created_at");
  CREATE UNIQUE INDEX "meetings_locales_locale_parent_id_unique" ON "meetings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "briefings_questions_order_idx" ON "briefings_questions" USING btree ("_order");
  CREATE INDEX "briefings_questions_parent_id_idx" ON "briefings_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "briefings_questions_locales_locale_parent_id_unique" ON "briefings_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "briefings_record_order_idx" ON "briefings_record" USING btree ("_order");
  CREATE INDEX "briefings_record_parent_id_idx" ON "briefings_record" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "briefings_record_locales_locale_parent_id_unique" ON "briefings_record_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "briefings_slides_slides_file_idx" ON "briefings" USING btree ("slides_file_id");
  CREATE INDEX "briefings_updated_at_idx" ON "briefings" USING btree ("updated_at");
  CREATE INDEX "briefings_created_at_idx" ON "briefings" USING btree ("created_at");
  CREATE UNIQUE INDEX "briefings_locales_locale_parent_id_unique" ON "briefings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "daily_closes_date_idx" ON "daily_closes" USING btree ("date");
  CREATE INDEX "daily_closes_updated_at_idx" ON "daily_closes" USING btree ("updated_at");
  CREATE INDEX "daily_closes_created_at_idx" ON "daily_closes" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_path_idx" ON "media" USING btree ("path");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "members_username_idx" ON "members" USING btree ("username");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");
  CREATE INDEX "audit_log_who_idx" ON "audit_log" USING btree ("who");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE UNIQUE INDEX "captcha_uses_key_hash_idx" ON "captcha_uses" USING btree ("key_hash");
  CREATE INDEX "captcha_uses_expires_at_idx" ON "captcha_uses" USING btree ("expires_at");
  CREATE INDEX "captcha_uses_updated_at_idx" ON "captcha_uses" USING btree ("updated_at");
  CREATE INDEX "captcha_uses_created_at_idx" ON "captcha_uses" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_announcement_kinds_id_idx" ON "payload_locked_documents_rels" USING btree ("announcement_kinds_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_change_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("change_notices_id");
  CREATE INDEX "payload_locked_documents_rels_cross_references_id_idx" ON "payload_locked_documents_rels" USING btree ("cross_references_id");
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_milestones_id_idx" ON "payload_locked_documents_rels" USING btree ("milestones_id");
  CREATE INDEX "payload_locked_documents_rels_ir_events_id_idx" ON "payload_locked_documents_rels" USING btree ("ir_events_id");
  CREATE INDEX "payload_locked_documents_rels_dividends_id_idx" ON "payload_locked_documents_rels" USING btree ("dividends_id");
  CREATE INDEX "payload_locked_documents_rels_meetings_id_idx" ON "payload_locked_documents_rels" USING btree ("meetings_id");
  CREATE INDEX "payload_locked_documents_rels_briefings_id_idx" ON "payload_locked_documents_rels" USING btree ("briefings_id");
  CREATE INDEX "payload_locked_documents_rels_daily_closes_id_idx" ON "payload_locked_documents_rels" USING btree ("daily_closes_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  CREATE INDEX "payload_locked_documents_rels_captcha_uses_id_idx" ON "payload_locked_documents_rels" USING btree ("captcha_uses_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_info_logo_idx" ON "site_info" USING btree ("logo_id");
  CREATE INDEX "site_info_logo_light_idx" ON "site_info" USING btree ("logo_light_id");
  CREATE UNIQUE INDEX "site_info_locales_locale_parent_id_unique" ON "site_info_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "settings_footer_bg_idx" ON "settings" USING btree ("footer_bg_id");
  CREATE INDEX "settings_official_account_icon_idx" ON "settings" USING btree ("official_account_icon_id");
  CREATE INDEX "settings_official_account_image_idx" ON "settings" USING btree ("official_account_image_id");
  CREATE INDEX "settings_video_account_icon_idx" ON "settings" USING btree ("video_account_icon_id");
  CREATE INDEX "settings_video_account_image_idx" ON "settings" USING btree ("video_account_image_id");
  CREATE UNIQUE INDEX "settings_locales_locale_parent_id_unique" ON "settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile_key_figures_order_idx" ON "company_profile_key_figures" USING btree ("_order");
  CREATE INDEX "company_profile_key_figures_parent_id_idx" ON "company_profile_key_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_profile_key_figures_locales_locale_parent_id_unique" ON "company_profile_key_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile_culture_values_order_idx" ON "company_profile_culture_values" USING btree ("_order");
  CREATE INDEX "company_profile_culture_values_parent_id_idx" ON "company_profile_culture_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_profile_culture_values_locales_locale_parent_id_uniq" ON "company_profile_culture_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile_leaders_order_idx" ON "company_profile_leaders" USING btree ("_order");
  CREATE INDEX "company_profile_leaders_parent_id_idx" ON "company_profile_leaders" USING btree ("_parent_id");
  CREATE INDEX "company_profile_leaders_photo_idx" ON "company_profile_leaders" USING btree ("photo_id");
  CREATE UNIQUE INDEX "company_profile_leaders_locales_locale_parent_id_unique" ON "company_profile_leaders_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile_honours_order_idx" ON "company_profile_honours" USING btree ("_order");
  CREATE INDEX "company_profile_honours_parent_id_idx" ON "company_profile_honours" USING btree ("_parent_id");
  CREATE INDEX "company_profile_honours_image_idx" ON "company_profile_honours" USING btree ("image_id");
  CREATE UNIQUE INDEX "company_profile_honours_locales_locale_parent_id_unique" ON "company_profile_honours_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile_offices_order_idx" ON "company_profile_offices" USING btree ("_order");
  CREATE INDEX "company_profile_offices_parent_id_idx" ON "company_profile_offices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_profile_offices_locales_locale_parent_id_unique" ON "company_profile_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile_hotlines_order_idx" ON "company_profile_hotlines" USING btree ("_order");
  CREATE INDEX "company_profile_hotlines_parent_id_idx" ON "company_profile_hotlines" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_profile_hotlines_locales_locale_parent_id_unique" ON "company_profile_hotlines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_profile_map_map_image_idx" ON "company_profile" USING btree ("map_image_id");
  CREATE UNIQUE INDEX "company_profile_locales_locale_parent_id_unique" ON "company_profile_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "financials_annual_order_idx" ON "financials_annual" USING btree ("_order");
  CREATE INDEX "financials_annual_parent_id_idx" ON "financials_annual" USING btree ("_parent_id");
  CREATE INDEX "financials_quarterly_order_idx" ON "financials_quarterly" USING btree ("_order");
  CREATE INDEX "financials_quarterly_parent_id_idx" ON "financials_quarterly" USING btree ("_parent_id");
  CREATE INDEX "esg_reports_order_idx" ON "esg_reports" USING btree ("_order");
  CREATE INDEX "esg_reports_parent_id_idx" ON "esg_reports" USING btree ("_parent_id");
  CREATE INDEX "esg_reports_file_idx" ON "esg_reports" USING btree ("file_id");
  CREATE UNIQUE INDEX "esg_reports_locales_locale_parent_id_unique" ON "esg_reports_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "esg_figures_order_idx" ON "esg_figures" USING btree ("_order");
  CREATE INDEX "esg_figures_parent_id_idx" ON "esg_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "esg_figures_locales_locale_parent_id_unique" ON "esg_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "esg_policies_order_idx" ON "esg_policies" USING btree ("_order");
  CREATE INDEX "esg_policies_parent_id_idx" ON "esg_policies" USING btree ("_parent_id");
  CREATE INDEX "esg_policies_file_idx" ON "esg_policies" USING btree ("file_id");
  CREATE UNIQUE INDEX "esg_policies_locales_locale_parent_id_unique" ON "esg_policies_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "esg_locales_locale_parent_id_unique" ON "esg_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "articles_attachments" CASCADE;
  DROP TABLE "articles_attachments_locales" CASCADE;
  DROP TABLE "articles_product_key_specs" CASCADE;
  DROP TABLE "articles_product_key_specs_locales" CASCADE;
  DROP TABLE "articles_product_features" CASCADE;
  DROP TABLE "articles_product_applications" CASCADE;
  DROP TABLE "articles_product_ordering" CASCADE;
  DROP TABLE "articles_product_ordering_locales" CASCADE;
  DROP TABLE "articles_product_quality_certificates" CASCADE;
  DROP TABLE "articles_product_quality_certificates_locales" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "articles_rels" CASCADE;
  DROP TABLE "_articles_v_version_attachments" CASCADE;
  DROP TABLE "_articles_v_version_attachments_locales" CASCADE;
  DROP TABLE "_articles_v_version_product_key_specs" CASCADE;
  DROP TABLE "_articles_v_version_product_key_specs_locales" CASCADE;
  DROP TABLE "_articles_v_version_product_features" CASCADE;
  DROP TABLE "_articles_v_version_product_applications" CASCADE;
  DROP TABLE "_articles_v_version_product_ordering" CASCADE;
  DROP TABLE "_articles_v_version_product_ordering_locales" CASCADE;
  DROP TABLE "_articles_v_version_product_quality_certificates" CASCADE;
  DROP TABLE "_articles_v_version_product_quality_certificates_locales" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "_articles_v_rels" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "announcement_kinds" CASCADE;
  DROP TABLE "announcement_kinds_locales" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "documents_locales" CASCADE;
  DROP TABLE "documents_rels" CASCADE;
  DROP TABLE "change_notices" CASCADE;
  DROP TABLE "change_notices_locales" CASCADE;
  DROP TABLE "change_notices_rels" CASCADE;
  DROP TABLE "cross_references_specs" CASCADE;
  DROP TABLE "cross_references_specs_locales" CASCADE;
  DROP TABLE "cross_references_replacements_differences" CASCADE;
  DROP TABLE "cross_references_replacements_differences_locales" CASCADE;
  DROP TABLE "cross_references_replacements" CASCADE;
  DROP TABLE "cross_references" CASCADE;
  DROP TABLE "cross_references_locales" CASCADE;
  DROP TABLE "offers_price_breaks" CASCADE;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "offers_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "banners" CASCADE;
  DROP TABLE "banners_locales" CASCADE;
  DROP TABLE "milestones" CASCADE;
  DROP TABLE "milestones_locales" CASCADE;
  DROP TABLE "ir_events" CASCADE;
  DROP TABLE "ir_events_locales" CASCADE;
  DROP TABLE "dividends" CASCADE;
  DROP TABLE "dividends_locales" CASCADE;
  DROP TABLE "meetings_agenda" CASCADE;
  DROP TABLE "meetings_agenda_locales" CASCADE;
  DROP TABLE "meetings_documents" CASCADE;
  DROP TABLE "meetings_documents_locales" CASCADE;
  DROP TABLE "meetings" CASCADE;
  DROP TABLE "meetings_locales" CASCADE;
  DROP TABLE "briefings_questions" CASCADE;
  DROP TABLE "briefings_questions_locales" CASCADE;
  DROP TABLE "briefings_record" CASCADE;
  DROP TABLE "briefings_record_locales" CASCADE;
  DROP TABLE "briefings" CASCADE;
  DROP TABLE "briefings_locales" CASCADE;
  DROP TABLE "daily_closes" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "captcha_uses" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_info" CASCADE;
  DROP TABLE "site_info_locales" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "settings_locales" CASCADE;
  DROP TABLE "company_profile_key_figures" CASCADE;
  DROP TABLE "company_profile_key_figures_locales" CASCADE;
  DROP TABLE "company_profile_culture_values" CASCADE;
  DROP TABLE "company_profile_culture_values_locales" CASCADE;
  DROP TABLE "company_profile_leaders" CASCADE;
  DROP TABLE "company_profile_leaders_locales" CASCADE;
  DROP TABLE "company_profile_honours" CASCADE;
  DROP TABLE "company_profile_honours_locales" CASCADE;
  DROP TABLE "company_profile_offices" CASCADE;
  DROP TABLE "company_profile_offices_locales" CASCADE;
  DROP TABLE "company_profile_hotlines" CASCADE;
  DROP TABLE "company_profile_hotlines_locales" CASCADE;
  DROP TABLE "company_profile" CASCADE;
  DROP TABLE "company_profile_locales" CASCADE;
  DROP TABLE "financials_annual" CASCADE;
  DROP TABLE "financials_quarterly" CASCADE;
  DROP TABLE "financials" CASCADE;
  DROP TABLE "esg_reports" CASCADE;
  DROP TABLE "esg_reports_locales" CASCADE;
  DROP TABLE "esg_figures" CASCADE;
  DROP TABLE "esg_figures_locales" CASCADE;
  DROP TABLE "esg_policies" CASCADE;
  DROP TABLE "esg_policies_locales" CASCADE;
  DROP TABLE "esg" CASCADE;
  DROP TABLE "esg_locales" CASCADE;
  DROP TABLE "where_to_buy" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_articles_product_ordering_status";
  DROP TYPE "public"."enum_articles_product_ordering_rohs";
  DROP TYPE "public"."enum_articles_product_ordering_reach";
  DROP TYPE "public"."enum_articles_product_ordering_halogen_free";
  DROP TYPE "public"."enum_articles_kind";
  DROP TYPE "public"."enum_articles_access";
  DROP TYPE "public"."enum_articles_product_status";
  DROP TYPE "public"."enum_articles_product_quality_aec_q100";
  DROP TYPE "public"."enum_articles_announcement_type";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_product_ordering_status";
  DROP TYPE "public"."enum__articles_v_version_product_ordering_rohs";
  DROP TYPE "public"."enum__articles_v_version_product_ordering_reach";
  DROP TYPE "public"."enum__articles_v_version_product_ordering_halogen_free";
  DROP TYPE "public"."enum__articles_v_version_kind";
  DROP TYPE "public"."enum__articles_v_version_access";
  DROP TYPE "public"."enum__articles_v_version_product_status";
  DROP TYPE "public"."enum__articles_v_version_product_quality_aec_q100";
  DROP TYPE "public"."enum__articles_v_version_announcement_type";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_categories_type";
  DROP TYPE "public"."enum_documents_type";
  DROP TYPE "public"."enum_documents_access";
  DROP TYPE "public"."enum_documents_lang";
  DROP TYPE "public"."enum_change_notices_type";
  DROP TYPE "public"."enum_cross_references_replacements_match";
  DROP TYPE "public"."enum_ir_events_type";
  DROP TYPE "public"."enum_ir_events_starts_at_tz";
  DROP TYPE "public"."enum_ir_events_ends_at_tz";
  DROP TYPE "public"."enum_dividends_kind";
  DROP TYPE "public"."enum_dividends_status";
  DROP TYPE "public"."enum_meetings_agenda_passed";
  DROP TYPE "public"."enum_meetings_documents_kind";
  DROP TYPE "public"."enum_meetings_kind";
  DROP TYPE "public"."enum_meetings_starts_at_tz";
  DROP TYPE "public"."enum_meetings_ends_at_tz";
  DROP TYPE "public"."enum_briefings_starts_at_tz";
  DROP TYPE "public"."enum_briefings_ends_at_tz";
  DROP TYPE "public"."enum_members_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_audit_log_action";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_company_profile_key_figures_key";
  DROP TYPE "public"."enum_company_profile_honours_type";
  DROP TYPE "public"."enum_company_profile_offices_type";
  DROP TYPE "public"."enum_esg_figures_pillar";`)
}
