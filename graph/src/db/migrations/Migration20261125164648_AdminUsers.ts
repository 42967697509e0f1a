import { Migration } from '@mikro-orm/migrations';

export class Migration20261125164648_AdminUsers extends Migration {

  override name = 'Migration20261125164648_AdminUsers';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "last_seen_at" timestamptz null, add "suspended_at" timestamptz null, add "suspension_reason" varchar(500) null;`);
    // Accounts signed in before the column existed: their newest session says when they were last seen.
    this.addSql(`update "users" u set "last_seen_at" = s."seen" from (select "user_id", max("last_seen_at") as "seen" from "sessions" group by "user_id") s where s."user_id" = u."id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "last_seen_at", drop column "suspended_at", drop column "suspension_reason";`);
  }

}
