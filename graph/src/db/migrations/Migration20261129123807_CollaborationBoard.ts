import { Migration } from '@mikro-orm/migrations';

export class Migration20261129123807_CollaborationBoard extends Migration {
  override name = 'Migration20261129123807_CollaborationBoard';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "briefs" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "poster_id" uuid null, "brand_id" uuid null, "title" varchar(120) not null, "description" text not null, "search_text" text generated always as (lower("title" || ' ' || "description")) stored null, "kind" text not null, "compensation_type" text not null, "compensation_min" int null, "compensation_max" int null, "compensation_currency" varchar(3) null, "genres" text[] not null default '{}', "skills" text[] not null default '{}', "roles" text[] not null default '{}', "deliverables" jsonb not null default '[]', "location" varchar(100) null, "remote" boolean not null default false, "questions" text[] not null default '{}', "closes_at" timestamptz not null, "status" text not null default 'draft', "awaiting_review" boolean not null default false, "approved_at" timestamptz null, "published_at" timestamptz null, "closed_at" timestamptz null, "outcome" text null, "outcome_reason" text null, "removal_reason" text null, "expiry_warning_at" timestamptz null, "last_poster_activity_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "briefs_search_text_trgm" on "briefs" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "briefs_brand_id_created_at_index" on "briefs" ("brand_id", "created_at");`);
    this.addSql(`create index "briefs_poster_id_created_at_index" on "briefs" ("poster_id", "created_at");`);
    this.addSql(`create index "briefs_status_closes_at_index" on "briefs" ("status", "closes_at");`);
    this.addSql(`create index "briefs_status_created_at_index" on "briefs" ("status", "created_at");`);

    this.addSql(
      `create table "brief_reports" ("id" uuid not null, "brief_id" uuid not null, "reporter_id" uuid null, "reason" text not null, "created_at" timestamptz not null default now(), "resolved_at" timestamptz null, "upheld" boolean null, primary key ("id"));`,
    );
    this.addSql(`create index "brief_reports_brief_id_resolved_at_index" on "brief_reports" ("brief_id", "resolved_at");`);
    this.addSql(`create unique index "brief_reports_one_open_per_reporter" on "brief_reports" ("brief_id", "reporter_id") where "resolved_at" is null;`);

    this.addSql(
      `create table "brief_applications" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "brief_id" uuid not null, "applicant_id" uuid not null, "pitch" text not null, "links" text[] not null default '{}', "answers" text[] not null default '{}', "status" text not null default 'submitted', "decline_reason" text null, "decline_note" text null, "viewed_at" timestamptz null, "decided_at" timestamptz null, "first_answer_at" timestamptz null, "used_allowance" boolean not null default true, "refunded_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "brief_applications_brief_id_status_index" on "brief_applications" ("brief_id", "status");`);
    this.addSql(`create index "brief_applications_applicant_id_created_at_index" on "brief_applications" ("applicant_id", "created_at");`);
    this.addSql(`alter table "brief_applications" add constraint "brief_applications_brief_id_applicant_id_unique" unique ("brief_id", "applicant_id");`);

    this.addSql(`alter table "briefs" add constraint "briefs_poster_id_foreign" foreign key ("poster_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "briefs" add constraint "briefs_brand_id_foreign" foreign key ("brand_id") references "brands" ("id") on delete cascade;`);
    this.addSql(`alter table "briefs" add constraint "briefs_kind_check" check ("kind" in ('collaboration', 'paid_gig', 'brand_campaign', 'open_call'));`);
    this.addSql(
      `alter table "briefs" add constraint "briefs_compensation_type_check" check ("compensation_type" in ('fixed', 'hourly', 'revenue_share', 'unpaid'));`,
    );
    this.addSql(`alter table "briefs" add constraint "briefs_status_check" check ("status" in ('draft', 'open', 'paused', 'closed', 'expired', 'removed'));`);
    this.addSql(`alter table "briefs" add constraint "briefs_outcome_check" check ("outcome" in ('hired', 'no_hire'));`);

    this.addSql(
      `alter table "brief_reports" add constraint "brief_reports_brief_id_foreign" foreign key ("brief_id") references "briefs" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "brief_reports" add constraint "brief_reports_reporter_id_foreign" foreign key ("reporter_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "brief_applications" add constraint "brief_applications_brief_id_foreign" foreign key ("brief_id") references "briefs" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "brief_applications" add constraint "brief_applications_applicant_id_foreign" foreign key ("applicant_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "brief_applications" add constraint "brief_applications_status_check" check ("status" in ('submitted', 'viewed', 'shortlisted', 'hired', 'declined', 'withdrawn', 'closed_no_decision'));`,
    );
    this.addSql(
      `alter table "brief_applications" add constraint "brief_applications_decline_reason_check" check ("decline_reason" in ('budget', 'genre_fit', 'timeline', 'role_filled', 'other'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "brief_reports" drop constraint "brief_reports_brief_id_foreign";`);
    this.addSql(`alter table "brief_applications" drop constraint "brief_applications_brief_id_foreign";`);

    this.addSql(`drop table if exists "briefs" cascade;`);
    this.addSql(`drop table if exists "brief_reports" cascade;`);
    this.addSql(`drop table if exists "brief_applications" cascade;`);
  }
}
