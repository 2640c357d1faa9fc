import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { drawOrder } from '@chancepay/shared/draw';
import { hexFromBytes } from '@chancepay/shared/sha256';
import type { Page } from 'playwright-core';
import { repoRoot } from './server';

/**
 * Helpers for the buying tests: cycles opened through the sandbox with a FIXED server seed, and a client
 * seed the test chooses, so every order's outcome is known before the card is "charged".
 */

export const FIXED_SERVER_SEED = '5e'.repeat(32);

export interface SandboxCycle {
  cycleId: number;
  ticketPriceKobo: number;
  winnableKobo: number;
  payoutRatioBps: number;
}

/** POST /sandbox/raffle/cycles (sandbox only): opens a cycle for the types, closing their current one. */
export async function openFixedSeedCycle(
  baseUrl: string,
  options: { typeId: number; ticketPrice?: string; winnableAmount?: string; payoutRatioBps?: number },
): Promise<SandboxCycle> {
  const body = {
    raffle_type_id: options.typeId,
    server_seed: FIXED_SERVER_SEED,
    ticket_price: options.ticketPrice ?? '250.00',
    winnable_amount: options.winnableAmount ?? '1000.00',
    payout_ratio_bps: options.payoutRatioBps ?? 7000,
  };
  const response = await fetch(`${baseUrl}/sandbox/raffle/cycles`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: { raffle_cycle?: { raffle_cycle_id: number } } };
  const cycleId = answer.data?.raffle_cycle?.raffle_cycle_id;
  if (!response.ok || !cycleId) throw new Error(`Could not open a sandbox cycle: ${JSON.stringify(answer)}`);
  return {
    cycleId,
    ticketPriceKobo: Math.round(Number(body.ticket_price) * 100),
    winnableKobo: Math.round(Number(body.winnable_amount) * 100),
    payoutRatioBps: body.payout_ratio_bps,
  };
}

/** A client seed that makes order `orderSeq` of the cycle win (or lose) with these terms. */
export function clientSeedFor(
  cycle: SandboxCycle,
  options: { orderSeq: number; tickets: number; win: boolean; prizeKobo?: number },
): string {
  for (let attempt = 0; attempt < 100_000; attempt++) {
    const clientSeedHex = hexFromBytes(crypto.getRandomValues(new Uint8Array(16)));
    const result = drawOrder({
      serverSeedHex: FIXED_SERVER_SEED,
      cycleId: cycle.cycleId,
      orderSeq: options.orderSeq,
      clientSeedHex,
      tickets: options.tickets,
      ticketPriceKobo: cycle.ticketPriceKobo,
      payoutRatioBps: cycle.payoutRatioBps,
      prizeKobo: options.prizeKobo ?? cycle.winnableKobo,
    });
    if (result.won === options.win) return clientSeedHex;
  }
  throw new Error('No client seed found for the wanted outcome');
}

/**
 * Makes the page's CSPRNG hand out this client seed whenever 16 random bytes are asked for (the browser's
 * client seed, DOMAIN.md The draw). Installed before any page script runs; other sizes stay random.
 */
export async function chooseClientSeed(page: Page, clientSeedHex: string): Promise<void> {
  await page.addInitScript((hex: string) => {
    const bytes = new Uint8Array(hex.match(/../g)!.map((pair) => parseInt(pair, 16)));
    const original = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array && array.length === 16) {
        array.set(bytes);
        return array;
      }
      return original(array as never) as T;
    }) as typeof crypto.getRandomValues;
  }, clientSeedHex);
}

export const screenshotsDir = path.join(repoRoot, 'e2e', 'screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true });
}
