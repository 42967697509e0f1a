import { Migration } from '@mikro-orm/migrations';

export class Migration20261129141104_NotificationPreferences extends Migration {
  override name = 'Migration20261129141104_NotificationPreferences';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "notification_preferences" ("user_id" uuid not null, "kinds" jsonb not null default '{}', "digest_frequency" varchar(10) not null default 'off', "digest_hour" smallint not null default 8, "time_zone" varchar(64) not null default 'UTC', "quiet_hours" jsonb not null default '[]', "snoozed_until" timestamptz null, "updated_at" timestamptz not null default now(), primary key ("user_id"));`,
    );

    this.addSql(
      `alter table "notifications" add "in_app" boolean not null default true, add "email_pending" boolean not null default false, add "required" boolean not null default false, add "emailed_at" timestamptz null, add "digested_at" timestamptz null;`,
    );
    this.addSql(`create index "notifications_email_pending" on "notifications" ("user_id") where "email_pending";`);

    this.addSql(
      `alter table "notification_preferences" add constraint "notification_preferences_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notification_preferences" cascade;`);

    this.addSql(`drop index "notifications_email_pending";`);
    this.addSql(
      `alter table "notifications" drop column "in_app", drop column "email_pending", drop column "required", drop column "emailed_at", drop column "digested_at";`,
    );
  }
}
