import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../user/user.entity.js';
import { Brand } from './brand.entity.js';

/**
 * A creator blocking a brand: the block stands against the brand, so it stops its whole team,
 * whoever joins it later included. While it lasts, no one writes for the brand to the creator,
 * the creator cannot ask the brand, and the brand leaves the creator's brand matches.
 */
@Entity({ tableName: 'brand_blocks' })
@Index({ properties: ['brand'] })
export class BrandBlock {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Brand, { primary: true, deleteRule: 'cascade' })
  brand!: Brand;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
