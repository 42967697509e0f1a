import { Migration } from '@mikro-orm/migrations';

export class Migration20261125164955_ResourceArchive extends Migration {
  override name = 'Migration20261125164955_ResourceArchive';

  override up(): void | Promise<void> {
    this.addSql(`alter table "resources" add "archived_at" timestamptz null;`);
    // A resource hidden before archiving existed counts as archived since its last change.
    this.addSql(`update "resources" set "archived_at" = "updated_at" where not "active";`);
    // active becomes archived_at's mirror, kept by PostgreSQL, so that the two can never disagree.
    this.addSql(`alter table "resources" drop column "active";`);
    this.addSql(`alter table "resources" add "active" boolean generated always as ("archived_at" is null) stored not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "resources" drop column "active";`);
    this.addSql(`alter table "resources" add "active" boolean not null default true;`);
    this.addSql(`update "resources" set "active" = false where "archived_at" is not null;`);
    this.addSql(`alter table "resources" drop column "archived_at";`);
  }
}
