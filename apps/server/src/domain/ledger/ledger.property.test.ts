import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database';
import type { LedgerTransaction } from './database';
import {
  accountKeys,
  balancesOf,
  checkLedger,
  claimPhoneWallet,
  gatewayClearing,
  LedgerError,
  post,
  prizeExpense,
  ticketRevenue,
  type EntryInput,
} from '.';

// Random command sequences run against the real ledger and against a small independent model; after every
// command the outcomes must agree, after every sequence the balances and the invariants. Each sequence runs in
// one transaction that is rolled back, so a thousand of them share one database and stay fast. On a failure
// fast-check prints the seed and the shrunk sequence; replay it with fc.assert(..., { seed, path }).

const customers = ['0b0a7c3e-0000-4000-8000-000000000001', '0b0a7c3e-0000-4000-8000-000000000002'];
const phone = '+2348030000001';
const wallets = [
  accountKeys.customerWallet(customers[0]!),
  accountKeys.customerWallet(customers[1]!),
  accountKeys.vendorWallet('0b0a7c3e-0000-4000-8000-000000000003'),
  accountKeys.phoneWallet(phone),
];
const houseAccounts = [gatewayClearing, ticketRevenue, prizeExpense];

type Command =
  | { type: 'deposit' | 'buy' | 'prize'; wallet: number; amountKobo: number }
  | { type: 'move'; from: number; to: number; amountKobo: number }
  | { type: 'reverse' | 'replay' | 'conflict'; target: number }
  | { type: 'claim'; customer: number };

const walletIndex = fc.integer({ min: 0, max: wallets.length - 1 });
// Mostly small amounts, sometimes large ones, so overdraft attempts are common.
const amountKobo = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 20_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20_001, max: 200_000 }) },
);
// Mostly a different wallet; sometimes the same one, which the ledger must refuse as invalid.
const walletOffset = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 1, max: wallets.length - 1 }) },
  { weight: 1, arbitrary: fc.constant(0) },
);
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.constantFrom('deposit', 'prize'), wallet: walletIndex, amountKobo }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('buy'), wallet: walletIndex, amountKobo }) },
  {
    weight: 3,
    arbitrary: fc
      .record({ from: walletIndex, offset: walletOffset, amountKobo })
      .map(({ from, offset, amountKobo: amount }) => ({
        type: 'move' as const,
        from,
        to: (from + offset) % wallets.length,
        amountKobo: amount,
      })),
  },
  {
    weight: 3,
    arbitrary: fc.record({ type: fc.constantFrom('reverse', 'replay', 'conflict'), target: fc.nat(20) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('claim'), customer: fc.integer({ min: 0, max: 1 }) }),
  },
);

type Outcome = 'posted' | 'replayed' | 'insufficient_funds' | 'idempotency_conflict' | 'invalid';

/** The model: balances in a Map, entries by key as sorted "account amount" text. Nothing shared with the code. */
class LedgerModel {
  readonly balances = new Map<string, number>();
  readonly entries = new Map<string, string>();
  /** Every entry input the sequence tried so far (posted or not), for replays and conflicts. */
  readonly attempted: EntryInput[] = [];
  readonly posted: EntryInput[] = [];

  balance(account: string): number {
    return this.balances.get(account) ?? 0;
  }

  post(entry: EntryInput): Outcome {
    const accounts = entry.postings.map((posting) => posting.account);
    if (new Set(accounts).size !== accounts.length) return 'invalid';
    const described = entry.postings
      .map((posting) => `${posting.account} ${posting.amountKobo}`)
      .sort()
      .join(',');
    const existing = this.entries.get(entry.idempotencyKey);
    if (existing !== undefined) return existing === described ? 'replayed' : 'idempotency_conflict';
    const overdrawn = entry.postings.some(
      (posting) =>
        posting.account.startsWith('wallet:') && this.balance(posting.account) + posting.amountKobo < 0,
    );
    if (overdrawn) return 'insufficient_funds';
    for (const posting of entry.postings)
      this.balances.set(posting.account, this.balance(posting.account) + posting.amountKobo);
    this.entries.set(entry.idempotencyKey, described);
    this.posted.push(entry);
    return 'posted';
  }
}

function entryFor(commandToRun: Command, model: LedgerModel, step: number): EntryInput | undefined {
  const key = `step:${step}`;
  const pair = (kind: string, from: string, to: string, amount: number): EntryInput => ({
    idempotencyKey: key,
    kind,
    postings: [
      { account: from, amountKobo: -amount },
      { account: to, amountKobo: amount },
    ],
  });
  switch (commandToRun.type) {
    case 'deposit':
      return pair('deposit', gatewayClearing, wallets[commandToRun.wallet]!, commandToRun.amountKobo);
    case 'buy':
      return pair('ticket_payment', wallets[commandToRun.wallet]!, ticketRevenue, commandToRun.amountKobo);
    case 'prize':
      return pair('prize', prizeExpense, wallets[commandToRun.wallet]!, commandToRun.amountKobo);
    case 'move':
      return pair(
        'wallet_transfer',
        wallets[commandToRun.from]!,
        wallets[commandToRun.to]!,
        commandToRun.amountKobo,
      );
    case 'reverse': {
      const original = model.posted[commandToRun.target % Math.max(1, model.posted.length)];
      if (!original) return undefined;
      return {
        idempotencyKey: `reversal:${original.idempotencyKey}`,
        kind: 'reversal',
        postings: original.postings.map((posting) => ({ ...posting, amountKobo: -posting.amountKobo })),
      };
    }
    case 'replay':
    case 'conflict': {
      const earlier = model.attempted[commandToRun.target % Math.max(1, model.attempted.length)];
      if (!earlier || commandToRun.type === 'replay') return earlier;
      const [first, second] = earlier.postings;
      const bump = first!.amountKobo > 0 ? 1 : -1;
      return {
        ...earlier,
        postings: [
          { ...first!, amountKobo: first!.amountKobo + bump },
          { ...second!, amountKobo: second!.amountKobo - bump },
        ],
      };
    }
    case 'claim':
      return undefined;
  }
}

async function outcomeOf(tx: LedgerTransaction, entry: EntryInput, entryIds: Map<string, number>) {
  try {
    const result = await post(tx, entry);
    if (result.replayed) expect(result.entryId).toBe(entryIds.get(entry.idempotencyKey));
    else entryIds.set(entry.idempotencyKey, result.entryId);
    return result.replayed ? 'replayed' : 'posted';
  } catch (error) {
    if (error instanceof LedgerError) return error.code;
    throw error;
  }
}

async function runSequence(tx: LedgerTransaction, commands: Command[]): Promise<void> {
  const model = new LedgerModel();
  const entryIds = new Map<string, number>();
  for (const [step, commandToRun] of commands.entries()) {
    if (commandToRun.type === 'claim') {
      const expected = model.balance(wallets[3]!);
      const customerWallet = wallets[commandToRun.customer]!;
      const { movedKobo } = await claimPhoneWallet(tx, {
        phone,
        customerId: customers[commandToRun.customer]!,
      });
      expect(movedKobo).toBe(expected);
      model.balances.set(wallets[3]!, 0);
      model.balances.set(customerWallet, model.balance(customerWallet) + expected);
      continue;
    }
    const entry = entryFor(commandToRun, model, step);
    if (!entry) continue;
    model.attempted.push(entry);
    const expected = model.post(entry);
    expect(await outcomeOf(tx, entry, entryIds), `step ${step}: ${JSON.stringify(entry)}`).toBe(expected);
  }
  const accounts = [...wallets, ...houseAccounts];
  const balances = await balancesOf(tx, accounts);
  expect(Object.fromEntries(balances)).toEqual(
    Object.fromEntries(accounts.map((account) => [account, model.balance(account)])),
  );
  // Fire the deferred "entry sums to zero" triggers now, then check every invariant inside the transaction.
  await tx.execute(sql`set constraints all immediate`);
  const report = await checkLedger(tx);
  expect(report, JSON.stringify(report)).toMatchObject({ ok: true });
}

class RollBackSequence extends Error {}

const database = useTestDatabase();

describe('the ledger against an independent model', () => {
  it(
    'agrees on outcomes and balances over 1,000 random command sequences',
    { timeout: 300_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
          try {
            await database.db.transaction(async (tx) => {
              await runSequence(tx, commands);
              throw new RollBackSequence();
            });
          } catch (error) {
            if (!(error instanceof RollBackSequence)) throw error;
          }
        }),
        { numRuns: 1_000 },
      );
    },
  );
});
