import { Migration } from '@mikro-orm/migrations';

export class Migration20261123163346_SearchTrigramIndexes extends Migration {
  override name = 'Migration20261123163346_SearchTrigramIndexes';

  override up(): void | Promise<void> {
    // pg_trgm ships with PostgreSQL (contrib), the embedded server included; the indexes need its operator class.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`alter table "brands" add "search_text" text generated always as (lower("name" || ' ' || "tagline")) stored null;`);
    this.addSql(`create index "brands_search_text_trgm" on "brands" using gin ("search_text" gin_trgm_ops);`);

    this.addSql(`alter table "resources" add "search_text" text generated always as (lower("name" || ' ' || "description")) stored null;`);
    this.addSql(`create index "resources_search_text_trgm" on "resources" using gin ("search_text" gin_trgm_ops);`);

    this.addSql(`create index "users_username_trgm" on "users" using gin ("username" gin_trgm_ops);`);

    this.addSql(`create index "profiles_bio_trgm" on "profiles" using gin ("bio" gin_trgm_ops);`);
    this.addSql(`create index "profiles_location_trgm" on "profiles" using gin ("location" gin_trgm_ops);`);
    this.addSql(`create index "profiles_artist_name_trgm" on "profiles" using gin ("artist_name" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "brands_search_text_trgm";`);
    this.addSql(`alter table "brands" drop column "search_text";`);

    this.addSql(`drop index "profiles_bio_trgm";`);
    this.addSql(`drop index "profiles_location_trgm";`);
    this.addSql(`drop index "profiles_artist_name_trgm";`);

    this.addSql(`drop index "resources_search_text_trgm";`);
    this.addSql(`alter table "resources" drop column "search_text";`);

    this.addSql(`drop index "users_username_trgm";`);
    // The extension stays: other objects may use it, and it costs nothing unused.
  }
}
