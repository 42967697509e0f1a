import { Migration } from '@mikro-orm/migrations';

export class Migration20261129134752_Notifications extends Migration {
  override name = 'Migration20261129134752_Notifications';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "notifications" ("id" uuid not null, "user_id" uuid not null, "kind" varchar(40) not null, "group_key" varchar(80) not null, "actor_ids" text[] not null default '{}', "actor_count" int not null default 0, "event_count" int not null default 1, "subject" text null, "body" text null, "url" text not null, "reason" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "seen_at" timestamptz null, "read_at" timestamptz null, "done_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "notifications_unseen" on "notifications" ("user_id") where "seen_at" is null and "done_at" is null;`);
    this.addSql(`create index "notifications_recent" on "notifications" ("user_id", "updated_at" desc, "id" desc) where "done_at" is null;`);
    this.addSql(
      `create unique index "notifications_one_open_group" on "notifications" ("user_id", "kind", "group_key") where "read_at" is null and "done_at" is null;`,
    );

    this.addSql(
      `alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notifications" cascade;`);
  }
}
