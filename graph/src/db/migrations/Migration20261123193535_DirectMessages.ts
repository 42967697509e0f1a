import { Migration } from '@mikro-orm/migrations';

export class Migration20261123193535_DirectMessages extends Migration {
  override name = 'Migration20261123193535_DirectMessages';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "conversations" ("id" uuid not null, "pair_key" varchar(80) not null, "started_by_id" uuid null, "created_at" timestamptz not null default now(), "last_message_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "conversations" add constraint "conversations_pair_key_unique" unique ("pair_key");`);

    this.addSql(
      `create table "messages" ("id" bigserial primary key, "conversation_id" uuid not null, "sender_id" uuid null, "body" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "messages_conversation_id_id_index" on "messages" ("conversation_id", "id");`);

    this.addSql(
      `create table "conversation_members" ("conversation_id" uuid not null, "user_id" uuid not null, "is_request" boolean not null default false, "accepted_at" timestamptz null, "hidden_at" timestamptz null, "last_read_message_id" bigint not null default '0', "last_message_at" timestamptz null, primary key ("conversation_id", "user_id"));`,
    );
    this.addSql(`create index "conversation_members_user_id_last_message_at_index" on "conversation_members" ("user_id", "last_message_at");`);

    this.addSql(
      `alter table "conversations" add constraint "conversations_started_by_id_foreign" foreign key ("started_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "messages" add constraint "messages_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "messages" add constraint "messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete set null;`);

    this.addSql(
      `alter table "conversation_members" add constraint "conversation_members_conversation_id_foreign" foreign key ("conversation_id") references "conversations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "conversation_members" add constraint "conversation_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "messages" drop constraint "messages_conversation_id_foreign";`);
    this.addSql(`alter table "conversation_members" drop constraint "conversation_members_conversation_id_foreign";`);

    this.addSql(`drop table if exists "conversations" cascade;`);
    this.addSql(`drop table if exists "messages" cascade;`);
    this.addSql(`drop table if exists "conversation_members" cascade;`);
  }
}
