import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { refreshMatches, type MatchmadeKit } from './matchmade.service.js';

/**
 * Recomputes matches after profile changes, off the request path: one creator at a time, each
 * at most once per burst of edits. In-process today; the roadmap moves it to a PostgreSQL job
 * queue with the same enqueue call.
 */
export class RecomputeQueue {
  private readonly pending = new Set<string>();
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly fork: () => EntityManager,
    private readonly kit: MatchmadeKit,
    private readonly logger: Logger,
    private readonly delayMs = 250,
  ) {}

  enqueue(userId: string): void {
    if (this.stopped) return;
    this.pending.add(userId);
    this.running ??= new Promise<void>((resolve) => setTimeout(resolve, this.delayMs)).then(() => this.drain());
  }

  private async drain(): Promise<void> {
    while (!this.stopped && this.pending.size > 0) {
      const [userId] = this.pending;
      this.pending.delete(userId!);
      try {
        await refreshMatches(this.fork(), this.kit, userId!);
      } catch (error) {
        this.logger.error({ err: error, userId }, 'match recomputation failed; it runs again on the next read');
      }
    }
    this.running = null;
  }

  /** Lets the current job finish and drops the rest (they are recomputed on the next read). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.pending.clear();
    await this.running;
  }
}
