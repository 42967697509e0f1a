import { Migration } from '@mikro-orm/migrations';

export class Migration20261129163610_AudienceConsent extends Migration {
  override name = 'Migration20261129163610_AudienceConsent';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "privacy_settings" add "share_with_connected_brands" boolean not null default false, add "shared_audience_fields" text[] not null default '{}';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "privacy_settings" drop column "share_with_connected_brands", drop column "shared_audience_fields";`);
  }
}
