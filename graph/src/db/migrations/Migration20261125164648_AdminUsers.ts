import { Migration } from '@mikro-orm/migrations';

export class Migration20261125164648_AdminUsers extends Migration {
  override name = 'Migration20261125164648_AdminUsers';

  override up(): void | Promise<void> {
    // Moderation (#15) adds the same two suspension columns in a migration of its own: whichever runs first makes them.
    this.addSql(
      `alter table "users" add column if not exists "last_seen_at" timestamptz null, add column if not exists "suspended_at" timestamptz null, add column if not exists "suspension_reason" text null;`,
    );
    // Accounts signed in before the column existed: their newest session says when they were last seen.
    this.addSql(
      `update "users" u set "last_seen_at" = s."seen" from (select "user_id", max("last_seen_at") as "seen" from "sessions" group by "user_id") s where s."user_id" = u."id";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column if exists "last_seen_at", drop column if exists "suspended_at", drop column if exists "suspension_reason";`);
  }
}
