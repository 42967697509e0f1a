import { Migration } from '@mikro-orm/migrations';

export class Migration20261125195755_BrandAccounts extends Migration {
  override name = 'Migration20261125195755_BrandAccounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "brand_invites" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "brand_id" uuid not null, "email" varchar(254) not null, "token_hash" varchar(64) not null, "invited_by_id" uuid null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "accepted_by_id" uuid null, primary key ("id"));`,
    );
    this.addSql(`alter table "brand_invites" add constraint "brand_invites_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "brand_invites_brand_id_email_index" on "brand_invites" ("brand_id", "email");`);

    this.addSql(
      `create table "brand_claims" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "brand_id" uuid not null, "user_id" uuid not null, "status" text not null default 'pending', "message" text not null default '', "reason" text null, "decided_by_id" uuid null, "decided_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "brand_claims_brand_id_index" on "brand_claims" ("brand_id");`);
    this.addSql(`create index "brand_claims_user_id_index" on "brand_claims" ("user_id");`);
    this.addSql(`create index "brand_claims_status_created_at_index" on "brand_claims" ("status", "created_at");`);
    this.addSql(`create unique index "brand_claims_one_pending" on "brand_claims" ("brand_id", "user_id") where "status" = 'pending';`);

    this.addSql(`alter table "brands" drop column "search_text";`);
    this.addSql(
      `alter table "brands" add "regions" text[] not null default '{}', add "listed" boolean not null default true, add "verified_at" timestamptz null, add "search_text" text generated always as (lower("name" || ' ' || "tagline" || ' ' || "category" || ' ' || "description")) stored null;`,
    );
    // Dropping the generated column took its trigram index: the search reads it again.
    this.addSql(`create index "brands_search_text_trgm" on "brands" using gin ("search_text" gin_trgm_ops);`);
    // Every brand so far serves its one region.
    this.addSql(`update "brands" set "regions" = array["region"]::text[];`);

    this.addSql(`alter table "users" drop constraint "users_user_type_check";`);
    this.addSql(
      `alter table "users" add constraint "users_user_type_check" check ("user_type" in ('artist', 'producer', 'songwriter', 'dj', 'engineer', 'brand'));`,
    );

    this.addSql(
      `alter table "brand_invites" add constraint "brand_invites_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "brand_invites" add constraint "brand_invites_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "brand_invites" add constraint "brand_invites_accepted_by_id_foreign" foreign key ("accepted_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "brand_claims" add constraint "brand_claims_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "brand_claims" add constraint "brand_claims_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "brand_claims" add constraint "brand_claims_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "brand_claims" add constraint "brand_claims_status_check" check ("status" in ('pending', 'approved', 'rejected'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "brand_invites" cascade;`);
    this.addSql(`drop table if exists "brand_claims" cascade;`);

    this.addSql(`alter table "brands" drop column "search_text", drop column "regions", drop column "listed", drop column "verified_at";`);
    this.addSql(`alter table "brands" add "search_text" text generated always as lower((((name)::text || ' '::text) || (tagline)::text)) stored null;`);
    this.addSql(`create index "brands_search_text_trgm" on "brands" using gin ("search_text" gin_trgm_ops);`);

    this.addSql(`alter table "users" drop constraint "users_user_type_check";`);
    this.addSql(`alter table "users" add constraint "users_user_type_check" check ("user_type" in ('artist', 'producer', 'songwriter', 'dj', 'engineer'));`);
  }
}
