import type pg from 'pg';

// The data the growth bench grows (growth.ts): its plan, plain SQL in the app's shapes, the table sizes.

export const scale = Number(process.env.GROWTH_SCALE ?? '1');
export const ordersPerCycle = 2_500;

/**
 * The data grown at GROWTH_SCALE (the audit's sizes at 1), in two halves: `half` 1 is the older half of the
 * days, `half` 2 the newer, so the bench can measure between them (a read that stays flat from half to whole
 * does not grow with the data, whatever it did before its page filled).
 */
export function growthPlan(half: 1 | 2) {
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10) throw new Error('GROWTH_SCALE must be in (0, 10]');
  const cycles = Math.max(1, Math.round(100 * scale));
  return {
    cycles,
    phoneOrders: cycles * ordersPerCycle,
    /** Both halves draw from the same phones: the whole has the audit's number of phone wallets. */
    phones: Math.max(1_000, Math.round(50_000 * scale)),
    /**
     * demo.customer's card orders in the half's own cycle, every other one won; each prize is then sent to a
     * bank. 10,000 a half: the whole gives the audit's customer with 20,000 orders, and the fairness page a
     * cycle of 10,000 at both measurements.
     */
    demoOrders: Math.max(2, 2 * Math.round(5_000 * scale)),
    /** How many days before now the half ends: the older half ends where the newer one begins. */
    daysBeforeNow: half === 1 ? cycles : 0,
    /** Kept apart so the halves' orders are not the same phones in the same order. */
    half,
  };
}
export type Plan = ReturnType<typeof growthPlan>;

export const sizedTables = [
  'orders',
  'raffle_cycles',
  'journal_entries',
  'postings',
  'ledger_accounts',
  'transfers',
  'users',
  'audit_log',
  'jobs',
  'notifications',
] as const;

export async function dataSizes(client: pg.Client): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const table of sizedTables) {
    const exists = await client.query<{ present: boolean }>('select to_regclass($1) is not null as present', [
      `public.${table}`,
    ]);
    if (!exists.rows[0]!.present) continue;
    const { rows } = await client.query<{ count: string }>(`select count(*)::text as count from ${table}`);
    sizes[table] = Number(rows[0]!.count);
  }
  const { rows } = await client.query<{ bytes: string }>(
    'select pg_database_size(current_database())::text as bytes',
  );
  sizes['database bytes'] = Number(rows[0]!.bytes);
  return sizes;
}

/**
 * The growth, as plain SQL in the app's shapes (see the README of domain/ledger and domain/raffle/settlement.ts,
 * domain/transfers/payout.ts): each transaction inserts journal entries and their postings together, so the
 * ledger's triggers (balanced entries at commit, cached wallet balances, entries of this transaction only)
 * judge every row. Per order `n` of the grown cycles: 1 in 20 payment_failed (no money), 1 in 50 won (a prize to
 * the buyer's phone wallet), the rest lost; in Pay4Me cycles 2 orders in 7 are Scan2Pay4Me (a vendor's amount due
 * to demo.vendor, who settles each one to the bank). demo.customer buys card orders signed in, every other one
 * wins a prize into the wallet, and sends each prize to a bank.
 */
function growthTransactions(
  plan: Plan,
  customerId: string,
  vendorId: string,
): { label: string; sql: string[] }[] {
  const vendorWallet = `wallet:vendor:${vendorId}`;
  const customerWallet = `wallet:customer:${customerId}`;
  const days = plan.cycles;
  // The half's last day ends this many days before now (0 for the newer half).
  const before = plan.daysBeforeNow;
  // Order n of the grown cycles: cycle c = n / 2500 covers the day [now - (days - c) days, + 1 day).
  const orderFacts = `
    select n, n / ${ordersPerCycle} as c, n % ${ordersPerCycle} + 1 as seq,
           (n % 20 = 3) as failed, (n % 20 <> 3 and n % 50 = 7) as won,
           '+234803' || lpad((abs(hashtext('phone:${plan.half}:' || n)) % ${plan.phones})::text, 7, '0') as phone
    from generate_series(0, ${plan.phoneOrders - 1}) as n`;
  const demoDayMs = (days * 86_400_000) / plan.demoOrders;
  return [
    {
      label: 'accounts, cycles and orders',
      sql: [
        `create temporary table growth_base on commit drop as
           select coalesce(max(id), 0) as base, now() as at from raffle_cycles`,
        // The house accounts the growth posts to (created on first use by the app, empty).
        `insert into ledger_accounts (key, kind, may_go_negative, balance_kobo)
         values ('clearing:gateway', 'clearing', true, null), ('revenue:tickets', 'revenue', true, null),
                ('expense:prizes', 'expense', true, null), ('clearing:payouts', 'clearing', true, null),
                ('${customerWallet}', 'wallet', false, 0), ('${vendorWallet}', 'wallet', false, 0)
         on conflict (key) do nothing`,
        // 200 completed cycles of 2,500 orders, Get Cash / Pay4Me / On The House in turn, one a day up to now;
        // then demo.customer's cycle (On The House) over the same days.
        `insert into raffle_cycles (id, status, ticket_price_kobo, winnable_amount_kobo, payout_ratio_bps,
           prize_budget_kobo, prizes_paid_kobo, winner_count, server_seed, server_seed_hash, last_order_seq,
           created_at, opened_at, ended_at)
         overriding system value
         select g.base + 1 + g.c, 'completed', t.ticket_price_kobo, t.winnable_amount_kobo, t.payout_ratio_bps,
                g.winners * t.winnable_amount_kobo, g.winners * t.winnable_amount_kobo, g.winners, g.seed,
                encode(sha256(decode(g.seed, 'hex')), 'hex'), g.orders, g.opened, g.opened, g.ended
         from (
           select b.base, c, 1 + c % 3 as type_id, ${ordersPerCycle / 50} as winners, ${ordersPerCycle} as orders,
                  encode(sha256(convert_to('growth-seed:${plan.half}:' || c, 'UTF8')), 'hex') as seed,
                  b.at - interval '1 day' * (${days + before} - c) as opened,
                  b.at - interval '1 day' * (${days + before} - c - 1) as ended
           from growth_base as b, generate_series(0, ${plan.cycles - 1}) as c
           union all
           select b.base, ${plan.cycles}, 3, ${plan.demoOrders / 2}, ${plan.demoOrders},
                  encode(sha256(convert_to('growth-seed:demo:${plan.half}', 'UTF8')), 'hex'),
                  b.at - interval '1 day' * ${days + before}, b.at - interval '1 day' * ${before}
           from growth_base as b
         ) as g join raffle_types as t on t.id = g.type_id`,
        `select setval(pg_get_serial_sequence('raffle_cycles', 'id'), (select max(id) from raffle_cycles))`,
        `insert into raffle_cycle_types (raffle_cycle_id, raffle_type_id, is_open)
         select b.base + 1 + c, case when c = ${plan.cycles} then 3 else 1 + c % 3 end, false
         from growth_base as b, generate_series(0, ${plan.cycles}) as c`,
        // The grown cycles' orders: card, one ticket, settled 5 s after creation (failed ones too, as
        // setOrderFinal stamps settled_at on every final status).
        `insert into orders (id, raffle_cycle_id, raffle_type_id, order_seq, client_seed, customer_phone,
           vendor_id, ticket_quantity, ticket_price_kobo, ticket_amount_kobo, amount_due_kobo, order_amount_kobo,
           prize_kobo, payout_ratio_bps, purchase_platform, payment_method_used, age_confirmed_at, status, outcome,
           paid_amount_kobo, gateway_status, status_message, created_at, updated_at, settled_at,
           winnings_tax_kobo, winnings_tax_bps, winnings_tax_bearer)
         select gen_random_uuid(), cycle.id, cycle.type_id, f.seq, md5('client-seed:' || f.n), f.phone,
                case when f.scan then '${vendorId}'::uuid end, 1, cycle.ticket_price_kobo, cycle.ticket_price_kobo,
                case when f.scan then 200000 end, cycle.ticket_price_kobo + case when f.scan then 200000 else 0 end,
                cycle.winnable_amount_kobo, cycle.payout_ratio_bps, 'web', 'card', f.at,
                case when f.failed then 'payment_failed' when f.won then 'winner_selected' else 'entry_processed' end,
                case when f.failed then null when f.won then 'won' else 'lost' end,
                case when f.failed then null else cycle.ticket_price_kobo + case when f.scan then 200000 else 0 end end,
                case when f.failed then 'failed' else 'success' end,
                case when f.failed then 'The payment was declined.' when f.won then 'You won the raffle!'
                     else 'Your entry was processed successfully.' end,
                f.at, f.at + interval '5 seconds', f.at + interval '5 seconds',
                -- A win records its withholding tax; the grown wins are taxed at a rate of 0 (WINNINGS_TAX_BPS=0)
                -- so their prize entries below stay two postings and the prizes sent to a bank stay whole.
                case when f.won and not f.failed then 0 end, case when f.won and not f.failed then 0 end,
                case when f.won and not f.failed then case when cycle.type_id = 2 then 'operator' else 'winner' end end
         from (
           select facts.*, (1 + facts.c % 3 = 2 and facts.n % 7 in (0, 1)) as scan,
                  b.at - interval '1 day' * (${days + before} - facts.c)
                    + interval '1 millisecond' * (facts.seq * ${Math.floor(86_400_000 / ordersPerCycle)}) as at
           from (${orderFacts}) as facts, growth_base as b
         ) as f
         join lateral (
           select rc.id, 1 + f.c % 3 as type_id, rc.ticket_price_kobo, rc.winnable_amount_kobo, rc.payout_ratio_bps
           from raffle_cycles as rc, growth_base as b where rc.id = b.base + 1 + f.c
         ) as cycle on true`,
        // demo.customer's orders, signed in, by card, with the account's phone; every other one won.
        `insert into orders (id, raffle_cycle_id, raffle_type_id, order_seq, client_seed, customer_phone,
           customer_user_id, ticket_quantity, ticket_price_kobo, ticket_amount_kobo, order_amount_kobo, prize_kobo,
           payout_ratio_bps, purchase_platform, payment_method_used, age_confirmed_at, status, outcome,
           paid_amount_kobo, gateway_status, status_message, created_at, updated_at, settled_at,
           winnings_tax_kobo, winnings_tax_bps, winnings_tax_bearer)
         select gen_random_uuid(), rc.id, 3, s, md5('demo-client-seed:' || s), u.phone, u.id, 1,
                rc.ticket_price_kobo, rc.ticket_price_kobo, rc.ticket_price_kobo, rc.winnable_amount_kobo,
                rc.payout_ratio_bps, 'web', 'card', t.ordered_at,
                case when s % 2 = 0 then 'winner_selected' else 'entry_processed' end,
                case when s % 2 = 0 then 'won' else 'lost' end, rc.ticket_price_kobo, 'success',
                case when s % 2 = 0 then 'You won the raffle!' else 'Your entry was processed successfully.' end,
                t.ordered_at, t.ordered_at + interval '5 seconds', t.ordered_at + interval '5 seconds',
                case when s % 2 = 0 then 0 end, case when s % 2 = 0 then 0 end,
                case when s % 2 = 0 then 'winner' end
         from growth_base as b
         join raffle_cycles as rc on rc.id = b.base + 1 + ${plan.cycles}
         join users as u on u.id = '${customerId}'
         cross join generate_series(1, ${plan.demoOrders}) as s
         cross join lateral (
           select b.at - interval '1 day' * ${days + before} + interval '1 millisecond' * (s::float8 * ${Math.floor(demoDayMs)}) - interval '1 hour' as ordered_at
         ) as t`,
        // Phone wallets of the winners (created on first use, empty; the prizes below fill them).
        `insert into ledger_accounts (key, kind, may_go_negative, balance_kobo)
         select distinct 'wallet:phone:' || customer_phone, 'wallet', false, 0::bigint
         from orders where status = 'winner_selected' and customer_user_id is null
         on conflict (key) do nothing`,
      ],
    },
    {
      label: 'ticket payments (order:<id>:settle)',
      sql: [
        // settleLostCardOrder / settlePaidOrder's payment entry: clearing:gateway -> revenue:tickets (+ the
        // vendor's amount due for Scan2Pay4Me), key order:<id>:settle, kind ticket_payment.
        `with entry as (
           insert into journal_entries (idempotency_key, kind, cause_type, cause_id, metadata,
             postings_fingerprint, created_at)
           select 'order:' || o.id || ':settle', 'ticket_payment', 'order', o.id::text,
                  jsonb_build_object('trigger', 'webhook', 'raffle_cycle_id', o.raffle_cycle_id,
                                     'order_seq', o.order_seq),
                  encode(sha256(convert_to(
                    'clearing:gateway=' || -o.order_amount_kobo || chr(10) ||
                    'revenue:tickets=' || o.ticket_amount_kobo || chr(10) ||
                    coalesce('wallet:vendor:' || o.vendor_id || '=' || o.amount_due_kobo || chr(10), ''),
                    'UTF8')), 'hex'),
                  o.settled_at
           from orders as o
           where o.status in ('winner_selected', 'entry_processed')
             and o.raffle_cycle_id > (select base from growth_base)
           returning id, cause_id
         )
         insert into postings (entry_id, account_id, amount_kobo)
         select entry.id, account.id, moved.amount
         from entry
         join orders as o on o.id = entry.cause_id::uuid
         cross join lateral (values ('clearing:gateway', -o.order_amount_kobo),
                                    ('revenue:tickets', o.ticket_amount_kobo),
                                    ('wallet:vendor:' || o.vendor_id, o.amount_due_kobo)) as moved (key, amount)
         join ledger_accounts as account on account.key = moved.key
         where moved.amount is not null`,
      ],
    },
    {
      label: 'prizes (order:<id>:prize)',
      sql: [
        // settlePaidOrder's prize: expense:prizes -> the buyer's wallet (the customer's when signed in, else
        // the phone's), key order:<id>:prize, kind prize.
        `with won as (
           select o.*, case when o.customer_user_id is not null then 'wallet:customer:' || o.customer_user_id
                            else 'wallet:phone:' || o.customer_phone end as winner
           from orders as o
           where o.status = 'winner_selected' and o.raffle_cycle_id > (select base from growth_base)
         ),
         entry as (
           insert into journal_entries (idempotency_key, kind, cause_type, cause_id, metadata,
             postings_fingerprint, created_at)
           select 'order:' || won.id || ':prize', 'prize', 'order', won.id::text,
                  jsonb_build_object('raffle_cycle_id', won.raffle_cycle_id, 'order_seq', won.order_seq,
                                     'buyer_phone', won.customer_phone),
                  encode(sha256(convert_to(
                    'expense:prizes=' || -won.prize_kobo || chr(10) || won.winner || '=' || won.prize_kobo || chr(10),
                    'UTF8')), 'hex'),
                  won.settled_at
           from won
           returning id, cause_id
         )
         insert into postings (entry_id, account_id, amount_kobo)
         select entry.id, account.id, moved.amount
         from entry
         join won on won.id = entry.cause_id::uuid
         cross join lateral (values ('expense:prizes', -won.prize_kobo), (won.winner, won.prize_kobo))
           as moved (key, amount)
         join ledger_accounts as account on account.key = moved.key`,
      ],
    },
    {
      label: 'transfers and settlements (transfer:<id>:debit|complete)',
      sql: [
        // demo.customer sends each prize (less nothing: TRANSFER_FEE_KOBO is 0) to a bank an hour after winning;
        // demo.vendor settles each Scan2Pay4Me amount due an hour after the sale (its "Settle to bank", with a
        // client Idempotency-Key). All successful, long past the 72-hour reversal watch (no requery due).
        `create temporary table growth_transfers on commit drop as
         select gen_random_uuid() as id, 'customer_transfer' as purpose, '${customerWallet}' as wallet_account,
                '${customerId}'::uuid as requested_by_user_id, null::uuid as vendor_id, o.prize_kobo as amount_kobo,
                'Transfer' as description, 'DEMO CUSTOMER' as account_name, o.settled_at + interval '1 hour' as at
         from orders as o
         where o.customer_user_id = '${customerId}' and o.status = 'winner_selected'
           and o.raffle_cycle_id > (select base from growth_base)
         union all
         select gen_random_uuid(), 'vendor_settlement', '${vendorWallet}', v.user_id, v.id, o.amount_due_kobo,
                left('Settlement to ' || v.business_name, 100), upper(v.business_name),
                o.settled_at + interval '1 hour'
         from orders as o join vendors as v on v.id = o.vendor_id
         where o.vendor_id = '${vendorId}' and o.status in ('winner_selected', 'entry_processed')
           and o.raffle_cycle_id > (select base from growth_base)`,
        `insert into transfers (id, purpose, wallet_account, requested_by_user_id, vendor_id, idempotency_key,
           request_fingerprint, bank_code, nip_bank_code, account_number, account_name, amount_kobo, fee_kobo,
           description, status, submitted_at, submission_confirmed_at, provider_message, next_requery_at,
           requery_attempts, created_at, updated_at, completed_at)
         select id, purpose, wallet_account, requested_by_user_id, vendor_id, gen_random_uuid()::text,
                encode(sha256(convert_to('growth:' || id, 'UTF8')), 'hex'), '058', '000013', '0123456789',
                account_name, amount_kobo, 0, description, 'successful', at + interval '1 second',
                at + interval '2 seconds', 'Success', null, 0, at, at + interval '1 minute',
                at + interval '1 minute'
         from growth_transfers`,
        `with entry as (
           insert into journal_entries (idempotency_key, kind, cause_type, cause_id, metadata,
             postings_fingerprint, created_at)
           select 'transfer:' || t.id || ':debit',
                  case t.purpose when 'customer_transfer' then 'transfer_debit' else 'settlement_debit' end,
                  'transfer', t.id::text, jsonb_build_object('bank_code', '058', 'account_number', '0123456789'),
                  encode(sha256(convert_to(
                    'clearing:payouts=' || t.amount_kobo || chr(10) || t.wallet_account || '=' || -t.amount_kobo || chr(10),
                    'UTF8')), 'hex'),
                  t.at
           from growth_transfers as t
           returning id, cause_id
         )
         insert into postings (entry_id, account_id, amount_kobo)
         select entry.id, account.id, moved.amount
         from entry
         join growth_transfers as t on t.id = entry.cause_id::uuid
         cross join lateral (values (t.wallet_account, -t.amount_kobo), ('clearing:payouts', t.amount_kobo))
           as moved (key, amount)
         join ledger_accounts as account on account.key = moved.key`,
        `with entry as (
           insert into journal_entries (idempotency_key, kind, cause_type, cause_id, metadata,
             postings_fingerprint, created_at)
           select 'transfer:' || t.id || ':complete', 'transfer_complete', 'transfer', t.id::text, '{}'::jsonb,
                  encode(sha256(convert_to(
                    'clearing:gateway=' || t.amount_kobo || chr(10) || 'clearing:payouts=' || -t.amount_kobo || chr(10),
                    'UTF8')), 'hex'),
                  t.at + interval '1 minute'
           from growth_transfers as t
           returning id, cause_id
         )
         insert into postings (entry_id, account_id, amount_kobo)
         select entry.id, account.id, moved.amount
         from entry
         join growth_transfers as t on t.id = entry.cause_id::uuid
         cross join lateral (values ('clearing:payouts', -t.amount_kobo), ('clearing:gateway', t.amount_kobo))
           as moved (key, amount)
         join ledger_accounts as account on account.key = moved.key`,
      ],
    },
  ];
}

export async function grow(
  client: pg.Client,
  plan: Plan,
  customerId: string,
  vendorId: string,
): Promise<{ label: string; ms: number }[]> {
  const steps: { label: string; ms: number }[] = [];
  // growth_base is per transaction (on commit drop): each transaction re-reads the base it grew from.
  const base = await client.query<{ base: number }>(
    'select coalesce(max(id), 0)::int as base from raffle_cycles',
  );
  const baseId = base.rows[0]!.base;
  for (const transaction of growthTransactions(plan, customerId, vendorId)) {
    const begun = performance.now();
    await client.query('begin');
    try {
      if (!transaction.sql[0]!.includes('create temporary table growth_base'))
        await client.query(
          `create temporary table growth_base on commit drop as select ${baseId} as base, now() as at`,
        );
      for (const statement of transaction.sql) await client.query(statement);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw new Error(`growth step "${transaction.label}" failed: ${(error as Error).message}`);
    }
    steps.push({ label: transaction.label, ms: performance.now() - begun });
    console.log(`  grew: ${transaction.label} in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
  }
  return steps;
}
