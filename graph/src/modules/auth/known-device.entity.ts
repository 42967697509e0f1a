import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../user/user.entity.js';

/**
 * A browser an account has signed in from: a hash of its user agent, never the string itself. A
 * sign-in from one not seen before is a security notice to the account (new_sign_in).
 */
@Entity({ tableName: 'known_devices' })
export class KnownDevice {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @PrimaryKey({ type: 'string', length: 64 })
  deviceHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  firstSeenAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSeenAt: Date = new Date();
}
