import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`articles_attachments_locales_parent_idx\` ON \`articles_attachments_locales\` (\`_parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`articles_product_key_specs_locales_parent_idx\` ON \`articles_product_key_specs_locales\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`articles_product_ordering_locales_parent_idx\` ON \`articles_product_ordering_locales\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`articles_product_quality_certificates_locales_parent_idx\` ON \`articles_product_quality_certificates_locales\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`articles_locales_parent_idx\` ON \`articles_locales\` (\`_parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_articles_v_version_attachments_locales_parent_idx\` ON \`_articles_v_version_attachments_locales\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_articles_v_version_product_key_specs_locales_parent_idx\` ON \`_articles_v_version_product_key_specs_locales\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_articles_v_version_product_ordering_locales_parent_idx\` ON \`_articles_v_version_product_ordering_locales\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_articles_v_version_product_quality_certificat_0eefe8cc_pidx\` ON \`_articles_v_version_product_quality_certificates_locales\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`_articles_v_locales_parent_idx\` ON \`_articles_v_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`categories_locales_parent_idx\` ON \`categories_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`announcement_kinds_locales_parent_idx\` ON \`announcement_kinds_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`documents_locales_parent_idx\` ON \`documents_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`change_notices_locales_parent_idx\` ON \`change_notices_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`cross_references_specs_locales_parent_idx\` ON \`cross_references_specs_locales\` (\`_parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`cross_references_replacements_differences_locales_parent_idx\` ON \`cross_references_replacements_differences_locales\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`cross_references_locales_parent_idx\` ON \`cross_references_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`offers_locales_parent_idx\` ON \`offers_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`pages_locales_parent_idx\` ON \`pages_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`banners_locales_parent_idx\` ON \`banners_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`milestones_locales_parent_idx\` ON \`milestones_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`ir_events_locales_parent_idx\` ON \`ir_events_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`dividends_locales_parent_idx\` ON \`dividends_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`meetings_agenda_locales_parent_idx\` ON \`meetings_agenda_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`meetings_documents_locales_parent_idx\` ON \`meetings_documents_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`meetings_locales_parent_idx\` ON \`meetings_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`briefings_questions_locales_parent_idx\` ON \`briefings_questions_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`briefings_record_locales_parent_idx\` ON \`briefings_record_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`briefings_locales_parent_idx\` ON \`briefings_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`media_locales_parent_idx\` ON \`media_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`site_info_locales_parent_idx\` ON \`site_info_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`settings_locales_parent_idx\` ON \`settings_locales\` (\`_parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`company_profile_key_figures_locales_parent_idx\` ON \`company_profile_key_figures_locales\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`company_profile_culture_values_locales_parent_idx\` ON \`company_profile_culture_values_locales\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`company_profile_leaders_locales_parent_idx\` ON \`company_profile_leaders_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`company_profile_honours_locales_parent_idx\` ON \`company_profile_honours_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`company_profile_offices_locales_parent_idx\` ON \`company_profile_offices_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`company_profile_hotlines_locales_parent_idx\` ON \`company_profile_hotlines_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`company_profile_locales_parent_idx\` ON \`company_profile_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`esg_reports_locales_parent_idx\` ON \`esg_reports_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`esg_figures_locales_parent_idx\` ON \`esg_figures_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`esg_policies_locales_parent_idx\` ON \`esg_policies_locales\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`esg_locales_parent_idx\` ON \`esg_locales\` (\`_parent_id\`);`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`articles_attachments_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`articles_product_key_specs_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`articles_product_ordering_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`articles_product_quality_certificates_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`articles_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`_articles_v_version_attachments_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`_articles_v_version_product_key_specs_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`_articles_v_version_product_ordering_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`_articles_v_version_product_quality_certificat_0eefe8cc_pidx\`;`);
  await db.run(sql`DROP INDEX \`_articles_v_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`categories_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`announcement_kinds_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`documents_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`change_notices_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`cross_references_specs_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`cross_references_replacements_differences_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`cross_references_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`offers_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`pages_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`banners_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`milestones_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`ir_events_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`dividends_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`meetings_agenda_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`meetings_documents_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`meetings_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`briefings_questions_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`briefings_record_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`briefings_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`media_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`site_info_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`settings_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`company_profile_key_figures_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`company_profile_culture_values_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`company_profile_leaders_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`company_profile_honours_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`company_profile_offices_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`company_profile_hotlines_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`company_profile_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`esg_reports_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`esg_figures_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`esg_policies_locales_parent_idx\`;`);
  await db.run(sql`DROP INDEX \`esg_locales_parent_idx\`;`);
}
