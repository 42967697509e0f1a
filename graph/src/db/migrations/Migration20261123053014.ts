import { Migration } from '@mikro-orm/migrations';

export class Migration20261123053014 extends Migration {
  override name = 'Migration20261123053014';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "banner_ads" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "slug" varchar(80) not null, "title" varchar(120) not null, "description" varchar(300) not null, "image_url" varchar(500) not null, "link_url" varchar(500) not null, "sponsor" varchar(120) not null, "placement" varchar(40) not null default 'dashboard', "priority" smallint not null default 0, "active" boolean not null default true, "starts_at" timestamptz null, "ends_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "banner_ads" add constraint "banner_ads_slug_unique" unique ("slug");`);
    this.addSql(`create index "banner_ads_placement_active_priority_index" on "banner_ads" ("placement", "active", "priority");`);

    this.addSql(
      `create table "brands" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "slug" varchar(80) not null, "name" varchar(120) not null, "category" varchar(40) not null, "tagline" varchar(160) not null, "description" text not null, "website" varchar(500) not null, "logo_url" varchar(500) not null, "headquarters" varchar(120) not null, "region" varchar(40) not null, "genres" text[] not null default '{}', "offers" text[] not null default '{}', "founded_year" int null, "verified" boolean not null default false, primary key ("id"));`,
    );
    this.addSql(`alter table "brands" add constraint "brands_slug_unique" unique ("slug");`);
    this.addSql(`create index "brands_name_index" on "brands" ("name");`);
    this.addSql(`create index "brands_category_index" on "brands" ("category");`);

    this.addSql(
      `create table "resources" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "slug" varchar(80) not null, "name" varchar(120) not null, "description" text not null, "category" text[] not null default '{}', "pricing" varchar(120) not null, "pricing_tier" text not null, "features" text[] not null default '{}', "website" varchar(500) not null, "url" varchar(500) not null, "logo_url" varchar(500) not null, "target_genres" text[] not null default '{}', "career_stages" text[] not null default '{}', "regions" text[] not null default '{}', "skills" text[] not null default '{}', "looking_for" text[] not null default '{}', "active" boolean not null default true, primary key ("id"));`,
    );
    this.addSql(`alter table "resources" add constraint "resources_slug_unique" unique ("slug");`);
    this.addSql(`create index "resources_name_index" on "resources" ("name");`);

    this.addSql(
      `create table "users" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "email" varchar(254) not null, "username" varchar(40) not null, "first_name" varchar(80) not null default '', "last_name" varchar(80) not null default '', "artist_name" varchar(80) null, "profile_image_url" varchar(500) null, "role" text not null default 'creator', "user_type" text not null default 'artist', "password_hash" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(
      `create table "sessions" ("id" uuid not null, "token_hash" varchar(64) not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), "expires_at" timestamptz not null, "user_agent" varchar(300) null, "ip" varchar(64) null, primary key ("id"));`,
    );
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(
      `create table "profiles" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "artist_name" varchar(80) null, "bio" text not null default '', "genres" text[] not null default '{}', "location" varchar(100) null, "career_stage" varchar(32) null, "skills" text[] not null default '{}', "profile_picture_url" varchar(500) null, "website" varchar(500) null, "social_media" jsonb not null default '{}', "looking_for" text[] not null default '{}', "prompt_dismissed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "profiles" add constraint "profiles_user_id_unique" unique ("user_id");`);

    this.addSql(
      `create table "matches" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "resource_id" uuid not null, "status" text not null default 'active', "match_score" smallint not null, "match_reason" text not null, "recommendation_type" text not null, "breakdown" jsonb not null default '[]', "tips" jsonb not null default '[]', "computed_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "matches_resource_id_index" on "matches" ("resource_id");`);
    this.addSql(`create index "matches_user_id_status_match_score_index" on "matches" ("user_id", "status", "match_score");`);
    this.addSql(`alter table "matches" add constraint "matches_user_id_resource_id_unique" unique ("user_id", "resource_id");`);

    this.addSql(
      `create table "brand_connections" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "brand_id" uuid not null, "status" text not null default 'requested', primary key ("id"));`,
    );
    this.addSql(`create index "brand_connections_brand_id_index" on "brand_connections" ("brand_id");`);
    this.addSql(`create index "brand_connections_user_id_status_index" on "brand_connections" ("user_id", "status");`);
    this.addSql(`alter table "brand_connections" add constraint "brand_connections_user_id_brand_id_unique" unique ("user_id", "brand_id");`);

    this.addSql(
      `create table "user_identities" ("id" uuid not null, "user_id" uuid not null, "provider" varchar(32) not null, "provider_uid" varchar(128) not null, "email" varchar(254) null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "user_identities_user_id_index" on "user_identities" ("user_id");`);
    this.addSql(`alter table "user_identities" add constraint "user_identities_provider_provider_uid_unique" unique ("provider", "provider_uid");`);

    this.addSql(`alter table "resources" add constraint "resources_pricing_tier_check" check ("pricing_tier" in ('free', 'freemium', 'paid', 'premium'));`);

    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('creator', 'admin'));`);
    this.addSql(`alter table "users" add constraint "users_user_type_check" check ("user_type" in ('artist', 'producer', 'songwriter', 'dj', 'engineer'));`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "profiles" add constraint "profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "matches" add constraint "matches_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(
      `alter table "matches" add constraint "matches_resource_id_foreign" foreign key ("resource_id") references "resources" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "matches" add constraint "matches_status_check" check ("status" in ('active', 'dismissed', 'bookmarked', 'clicked'));`);
    this.addSql(
      `alter table "matches" add constraint "matches_recommendation_type_check" check ("recommendation_type" in ('essential', 'recommended', 'optional'));`,
    );

    this.addSql(
      `alter table "brand_connections" add constraint "brand_connections_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "brand_connections" add constraint "brand_connections_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "brand_connections" add constraint "brand_connections_status_check" check ("status" in ('requested', 'connected', 'declined'));`);

    this.addSql(
      `alter table "user_identities" add constraint "user_identities_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "brand_connections" drop constraint "brand_connections_brand_id_foreign";`);
    this.addSql(`alter table "matches" drop constraint "matches_resource_id_foreign";`);
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);
    this.addSql(`alter table "profiles" drop constraint "profiles_user_id_foreign";`);
    this.addSql(`alter table "matches" drop constraint "matches_user_id_foreign";`);
    this.addSql(`alter table "brand_connections" drop constraint "brand_connections_user_id_foreign";`);
    this.addSql(`alter table "user_identities" drop constraint "user_identities_user_id_foreign";`);

    this.addSql(`drop table if exists "banner_ads" cascade;`);
    this.addSql(`drop table if exists "brands" cascade;`);
    this.addSql(`drop table if exists "resources" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "profiles" cascade;`);
    this.addSql(`drop table if exists "matches" cascade;`);
    this.addSql(`drop table if exists "brand_connections" cascade;`);
    this.addSql(`drop table if exists "user_identities" cascade;`);
  }
}
