import { Migration } from '@mikro-orm/migrations';

export class Migration20261129165704_BrandAnswerKey extends Migration {
  override name = 'Migration20261129165704_BrandAnswerKey';

  override up(): void | Promise<void> {
    this.addSql(`alter table "brand_connections" add "responded_by_key_id" uuid null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "brand_connections" drop column "responded_by_key_id";`);
  }
}
