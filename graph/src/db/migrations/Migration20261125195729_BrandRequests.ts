import { Migration } from '@mikro-orm/migrations';

export class Migration20261125195729_BrandRequests extends Migration {
  override name = 'Migration20261125195729_BrandRequests';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "brands" add "response_rate" smallint null, add "median_first_response_hours" real null, add "responsiveness_sample" int not null default 0, add "responsiveness_computed_at" timestamptz null;`,
    );

    this.addSql(`alter table "conversations" add "brand_id" uuid null;`);
    this.addSql(
      `alter table "conversations" add constraint "conversations_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete cascade;`,
    );
    this.addSql(`create index "conversations_brand_id_index" on "conversations" ("brand_id");`);

    this.addSql(`alter table "messages" add "sender_brand_id" uuid null;`);
    this.addSql(
      `alter table "messages" add constraint "messages_sender_brand_id_foreign" foreign key ("sender_brand_id") references "brands" ("id") on delete set null;`,
    );

    this.addSql(`alter table "conversation_members" add "brand_id" uuid null;`);
    this.addSql(
      `alter table "conversation_members" add constraint "conversation_members_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete cascade;`,
    );

    this.addSql(`alter table "brand_connections" drop constraint "brand_connections_user_id_brand_id_unique";`);
    this.addSql(
      `alter table "brand_connections" add "pitch" text null, add "links" text[] not null default '{}', add "responded_at" timestamptz null, add "first_response_at" timestamptz null, add "responded_by_id" uuid null, add "response_message" text null;`,
    );
    this.addSql(
      `alter table "brand_connections" add constraint "brand_connections_responded_by_id_foreign" foreign key ("responded_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`create index "brand_connections_brand_id_status_created_at_index" on "brand_connections" ("brand_id", "status", "created_at");`);
    // Answers given before answers had a time: the last change of the row is the best we know.
    this.addSql(
      `update "brand_connections" set "responded_at" = "updated_at", "first_response_at" = "updated_at" where "status" in ('connected', 'declined');`,
    );
    this.addSql(
      `create unique index "brand_connections_open_pair_unique" on "brand_connections" ("user_id", "brand_id") where "status" in ('requested', 'connected');`,
    );

    // A brand conversation seats the brand's whole team: whoever joins the team later gets a seat
    // in its conversations (with the history already read), whoever leaves loses theirs. In the
    // database, so that no path that changes a team (an invite, an admin, a script) can forget it.
    this.addSql(`create function brand_member_seats() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into conversation_members (conversation_id, user_id, brand_id, is_request, accepted_at, last_read_message_id, last_message_at)
      select c.id, new.user_id, new.brand_id, false, now(), coalesce((select max(x.id) from messages x where x.conversation_id = c.id), 0), c.last_message_at
        from conversations c where c.brand_id = new.brand_id
      on conflict (conversation_id, user_id) do nothing;
    return new;
  end if;
  delete from conversation_members m where m.brand_id = old.brand_id and m.user_id = old.user_id;
  return old;
end $$;`);
    this.addSql(`create trigger brand_member_seats after insert or delete on "brand_members" for each row execute function brand_member_seats();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists brand_member_seats on "brand_members";`);
    this.addSql(`drop function if exists brand_member_seats();`);

    this.addSql(`alter table "brand_connections" drop constraint "brand_connections_responded_by_id_foreign";`);

    this.addSql(`alter table "conversation_members" drop constraint "conversation_members_brand_id_foreign";`);

    this.addSql(`alter table "conversations" drop constraint "conversations_brand_id_foreign";`);

    this.addSql(`alter table "messages" drop constraint "messages_sender_brand_id_foreign";`);

    this.addSql(`drop index "brand_connections_brand_id_status_created_at_index";`);
    this.addSql(`drop index "brand_connections_open_pair_unique";`);
    this.addSql(
      `alter table "brand_connections" drop column "pitch", drop column "links", drop column "responded_at", drop column "first_response_at", drop column "responded_by_id", drop column "response_message";`,
    );
    this.addSql(`alter table "brand_connections" add constraint "brand_connections_user_id_brand_id_unique" unique ("user_id", "brand_id");`);

    this.addSql(
      `alter table "brands" drop column "response_rate", drop column "median_first_response_hours", drop column "responsiveness_sample", drop column "responsiveness_computed_at";`,
    );

    this.addSql(`alter table "conversation_members" drop column "brand_id";`);

    this.addSql(`drop index "conversations_brand_id_index";`);
    this.addSql(`alter table "conversations" drop column "brand_id";`);

    this.addSql(`alter table "messages" drop column "sender_brand_id";`);
  }
}
