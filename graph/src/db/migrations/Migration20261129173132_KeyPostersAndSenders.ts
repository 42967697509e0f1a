import { Migration } from '@mikro-orm/migrations';

export class Migration20261129173132_KeyPostersAndSenders extends Migration {
  override name = 'Migration20261129173132_KeyPostersAndSenders';

  override up(): void | Promise<void> {
    this.addSql(`alter table "messages" add "sender_key_id" uuid null;`);

    this.addSql(`alter table "briefs" add "poster_key_id" uuid null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "briefs" drop column "poster_key_id";`);

    this.addSql(`alter table "messages" drop column "sender_key_id";`);
  }
}
