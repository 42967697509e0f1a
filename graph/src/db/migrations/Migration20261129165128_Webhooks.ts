import { Migration } from '@mikro-orm/migrations';

export class Migration20261129165128_Webhooks extends Migration {
  override name = 'Migration20261129165128_Webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" uuid not null, "brand_id" uuid not null, "url" varchar(2000) not null, "events" text[] not null, "secret_ciphertext" text not null, "created_by_id" uuid null, "created_by_key_id" uuid null, "created_at" timestamptz not null default now(), "disabled_at" timestamptz null, "failing_since" timestamptz null, "last_delivered_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_endpoints_brand_id_index" on "webhook_endpoints" ("brand_id");`);

    this.addSql(
      `create table "webhook_deliveries" ("id" uuid not null, "endpoint_id" uuid not null, "event_id" uuid not null, "event" varchar(40) not null, "payload" jsonb not null, "status" text not null default 'pending', "attempts" int not null default 0, "window_started_at" timestamptz not null default now(), "window_attempts" int not null default 0, "last_response_status" int null, "last_error" text null, "next_attempt_at" timestamptz null, "created_at" timestamptz not null default now(), "delivered_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_deliveries_due" on "webhook_deliveries" ("next_attempt_at") where "status" = 'pending';`);
    this.addSql(`create index "webhook_deliveries_endpoint_id_created_at_index" on "webhook_deliveries" ("endpoint_id", "created_at");`);

    this.addSql(
      `create table "webhook_delivery_attempts" ("id" uuid not null, "delivery_id" uuid not null, "attempted_at" timestamptz not null default now(), "response_status" int null, "error" text null, "duration_ms" int not null, "response_excerpt" text null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_delivery_attempts_delivery_id_attempted_at_index" on "webhook_delivery_attempts" ("delivery_id", "attempted_at");`);

    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check" check ("status" in ('pending', 'delivered', 'failed'));`);

    this.addSql(
      `alter table "webhook_delivery_attempts" add constraint "webhook_delivery_attempts_delivery_id_foreign" foreign key ("delivery_id") references "webhook_deliveries" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);
    this.addSql(`alter table "webhook_delivery_attempts" drop constraint "webhook_delivery_attempts_delivery_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery_attempts" cascade;`);
  }
}
