import { Migration } from '@mikro-orm/migrations';

export class Migration20261125164803_Moderation extends Migration {
  override name = 'Migration20261125164803_Moderation';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "reports" ("id" uuid not null, "reporter_id" uuid null, "reported_id" uuid null, "reported_username" varchar(40) not null, "category" text not null, "comment" varchar(1000) null, "status" text not null default 'OPEN', "created_at" timestamptz not null default now(), "claimed_by_id" uuid null, "claimed_at" timestamptz null, "resolved_by_id" uuid null, "resolved_at" timestamptz null, "action" text null, "resolution_note" varchar(1000) null, primary key ("id"));`,
    );
    this.addSql(`create index "reports_reported_id_status_index" on "reports" ("reported_id", "status");`);
    this.addSql(`create index "reports_status_created_at_index" on "reports" ("status", "created_at");`);
    this.addSql(`create index "reports_reporter_id_created_at_index" on "reports" ("reporter_id", "created_at");`);
    this.addSql(`create unique index "reports_one_unresolved_per_pair" on "reports" ("reporter_id", "reported_id") where "status" <> 'RESOLVED';`);

    this.addSql(
      `create table "report_messages" ("report_id" uuid not null, "message_id" bigint not null, "body" text not null, "sent_at" timestamptz not null, primary key ("report_id", "message_id"));`,
    );

    this.addSql(
      `create table "moderation_notices" ("id" uuid not null, "user_id" uuid not null, "report_id" uuid null, "message" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "moderation_notices_user_id_created_at_index" on "moderation_notices" ("user_id", "created_at");`);

    // Suspension (SUSPEND) sets these; the admin accounts page adds the same columns on its own branch, hence "if not exists".
    this.addSql(`alter table "users" add column if not exists "suspended_at" timestamptz null, add column if not exists "suspension_reason" text null;`);

    this.addSql(`alter table "reports" add constraint "reports_reporter_id_foreign" foreign key ("reporter_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "reports" add constraint "reports_reported_id_foreign" foreign key ("reported_id") references "users" ("id") on delete set null;`);
    this.addSql(
      `alter table "reports" add constraint "reports_claimed_by_id_foreign" foreign key ("claimed_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "reports" add constraint "reports_resolved_by_id_foreign" foreign key ("resolved_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "reports" add constraint "reports_category_check" check ("category" in ('SPAM', 'HARASSMENT', 'IMPERSONATION', 'INAPPROPRIATE_CONTENT', 'OTHER'));`,
    );
    this.addSql(`alter table "reports" add constraint "reports_status_check" check ("status" in ('OPEN', 'CLAIMED', 'RESOLVED'));`);
    this.addSql(`alter table "reports" add constraint "reports_action_check" check ("action" in ('DISMISS', 'WARN', 'REMOVE_MESSAGES', 'SUSPEND'));`);

    this.addSql(
      `alter table "report_messages" add constraint "report_messages_report_id_foreign" foreign key ("report_id") references "reports" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "moderation_notices" add constraint "moderation_notices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "moderation_notices" add constraint "moderation_notices_report_id_foreign" foreign key ("report_id") references "reports" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "report_messages" drop constraint "report_messages_report_id_foreign";`);
    this.addSql(`alter table "moderation_notices" drop constraint "moderation_notices_report_id_foreign";`);

    this.addSql(`drop table if exists "reports" cascade;`);
    this.addSql(`drop table if exists "report_messages" cascade;`);
    this.addSql(`drop table if exists "moderation_notices" cascade;`);

    this.addSql(`alter table "users" drop column if exists "suspended_at", drop column if exists "suspension_reason";`);
  }
}
