import { Migration } from '@mikro-orm/migrations';

export class Migration20261129134029_PosterStatsAndFits extends Migration {
  override name = 'Migration20261129134029_PosterStatsAndFits';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "poster_stats" ("id" uuid not null, "user_id" uuid null, "brand_id" uuid null, "briefs_posted" int not null default 0, "closed_briefs" int not null default 0, "applications" int not null default 0, "hire_rate" real null, "decision_rate" real null, "median_first_answer_hours" real null, "computed_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "poster_stats" add constraint "poster_stats_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "poster_stats" add constraint "poster_stats_brand_id_unique" unique ("brand_id");`);

    this.addSql(
      `create table "brief_invites" ("brief_id" uuid not null, "user_id" uuid not null, "invited_by_id" uuid null, "created_at" timestamptz not null default now(), primary key ("brief_id", "user_id"));`,
    );
    this.addSql(`create index "brief_invites_user_id_index" on "brief_invites" ("user_id");`);

    this.addSql(
      `create table "brief_fits" ("brief_id" uuid not null, "user_id" uuid not null, "score" smallint not null, "reasons" text[] not null default '{}', "created_at" timestamptz not null default now(), primary key ("brief_id", "user_id"));`,
    );
    this.addSql(`create index "brief_fits_brief_id_score_index" on "brief_fits" ("brief_id", "score" desc, "user_id");`);
    this.addSql(`create index "brief_fits_user_id_score_index" on "brief_fits" ("user_id", "score" desc, "brief_id");`);

    this.addSql(`alter table "briefs" add "fits_scored_at" timestamptz null;`);

    this.addSql(`alter table "brief_applications" add "invited" boolean not null default false;`);

    this.addSql(
      `alter table "poster_stats" add constraint "poster_stats_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "poster_stats" add constraint "poster_stats_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "poster_stats" add constraint "poster_stats_one_poster" check ((user_id is null) <> (brand_id is null));`);

    this.addSql(
      `alter table "brief_invites" add constraint "brief_invites_brief_id_foreign" foreign key ("brief_id") references "briefs" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "brief_invites" add constraint "brief_invites_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "brief_invites" add constraint "brief_invites_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "brief_fits" add constraint "brief_fits_brief_id_foreign" foreign key ("brief_id") references "briefs" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "brief_fits" add constraint "brief_fits_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "poster_stats" cascade;`);
    this.addSql(`drop table if exists "brief_invites" cascade;`);
    this.addSql(`drop table if exists "brief_fits" cascade;`);

    this.addSql(`alter table "brief_applications" drop column "invited";`);

    this.addSql(`alter table "briefs" drop column "fits_scored_at";`);
  }
}
