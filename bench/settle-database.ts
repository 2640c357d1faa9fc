import pg from 'pg';

// What the settle bench reads from PostgreSQL (settle.ts): deadlocks, sessions, settled rows, statements.

export async function deadlocksIn(url: string, database: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ deadlocks: string }>(
      'select deadlocks from pg_stat_database where datname = $1',
      [database],
    );
    return Number(result.rows[0]?.deadlocks ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Samples what the database's sessions are doing during the run: waiting on a row lock (contention in the
 * database) or idle inside a transaction (waiting for the app to send its next statement: the app is the
 * bottleneck). Averages per sample.
 */
export function sampleSessions(url: string, database: string) {
  const client = new pg.Client({ connectionString: url });
  const totals = { samples: 0, lockWaits: 0, idleInTransaction: 0, active: 0 };
  let timer: NodeJS.Timeout | undefined;
  const started = client.connect().then(() => {
    const tick = async () => {
      const result = await client.query<{ lock: number; idle: number; active: number }>(
        `select count(*) filter (where wait_event_type = 'Lock')::int as lock,
                count(*) filter (where state = 'idle in transaction')::int as idle,
                count(*) filter (where state = 'active' and coalesce(wait_event_type, '') <> 'Lock')::int - 1 as active
         from pg_stat_activity where datname = $1`,
        [database],
      );
      const row = result.rows[0]!;
      totals.samples += 1;
      totals.lockWaits += row.lock;
      totals.idleInTransaction += row.idle;
      totals.active += Math.max(0, row.active);
      timer = setTimeout(() => void tick().catch(() => undefined), 200);
    };
    return tick();
  });
  return {
    async stop() {
      await started;
      if (timer) clearTimeout(timer);
      await client.end();
      const per = (value: number) => (totals.samples ? value / totals.samples : 0);
      return {
        lockWaits: per(totals.lockWaits),
        idleInTransaction: per(totals.idleInTransaction),
        active: per(totals.active),
      };
    },
  };
}

export async function settledRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const orders = await client.query<{ status: string; count: number }>(
      'select status, count(*)::int as count from orders group by status order by status',
    );
    const settles = await client.query<{ entries: number; distinct_orders: number }>(
      `select count(*)::int as entries, count(distinct cause_id)::int as distinct_orders
       from journal_entries where idempotency_key like 'order:%:settle'`,
    );
    return { byStatus: orders.rows, settles: settles.rows[0]! };
  } finally {
    await client.end();
  }
}

/**
 * Statements PostgreSQL ran for the bench database while `run` ran, from pg_stat_statements when the server
 * preloads it (`shared_preload_libraries`); undefined otherwise. Also prints the busiest statements.
 */
export async function statementsDuring<Result>(
  url: string,
  run: () => Promise<Result>,
): Promise<{ result: Result; statements?: { calls: number; ms: number } }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const loaded = await client
      .query('create extension if not exists pg_stat_statements')
      .then(() => client.query('select pg_stat_statements_reset()'))
      .then(
        () => true,
        () => false,
      );
    const result = await run();
    if (!loaded) return { result };
    const rows = await client.query<{ calls: string; ms: number; query: string }>(
      `select calls::text, total_exec_time as ms, query from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database())
       order by total_exec_time desc`,
    );
    const ours = rows.rows.filter((row) => !/pg_stat_|pg_database|pg_stat_activity/.test(row.query));
    if (process.env.SETTLE_STATEMENTS)
      for (const row of ours.slice(0, Number(process.env.SETTLE_STATEMENTS)))
        console.log(
          `${row.calls.padStart(7)} ${row.ms.toFixed(0).padStart(6)} ms  ${row.query.replace(/\s+/g, ' ').slice(0, 160)}`,
        );
    return {
      result,
      statements: {
        calls: ours.reduce((sum, row) => sum + Number(row.calls), 0),
        ms: ours.reduce((sum, row) => sum + row.ms, 0),
      },
    };
  } finally {
    await client.end();
  }
}

/**
 * Holds the receipts' sending job (its `jobs` row, kind `send_notifications`) under a row lock, as a second
 * copy busy running it would: the job runner claims with FOR UPDATE SKIP LOCKED, so it passes the job by and
 * the texts recorded meanwhile wait in `notifications`. Taken only while the job is between runs (no lease),
 * so no run is left unable to record its end. `release()` lets it run again.
 */
export async function holdSendingJob(url: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const held = await client.query(
      `select id from jobs
       where kind = 'send_notifications' and (locked_until is null or locked_until <= now())
       for update skip locked`,
    );
    if (held.rowCount === 1) break;
    if (Date.now() > deadline) {
      await client.end();
      throw new Error('The send_notifications job stayed busy (or missing) for 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    async release() {
      await client.query('commit');
      await client.end();
    },
  };
}

/** Notifications due and not yet handled (the sending job's backlog). */
export async function pendingNotifications(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ pending: number }>(
      `select count(*)::int as pending from notifications where status = 'pending' and due_at <= now()`,
    );
    return result.rows[0]!.pending;
  } finally {
    await client.end();
  }
}
