import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../dependencies';
import { approvalRoutes } from './approval-routes';
import { auditLogRoutes } from './audit-routes';
import { staffAuthRoutes } from './auth-routes';
import { adjustmentRoutes } from './adjustment-routes';
import { ledgerRoutes } from './ledger-routes';
import { payoutRoutes } from './payouts-routes';
import { reconciliationRoutes } from './reconciliation-routes';
import { refundRoutes } from './refund-routes';
import { homeRoutes } from './home-routes';
import { oversightRoutes } from './oversight-routes';
import { winnersRoutes } from './winners-routes';
import { registerStaffAuth } from './staff-auth';
import { staffRoutes } from './staff-routes';
import { winningsTaxRoutes } from './winnings-tax-routes';
import { amlRoutes } from './aml-routes';
import { complianceRoutes } from './compliance-routes';
import { cycleRoutes } from './cycle-routes';
import { templateRoutes } from './template-routes';
import { breachRoutes } from './breach-routes';
import { dataProtectionRoutes } from './data-protection-routes';
import { supportRoutes } from './support-routes';
import { supportOrderRoutes } from './support-order-routes';
import { vendorOnboardingRoutes } from './vendor-onboarding-routes';
import { vendorRoutes } from './vendor-routes';

export { audit, auditActorOf, requireStaffRole, staffActorOf } from './staff-auth';

/**
 * The console's API under /api/admin, one encapsulated scope: its hooks (staff session state, an audit row
 * for every refusal) apply to every route registered below. Add a screen's routes as one more plugin in
 * this list (README.md beside this file).
 */
export async function adminApi(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  registerStaffAuth(app, deps);
  await app.register(staffAuthRoutes, deps);
  await app.register(homeRoutes, deps);
  await app.register(approvalRoutes, deps);
  await app.register(auditLogRoutes, deps);
  await app.register(staffRoutes, deps);
  await app.register(cycleRoutes, deps);
  await app.register(templateRoutes, deps);
  await app.register(vendorRoutes, deps);
  await app.register(vendorOnboardingRoutes, deps);
  await app.register(supportRoutes, deps);
  await app.register(supportOrderRoutes, deps);
  await app.register(payoutRoutes, deps);
  await app.register(adjustmentRoutes, deps);
  await app.register(refundRoutes, deps);
  await app.register(ledgerRoutes, deps);
  await app.register(reconciliationRoutes, deps);
  await app.register(oversightRoutes, deps);
  await app.register(winnersRoutes, deps);
  await app.register(complianceRoutes, deps);
  await app.register(dataProtectionRoutes, deps);
  await app.register(breachRoutes, deps);
  await app.register(winningsTaxRoutes, deps);
  await app.register(amlRoutes, deps);
}
