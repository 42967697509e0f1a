import { Migration } from '@mikro-orm/migrations';

export class Migration20261125164851_AdminMetrics extends Migration {
  override name = 'Migration20261125164851_AdminMetrics';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "match_actions" ("id" bigserial primary key, "match_id" uuid not null, "user_id" uuid not null, "action" text not null, "at" timestamptz not null default now());`,
    );
    this.addSql(`create index "match_actions_match_id_index" on "match_actions" ("match_id");`);
    this.addSql(`create index "match_actions_user_id_index" on "match_actions" ("user_id");`);
    this.addSql(`create index "match_actions_at_index" on "match_actions" ("at");`);

    this.addSql(`create table "user_activity_days" ("day" date not null, "user_id" uuid not null, primary key ("day", "user_id"));`);

    this.addSql(
      `alter table "match_actions" add constraint "match_actions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "match_actions" add constraint "match_actions_action_check" check ("action" in ('dismissed', 'bookmarked', 'clicked'));`);

    this.addSql(
      `alter table "user_activity_days" add constraint "user_activity_days_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "match_actions" cascade;`);
    this.addSql(`drop table if exists "user_activity_days" cascade;`);
  }
}
