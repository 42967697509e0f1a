import { Migration } from '@mikro-orm/migrations';

export class Migration20261123162510_SearchTrigramIndexes extends Migration {

  override name = 'Migration20261123162510_SearchTrigramIndexes';

  override up(): void | Promise<void> {
    // pg_trgm ships with PostgreSQL (contrib), the embedded server included; the indexes need its operator class.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "brands_tagline_trgm" on "brands" using gin ("tagline" gin_trgm_ops);`);
    this.addSql(`create index "brands_name_trgm" on "brands" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "resources_description_trgm" on "resources" using gin ("description" gin_trgm_ops);`);
    this.addSql(`create index "resources_name_trgm" on "resources" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create index "users_username_trgm" on "users" using gin ("username" gin_trgm_ops);`);

    this.addSql(`create index "profiles_bio_trgm" on "profiles" using gin ("bio" gin_trgm_ops);`);
    this.addSql(`create index "profiles_location_trgm" on "profiles" using gin ("location" gin_trgm_ops);`);
    this.addSql(`create index "profiles_artist_name_trgm" on "profiles" using gin ("artist_name" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "brands_tagline_trgm";`);
    this.addSql(`drop index "brands_name_trgm";`);

    this.addSql(`drop index "profiles_bio_trgm";`);
    this.addSql(`drop index "profiles_location_trgm";`);
    this.addSql(`drop index "profiles_artist_name_trgm";`);

    this.addSql(`drop index "resources_description_trgm";`);
    this.addSql(`drop index "resources_name_trgm";`);

    this.addSql(`drop index "users_username_trgm";`);
    // The extension stays: other objects may use it, and it costs nothing unused.
  }

}
