import { formatNaira } from '@chancepay/shared/money';
import { useLocation, useSearchParams } from 'react-router';
import { useMessages } from '../../../lib/i18n';
import { Icon } from '../../../lib/icons';
import { usePageTitle } from '../../../lib/page-title';
import { Redirect, useResponseStatus } from '../../../lib/server-response';
import { useActiveOffer } from '../api/active-cycle';
import { parseRaffleId } from '../api/raffle-offer';
import { useVendorDetails, type VendorDetails } from '../api/vendors';
import { purchaseFormMessages } from '../components/purchase-form.messages';
import { ScanToPayForm } from '../components/ScanToPayForm';
import { scanToPayMessages } from '../components/scan-to-pay.messages';
import '../buying.scss';
import '../icons';

/** /scan2pay4me?raffle_type_id=&vendor_id=: the page a vendor's QR code opens (DOMAIN.md Vendors). */
export function ScanToPayPage() {
  usePageTitle('Scan2Pay4Me');
  const t = useMessages(scanToPayMessages);
  const [params] = useSearchParams();
  const location = useLocation();
  const typeId = parseRaffleId(params.get('raffle_type_id'));
  const vendorId = params.get('vendor_id')?.trim() || null;
  const vendor = useVendorDetails(typeId !== null ? vendorId : null);
  const offer = useActiveOffer(vendorId !== null ? typeId : null);

  // Spec section 2: missing parameters redirect to /dashboard.
  if (typeId === null || vendorId === null) return <Redirect to="/dashboard" />;

  return (
    <main className="container py-4">
      <div className="row justify-content-center">
        <div className="col-12 col-md-9 col-lg-7 col-xl-6">
          <h1 className="h3 purchase-page-title">
            <Icon name="bi-qr-code" className="text-primary me-2" />
            Scan2Pay4Me
          </h1>
          <p className="text-body-secondary">{t('intro')}</p>
          {vendor.isPending || offer.isPending ? (
            <div className="d-flex align-items-center gap-2 mb-3" role="status">
              <span className="spinner-border spinner-border-sm" aria-hidden="true" />
              {t('loadingShop')}
            </div>
          ) : !vendor.data ? (
            <ShopNotFound />
          ) : (
            <>
              <VendorCard vendor={vendor.data} spendableKobo={offer.data?.winnableKobo ?? 0} />
              {!offer.data ? (
                <div className="alert alert-warning" role="alert">
                  {t('notAvailable')}
                </div>
              ) : null}
              <div className="card shadow-sm">
                <div className="card-body">
                  <ScanToPayForm
                    vendor={vendor.data}
                    offer={offer.data ?? null}
                    originPath={location.pathname + location.search}
                  />
                </div>
              </div>
            </>
          )}
        </div>
      </div>
    </main>
  );
}

/** The page's not-found state; a server-rendered one is answered with 404. */
function ShopNotFound() {
  useResponseStatus(404);
  const t = useMessages(scanToPayMessages);
  return (
    <div className="alert alert-warning" role="alert">
      {t('shopNotFound')}
    </div>
  );
}

function VendorCard({ vendor, spendableKobo }: { vendor: VendorDetails; spendableKobo: number }) {
  const t = useMessages(scanToPayMessages);
  const tf = useMessages(purchaseFormMessages);
  const rows: [string, string][] = [
    [t('address'), vendor.businessAddress],
    [t('industry'), vendor.industry],
    [t('phone'), vendor.phoneNumber],
    [t('contact'), vendor.contactName],
    [t('spendableAmount'), formatNaira(spendableKobo)],
  ];
  return (
    <section className="card mb-3" aria-labelledby="vendor-name">
      <div className="card-body">
        <h2 id="vendor-name" className="h5 card-title mb-3">
          {vendor.businessName || tf('unnamedVendor')}
        </h2>
        <dl className="purchase-summary border rounded mb-0">
          {rows.map(([label, value]) => (
            <div key={label} className="purchase-summary-row">
              <dt>{label}</dt>
              <dd>{value || t('notGiven')}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export default ScanToPayPage;
