import { Entity, ManyToOne, PrimaryKey } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/**
 * A UTC day on which an account used SoundBoard (a session of theirs was seen), for the admin
 * dashboard's active creators: sessions end and are deleted, this stays. The day leads the key
 * so that a period's accounts are read from the key alone.
 */
@Entity({ tableName: 'user_activity_days' })
export class UserActivityDay {
  @PrimaryKey({ type: 'date' })
  day!: string;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;
}
