import { Migration } from '@mikro-orm/migrations';

export class Migration20261129214605_FeaturedTracks extends Migration {
  override name = 'Migration20261129214605_FeaturedTracks';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profiles" add "featured_tracks" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "profiles" drop column "featured_tracks";`);
  }
}
