import { lazy, Suspense, type ComponentType } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import './admin.scss';
import './icons';
import { AdminLayout } from './AdminLayout';
import { adminNav, mayOpen } from './nav';
import { StaffSessionProvider, useStaffSession } from './staff-session';

// Each screen is its own chunk; this shell (sign-in state, layout, navigation) is the console's entry chunk.
const SignInPage = lazy(() => import('./SignInPage'));
const SetupPage = lazy(() => import('./SetupPage'));
const HomePage = lazy(() => import('./HomePage'));
const ApprovalsPage = lazy(() => import('./ApprovalsPage'));
const AuditLogPage = lazy(() => import('./AuditLogPage'));
const StaffPage = lazy(() => import('./StaffPage'));
const SecurityPage = lazy(() => import('./SecurityPage'));
const CyclesPage = lazy(() => import('./cycles/CyclesPage'));
const VendorsPage = lazy(() => import('./vendors/VendorsPage'));
const VendorPage = lazy(() => import('./vendors/VendorPage'));
const SupportPage = lazy(() => import('./support/SupportPage'));
const CustomerPage = lazy(() => import('./support/CustomerPage'));
const OrderPage = lazy(() => import('./support/OrderPage'));
const PayoutsPage = lazy(() => import('./payouts/PayoutsPage'));
const AdjustmentsPage = lazy(() => import('./adjustments/AdjustmentsPage'));
const RefundsPage = lazy(() => import('./refunds/RefundsPage'));
const LedgerPage = lazy(() => import('./ledger/LedgerPage'));
const ReconciliationPage = lazy(() => import('./reconciliation/ReconciliationPage'));
const WinnersPage = lazy(() => import('./winners/WinnersPage'));
const ResponsiblePlayPage = lazy(() => import('./responsible-play/ResponsiblePlayPage'));
const ReportsPage = lazy(() => import('./reports/ReportsPage'));
const WinningsTaxPage = lazy(() => import('./winnings-tax/WinningsTaxPage'));
const CompliancePage = lazy(() => import('./compliance/CompliancePage'));
const PersonalDataPage = lazy(() => import('./personal-data/PersonalDataPage'));
const AmlPage = lazy(() => import('./aml/AmlPage'));
const AmlCasePage = lazy(() => import('./aml/AmlCasePage'));

function Loading() {
  return (
    <div className="d-flex justify-content-center p-5">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">Loading…</span>
      </Spinner>
    </div>
  );
}

function NoAccess() {
  return (
    <div className="alert alert-warning" role="alert">
      Your roles do not include this screen. Ask a staff administrator if you need it.
    </div>
  );
}

/** A screen, shown only to roles its navigation entry allows (the server refuses the rest anyway). */
function Guarded({ path, Page }: { path: string; Page: ComponentType }) {
  const { me } = useStaffSession();
  const item = adminNav.find((entry) => entry.path === `/admin${path ? `/${path}` : ''}`);
  if (me && item && !mayOpen(item, me.roles)) return <NoAccess />;
  return <Page />;
}

// One component type for every screen: a type made per render of Console (which renders on every URL change)
// would remount the screen when a sort, page or filter changes, dropping its notices, drafts and dialogs.
function screen(path: string, Page: ComponentType) {
  const element = <Guarded path={path} Page={Page} />;
  return path ? <Route path={path} element={element} /> : <Route index element={element} />;
}

function Console() {
  const { me, loading } = useStaffSession();
  const location = useLocation();
  if (location.pathname.startsWith('/admin/setup'))
    return (
      <Suspense fallback={<Loading />}>
        <SetupPage />
      </Suspense>
    );
  if (loading) return <Loading />;
  if (!me) {
    if (location.pathname !== '/admin/sign-in')
      return <Navigate to="/admin/sign-in" replace state={{ from: location.pathname }} />;
    return (
      <Suspense fallback={<Loading />}>
        <SignInPage />
      </Suspense>
    );
  }
  if (location.pathname === '/admin/sign-in') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from.startsWith('/admin') ? from : '/admin'} replace />;
  }
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        {screen('', HomePage)}
        {screen('approvals', ApprovalsPage)}
        {screen('audit-log', AuditLogPage)}
        {screen('staff', StaffPage)}
        {screen('security', SecurityPage)}
        {screen('cycles', CyclesPage)}
        {screen('vendors', VendorsPage)}
        {screen('vendors/:id', VendorPage)}
        {screen('support', SupportPage)}
        {screen('support/customers/:id', CustomerPage)}
        {screen('support/orders/:id', OrderPage)}
        {screen('payouts', PayoutsPage)}
        {screen('adjustments', AdjustmentsPage)}
        {screen('refunds', RefundsPage)}
        {screen('ledger', LedgerPage)}
        {screen('reconciliation', ReconciliationPage)}
        {screen('winners', WinnersPage)}
        {screen('responsible-play', ResponsiblePlayPage)}
        {screen('reports', ReportsPage)}
        {screen('winnings-tax', WinningsTaxPage)}
        {screen('compliance', CompliancePage)}
        {screen('personal-data', PersonalDataPage)}
        {screen('aml', AmlPage)}
        {screen('aml/cases/:id', AmlCasePage)}
        <Route path="*" element={<p className="p-3">There is no such console page.</p>} />
      </Route>
    </Routes>
  );
}

/** The operator console at /admin/* (its own lazy chunks, never in the public pages' bundle). */
export default function AdminApp() {
  return (
    <StaffSessionProvider>
      <Suspense fallback={<Loading />}>
        <Console />
      </Suspense>
    </StaffSessionProvider>
  );
}
