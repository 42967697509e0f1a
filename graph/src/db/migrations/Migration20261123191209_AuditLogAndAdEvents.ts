import { Migration } from '@mikro-orm/migrations';

export class Migration20261123191209_AuditLogAndAdEvents extends Migration {
  override name = 'Migration20261123191209_AuditLogAndAdEvents';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "ad_events" ("id" bigserial primary key, "ad_id" uuid not null, "kind" text not null, "day" date not null, "viewer_key" varchar(80) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "ad_events_day_kind_index" on "ad_events" ("day", "kind");`);
    this.addSql(`alter table "ad_events" add constraint "ad_events_ad_id_kind_day_viewer_key_unique" unique ("ad_id", "kind", "day", "viewer_key");`);

    this.addSql(
      `create table "audit_log" ("id" uuid not null, "actor_id" uuid null, "actor_label" varchar(120) not null, "action" varchar(40) not null, "target_type" varchar(40) not null, "target_id" varchar(64) not null, "target_label" varchar(200) not null, "before" jsonb null, "after" jsonb null, "ip" varchar(64) null, "request_id" varchar(64) null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "audit_log_actor_id_index" on "audit_log" ("actor_id");`);
    this.addSql(`create index "audit_log_action_created_at_index" on "audit_log" ("action", "created_at");`);
    this.addSql(`create index "audit_log_created_at_id_index" on "audit_log" ("created_at", "id");`);

    this.addSql(`alter table "ad_events" add constraint "ad_events_kind_check" check ("kind" in ('impression', 'click'));`);

    this.addSql(`alter table "audit_log" add constraint "audit_log_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "ad_events" cascade;`);
    this.addSql(`drop table if exists "audit_log" cascade;`);
  }
}
