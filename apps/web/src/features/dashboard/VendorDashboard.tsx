import { useState, type ReactNode } from 'react';
import { useFormatDate, useLanguage, useMessages } from '../../lib/i18n';
import { Icon } from '../../lib/icons';
import type { SessionUser } from '../../lib/session';
import { WalletHoldNotice } from '../wallet-hold/WalletHoldNotice';
import { BalanceWidget } from './BalanceWidget';
import { DownloadQrCode } from './DownloadQrCode';
import { lagosLongDate, partOfDay } from './greeting';
import { SettleToBank } from './SettleToBank';
import { useShopTill } from './shop-till';
import { ShopTill } from './ShopTill';
import { displayableLogo, useVendorRecord } from './vendor-record';
import { vendorDashboardMessages } from './vendor-dashboard.messages';
import './icons';

function DetailCard({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <div className="col">
      <div className="card h-100">
        <div className="card-body">
          <h2 className="h5 d-flex align-items-center gap-2">
            <Icon name={icon} className="text-primary" />
            {title}
          </h2>
          {children}
        </div>
      </div>
    </div>
  );
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? 'V').slice(0, 2)).toUpperCase();
}

function BusinessLogo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  const t = useMessages(vendorDashboardMessages);
  const [broken, setBroken] = useState(false);
  const src = broken ? null : displayableLogo(logoUrl, window.location.origin);
  if (src)
    return <img src={src} alt={t('logo', { name })} className="money-logo" onError={() => setBroken(true)} />;
  return (
    <span className="money-logo money-logo-initials" role="img" aria-label={t('logo', { name })}>
      {initialsOf(name)}
    </span>
  );
}

/**
 * The vendor's dashboard (spec section 2): logo, business name, today's date with an ordinal day and the
 * time-of-day greeting (Lagos time), Business Details, Wallet Details (with Settle to bank) and the
 * Download QR Code card. It leads with what the owner checks at the counter: today's takings and the live
 * feed of payments; the balance follows the same poll, so neither needs a reload.
 */
/** Today in Lagos: English keeps the spec's ordinal day ("Saturday, 21st November 2026"). */
function useLongDate(now: Date): string {
  const { language } = useLanguage();
  const formatDate = useFormatDate();
  return language === 'en'
    ? lagosLongDate(now)
    : formatDate(now, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

export function VendorDashboard({ user, now }: { user: SessionUser; now: Date }) {
  const t = useMessages(vendorDashboardMessages);
  const longDate = useLongDate(now);
  const record = useVendorRecord(true);
  const details = user.vendor_details;
  const businessName =
    details?.business_name || record.data?.business_name || user.displayName || t('yourBusiness');
  const till = useShopTill(true);
  const balance = till.data?.balance ?? user.wallet_balance ?? '0.00';
  return (
    <section aria-labelledby="dashboard-title" className="money-dashboard">
      <header className="d-flex align-items-center gap-3 mb-4">
        <BusinessLogo name={businessName} logoUrl={record.data?.logo_url ?? null} />
        <div className="min-w-0">
          <h1 id="dashboard-title" className="h3 mb-1 text-break">
            {businessName}
          </h1>
          <p className="mb-0 text-body-secondary">{longDate}</p>
          <p className="mb-0">{t(partOfDay(now))}</p>
        </div>
      </header>

      <WalletHoldNotice />
      <ShopTill till={till.data} failed={till.isError} />

      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
        <DetailCard icon="bi-wallet" title={t('walletDetails')}>
          <BalanceWidget balance={balance} label={t('balance')} />
          <SettleToBank
            balance={balance}
            bankName={details?.bank_name ?? ''}
            accountNumber={details?.bank_account_number ?? ''}
          />
        </DetailCard>
        <DetailCard icon="bi-bank" title={t('businessDetails')}>
          <dl className="mb-0">
            <dt className="small text-body-secondary fw-normal">{t('bankName')}</dt>
            <dd>{details?.bank_name || t('notAvailable')}</dd>
            <dt className="small text-body-secondary fw-normal">{t('bankAccountNumber')}</dt>
            <dd className="mb-0">{details?.bank_account_number || t('notAvailable')}</dd>
          </dl>
        </DetailCard>
        <DetailCard icon="bi-qr-code" title={t('downloadQrCode')}>
          {details?.qr_code && (
            <img
              src={details.qr_code}
              alt={t('qrImage')}
              width={112}
              height={112}
              loading="lazy"
              className="d-block mb-2 border rounded"
            />
          )}
          <p className="small text-body-secondary">{t('printIt')}</p>
          <DownloadQrCode businessName={businessName} vendorId={record.data?.vendor_id ?? null} />
        </DetailCard>
      </div>
    </section>
  );
}
