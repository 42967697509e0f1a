import { Migration } from '@mikro-orm/migrations';

export class Migration20261123165541_AssistantConversations extends Migration {
  override name = 'Migration20261123165541_AssistantConversations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "assistant_conversations" ("key" varchar(64) not null, "turns" jsonb not null, "chars" int not null, "updated_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(`create index "assistant_conversations_expires_at_index" on "assistant_conversations" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "assistant_conversations" cascade;`);
  }
}
