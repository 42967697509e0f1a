import { Migration } from '@mikro-orm/migrations';

export class Migration20261129163642_ApiKeys extends Migration {
  override name = 'Migration20261129163642_ApiKeys';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "api_keys" ("id" uuid not null, "brand_id" uuid not null, "name" varchar(80) not null, "grants" jsonb not null, "secret_hash" varchar(64) not null, "previous_secret_hash" varchar(64) null, "previous_secret_until" timestamptz null, "last_four" varchar(4) not null, "expires_at" timestamptz not null, "created_by_id" uuid null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, "last_used_address" varchar(64) null, "last_used_agent" varchar(256) null, "revoked_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "api_keys" add constraint "api_keys_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(`create unique index "api_keys_previous_secret_hash_unique" on "api_keys" ("previous_secret_hash") where "previous_secret_hash" is not null;`);
    this.addSql(`create index "api_keys_brand_id_created_at_index" on "api_keys" ("brand_id", "created_at");`);

    this.addSql(
      `create table "api_calls" ("id" uuid not null, "key_id" uuid not null, "brand_id" uuid not null, "operation_name" varchar(100) null, "cost" int null, "status" smallint not null, "error_code" varchar(40) null, "duration_ms" int not null, "at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "api_calls_at_index" on "api_calls" ("at");`);
    this.addSql(`create index "api_calls_brand_id_at_id_index" on "api_calls" ("brand_id", "at", "id");`);

    this.addSql(`alter table "api_keys" add constraint "api_keys_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete cascade;`);
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(`alter table "api_calls" add constraint "api_calls_key_id_foreign" foreign key ("key_id") references "api_keys" ("id") on delete cascade;`);
    this.addSql(`alter table "api_calls" add constraint "api_calls_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "api_calls" drop constraint "api_calls_key_id_foreign";`);

    this.addSql(`drop table if exists "api_keys" cascade;`);
    this.addSql(`drop table if exists "api_calls" cascade;`);
  }
}
