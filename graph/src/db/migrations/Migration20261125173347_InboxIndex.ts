import { Migration } from '@mikro-orm/migrations';

export class Migration20261125173347_InboxIndex extends Migration {
  override name = 'Migration20261125173347_InboxIndex';

  override up(): void | Promise<void> {
    this.addSql(`drop index "conversation_members_user_id_last_message_at_index";`);
    this.addSql(
      `create index "conversation_members_inbox_index" on "conversation_members" ("user_id", (coalesce("last_message_at", '-infinity'::timestamptz)) desc, "conversation_id" desc);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "conversation_members_inbox_index";`);
    this.addSql(`create index "conversation_members_user_id_last_message_at_index" on "conversation_members" ("user_id", "last_message_at");`);
  }
}
