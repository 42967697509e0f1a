import { Migration } from '@mikro-orm/migrations';

export class Migration20261123064250_ProfileMatchesStale extends Migration {
  override name = 'Migration20261123064250_ProfileMatchesStale';

  override up(): void | Promise<void> {
    this.addSql(`alter table "profiles" add "matches_stale_at" timestamptz null;`);
    this.addSql(`create index "profiles_matches_stale_at_index" on "profiles" ("matches_stale_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "profiles_matches_stale_at_index";`);
    this.addSql(`alter table "profiles" drop column "matches_stale_at";`);
  }
}
