import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each browser test file took in a full run on this machine kind (2026-11-27, one shard beside the test
 * pass: the ratios matter, not the figures). A file not listed counts as `unknownFileSeconds`; add it here once
 * it has run, so the shards stay even.
 */
export const measuredSeconds: Record<string, number> = {
  'public-site.e2e.ts': 121,
  'console-layout.e2e.ts': 83,
  'kill.e2e.ts': 79,
  'buying.e2e.ts': 53,
  'identity-tiers.e2e.ts': 40,
  'after-checkout.e2e.ts': 37,
  'console-screens.e2e.ts': 35,
  'slow-network.e2e.ts': 33,
  'languages.e2e.ts': 32,
  'data-rights.e2e.ts': 30,
  'money.e2e.ts': 29,
  'accounts.e2e.ts': 28,
  'compliance-hold.e2e.ts': 28,
  'phone-journeys.e2e.ts': 24,
  'receipts.e2e.ts': 17,
  'responsible-play.e2e.ts': 16,
  'transaction-pin.e2e.ts': 15,
  'money-in.e2e.ts': 15,
  'sms.e2e.ts': 13,
  'banks.e2e.ts': 12,
  'console.e2e.ts': 10,
  'console-money.e2e.ts': 8,
  'scan2pay-proof.e2e.ts': 7,
  'ussd.e2e.ts': 5,
  'winnings-tax.e2e.ts': 4,
  'foundation.e2e.ts': 2,
};
export const unknownFileSeconds = 30;

/** Files dealt to `count` shards, longest first, each to the shard with the least so far (balanced by time). */
export function dealShards(files: string[], count: number, seconds: (file: string) => number) {
  const shards = Array.from({ length: count }, () => ({ total: 0, files: [] as string[] }));
  const longestFirst = [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = shards.reduce((least, shard) => (shard.total < least.total ? shard : least));
    lightest.files.push(file);
    lightest.total += seconds(file);
  }
  return shards.map((shard) => shard.files);
}

function baseName(file: string) {
  return file.split('/').pop()!;
}

/**
 * `vitest --shard=i/n` deals files by a hash of their path, which put the two longest files in one shard; this
 * deals them by measured time instead (vitest.config.ts's sequence.sequencer).
 */
export default class TimedShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const names = files.map((spec) => spec.moduleId);
    const mine = new Set(
      dealShards(names, count, (file) => measuredSeconds[baseName(file)] ?? unknownFileSeconds)[index - 1],
    );
    return files.filter((spec) => mine.has(spec.moduleId));
  }
}
