import { createDatabaseSquadEmulatorStore } from '../sandbox/squad/database-store';
import { SQUAD_EMULATOR_MERCHANT_ID, SQUAD_EMULATOR_SECRET_KEY } from '../sandbox/squad/credentials';
import type { ReconciliationContext } from '../domain/finance/reconciliation';
import { createSquadClient } from '../providers/squad/squad-client';
import type { VirtualAccountGateway } from '../providers/virtual-accounts';
import { loopbackFetch } from './loopback-fetch';
import { createSquadVirtualAccounts } from '../providers/squad/virtual-accounts';
import type { TestApp } from './test-app';

/** The console's money operations on the test app's database and its Squad emulator. */
export function financeContextFor(
  testApp: TestApp,
  clock: () => Date = () => new Date(),
  virtualAccounts?: VirtualAccountGateway,
): ReconciliationContext {
  const gateway = createSquadClient({
    baseUrl: `${testApp.config.publicUrl}/sandbox/squad`,
    secretKey: SQUAD_EMULATOR_SECRET_KEY,
    merchantId: testApp.config.SQUAD_MERCHANT_ID ?? SQUAD_EMULATOR_MERCHANT_ID,
    timeoutMs: 30_000,
    fetchImpl: loopbackFetch(() => testApp.app, testApp.config.publicUrl),
  });
  return {
    db: testApp.database.db,
    gateway,
    clock,
    settlement: { db: testApp.database.db, gateway, clock },
    virtualAccounts:
      virtualAccounts ??
      createSquadVirtualAccounts({
        baseUrl: `${testApp.config.publicUrl}/sandbox/squad`,
        secretKey: SQUAD_EMULATOR_SECRET_KEY,
        timeoutMs: 30_000,
        accountNamePrefix: 'CHANCEPAY',
        fetchImpl: loopbackFetch(() => testApp.app, testApp.config.publicUrl),
      }),
  };
}

/** The emulator's memory, to stage what the gateway knows (a payment whose webhook and verify were lost). */
export function emulatorStoreOf(testApp: TestApp) {
  return createDatabaseSquadEmulatorStore(testApp.database.db);
}
