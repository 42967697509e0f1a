import { Migration } from '@mikro-orm/migrations';

export class Migration20261129044324_BrandBlocks extends Migration {
  override name = 'Migration20261129044324_BrandBlocks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "brand_blocks" ("user_id" uuid not null, "brand_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("user_id", "brand_id"));`,
    );
    this.addSql(`create index "brand_blocks_brand_id_index" on "brand_blocks" ("brand_id");`);

    this.addSql(`alter table "brand_connections" drop constraint "brand_connections_status_check";`);
    this.addSql(
      `alter table "brand_connections" add constraint "brand_connections_status_check" check ("status" in ('requested', 'connected', 'declined', 'withdrawn', 'expired', 'ended'));`,
    );

    this.addSql(
      `alter table "brand_blocks" add constraint "brand_blocks_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "brand_blocks" add constraint "brand_blocks_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brand_blocks" cascade;`);

    this.addSql(`alter table "brand_connections" drop constraint "brand_connections_status_check";`);
    this.addSql(
      `alter table "brand_connections" add constraint "brand_connections_status_check" check ("status" in ('requested', 'connected', 'declined', 'withdrawn', 'expired'));`,
    );
  }
}
