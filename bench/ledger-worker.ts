import { openDatabase } from '../apps/server/src/db/client';
import { postFor, scenarios, type Load } from './ledger-load';

/**
 * One load process of bench/ledger (forked, as pgbench runs -j 2 threads): warms up, waits for the signal so
 * every process measures the same window, measures, reports, and waits to be ended.
 */
export interface WorkerTask {
  url: string;
  scenario: number;
  wallets: string[];
  workers: number;
  warmUpMs: number;
  measureMs: number;
}

export type WorkerMessage = { ready: true } | { load: Load };

function send(message: WorkerMessage): void {
  process.send!(message);
}

process.once('message', (task: WorkerTask) => {
  void (async () => {
    const scenario = scenarios[task.scenario]!;
    const database = await openDatabase({ url: task.url, poolSize: task.workers });
    await postFor(database, scenario, task.wallets, task.workers, task.warmUpMs);
    const go = new Promise((resolve) => process.once('message', resolve));
    send({ ready: true });
    await go;
    const load = await postFor(database, scenario, task.wallets, task.workers, task.measureMs);
    await database.close();
    // Stays until the parent, which has what it needs, ends this process.
    send({ load });
  })();
});
