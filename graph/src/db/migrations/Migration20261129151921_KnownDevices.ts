import { Migration } from '@mikro-orm/migrations';

export class Migration20261129151921_KnownDevices extends Migration {
  override name = 'Migration20261129151921_KnownDevices';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "known_devices" ("user_id" uuid not null, "device_hash" varchar(64) not null, "first_seen_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), primary key ("user_id", "device_hash"));`,
    );

    this.addSql(
      `alter table "known_devices" add constraint "known_devices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "known_devices" cascade;`);
  }
}
