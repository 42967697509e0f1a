import { Migration } from '@mikro-orm/migrations';

export class Migration20261129150902_NotificationEmailHeld extends Migration {
  override name = 'Migration20261129150902_NotificationEmailHeld';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notifications" add "email_held_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notifications" drop column "email_held_at";`);
  }
}
