import { Migration } from '@mikro-orm/migrations';

export class Migration20261129044243_EmailVerification extends Migration {
  override name = 'Migration20261129044243_EmailVerification';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "email_verified_at" timestamptz null;`);
    // Accounts from before addresses were proven count as proven when something already vouches
    // for them: admins (made by the operator), accounts that sign in with Google (Google proved the
    // address) or have no password (they could only have come from Google), and the demo accounts.
    this.addSql(`update "users" set "email_verified_at" = now()
      where "role" = 'admin' or "password_hash" is null or "email" like '%@demo.soundboard.test'
         or exists (select 1 from "user_identities" i where i."user_id" = "users"."id");`);

    this.addSql(`alter table "account_tokens" drop constraint "account_tokens_purpose_check";`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('password_reset', 'email_change', 'email_verify'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "account_tokens" drop constraint "account_tokens_purpose_check";`);
    this.addSql(`alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('password_reset', 'email_change'));`);

    this.addSql(`alter table "users" drop column "email_verified_at";`);
  }
}
