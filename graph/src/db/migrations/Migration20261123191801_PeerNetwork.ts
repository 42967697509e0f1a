import { Migration } from '@mikro-orm/migrations';

export class Migration20261123191801_PeerNetwork extends Migration {
  override name = 'Migration20261123191801_PeerNetwork';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "privacy_settings" ("user_id" uuid not null, "dm_policy" text not null default 'connections', "updated_at" timestamptz not null default now(), primary key ("user_id"));`,
    );

    this.addSql(
      `create table "creator_connections" ("user_a_id" uuid not null, "user_b_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("user_a_id", "user_b_id"));`,
    );
    this.addSql(`create index "creator_connections_user_b_id_index" on "creator_connections" ("user_b_id");`);

    this.addSql(
      `create table "connection_requests" ("id" uuid not null, "from_id" uuid not null, "to_id" uuid not null, "note" varchar(300) null, "status" text not null default 'PENDING', "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "responded_at" timestamptz null, "withdrawn_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "connection_requests_from_id_status_index" on "connection_requests" ("from_id", "status");`);
    this.addSql(`create index "connection_requests_to_id_status_index" on "connection_requests" ("to_id", "status");`);
    this.addSql(
      `create unique index "connection_requests_one_pending_per_pair" on "connection_requests" (least("from_id", "to_id"), greatest("from_id", "to_id")) where "status" = 'PENDING';`,
    );

    this.addSql(
      `create table "blocks" ("blocker_id" uuid not null, "blocked_id" uuid not null, "created_at" timestamptz not null default now(), primary key ("blocker_id", "blocked_id"));`,
    );
    this.addSql(`create index "blocks_blocked_id_index" on "blocks" ("blocked_id");`);

    this.addSql(
      `alter table "privacy_settings" add constraint "privacy_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "privacy_settings" add constraint "privacy_settings_dm_policy_check" check ("dm_policy" in ('everyone', 'connections', 'nobody'));`,
    );

    this.addSql(
      `alter table "creator_connections" add constraint "creator_connections_user_a_id_foreign" foreign key ("user_a_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "creator_connections" add constraint "creator_connections_user_b_id_foreign" foreign key ("user_b_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "connection_requests" add constraint "connection_requests_from_id_foreign" foreign key ("from_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "connection_requests" add constraint "connection_requests_to_id_foreign" foreign key ("to_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "connection_requests" add constraint "connection_requests_status_check" check ("status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'));`,
    );

    this.addSql(
      `alter table "blocks" add constraint "blocks_blocker_id_foreign" foreign key ("blocker_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "blocks" add constraint "blocks_blocked_id_foreign" foreign key ("blocked_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "privacy_settings" cascade;`);
    this.addSql(`drop table if exists "creator_connections" cascade;`);
    this.addSql(`drop table if exists "connection_requests" cascade;`);
    this.addSql(`drop table if exists "blocks" cascade;`);
  }
}
