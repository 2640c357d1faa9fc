import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the response (sending mail). Failures are logged, never lost silently; `settled()`
 * lets tests and a graceful shutdown wait for what is still in flight.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();
  private logger: FastifyBaseLogger | undefined;

  useLogger(logger: FastifyBaseLogger): void {
    this.logger = logger;
  }

  run(label: string, work: () => Promise<void>): void {
    const task = (async () => {
      try {
        await work();
      } catch (error) {
        if (this.logger) this.logger.error({ err: error, task: label }, 'background task failed');
        else console.error(`Background task failed: ${label}`, error);
      }
    })();
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
