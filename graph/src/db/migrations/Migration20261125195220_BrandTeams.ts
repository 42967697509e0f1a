import { Migration } from '@mikro-orm/migrations';

export class Migration20261125195220_BrandTeams extends Migration {
  override name = 'Migration20261125195220_BrandTeams';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "brand_members" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "brand_id" uuid not null, "user_id" uuid not null, "role" text not null default 'member', primary key ("id"));`,
    );
    this.addSql(`create index "brand_members_user_id_index" on "brand_members" ("user_id");`);
    this.addSql(`alter table "brand_members" add constraint "brand_members_brand_id_user_id_unique" unique ("brand_id", "user_id");`);

    this.addSql(`alter table "brand_connections" drop constraint "brand_connections_status_check";`);
    this.addSql(
      `alter table "brand_connections" add constraint "brand_connections_status_check" check ("status" in ('requested', 'connected', 'declined', 'withdrawn', 'expired'));`,
    );

    this.addSql(
      `alter table "brand_members" add constraint "brand_members_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "brand_members" add constraint "brand_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "brand_members" add constraint "brand_members_role_check" check ("role" in ('owner', 'member'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brand_members" cascade;`);

    this.addSql(`alter table "brand_connections" drop constraint "brand_connections_status_check";`);
    this.addSql(`alter table "brand_connections" add constraint "brand_connections_status_check" check ("status" in ('requested', 'connected', 'declined'));`);
  }
}
