import { Link, Outlet, useNavigation } from 'react-router';
import { AccountMenu } from '../../features/auth/AccountMenu';
import { ProductsMenu } from '../../features/public-site/products/ProductsMenu';
import { useMessages } from '../../lib/i18n/LanguageProvider';
import { LanguageSwitcher } from '../../lib/i18n/LanguageSwitcher';
import { publicLayoutMessages } from './public-layout.messages';

/**
 * Frame of every public page: top bar and footer (spec section 2, Public layout). Below 768 px the language
 * choice shares the first row with the brand and the links get a row of their own, so the bar fits a 375 px
 * screen in every language (_public-site.scss, .public-top-bar).
 */
export function PublicLayout() {
  const navigation = useNavigation();
  const t = useMessages(publicLayoutMessages);
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        {t('skipToMain')}
      </a>
      <header className="navbar navbar-expand bg-body-tertiary border-bottom">
        <nav className="container public-top-bar" aria-label={t('mainNavigation')}>
          <Link className="navbar-brand fw-bold text-primary" to="/">
            ChancePay
          </Link>
          <ul className="navbar-nav align-items-center">
            <li className="nav-item">
              <Link className="nav-link" to="/about">
                {t('about')}
              </Link>
            </li>
            <li className="nav-item">
              <ProductsMenu />
            </li>
            <li className="nav-item public-account">
              <AccountMenu />
            </li>
          </ul>
          <LanguageSwitcher className="public-language" />
        </nav>
      </header>
      {/* Lazy pages load over slow networks: show that something is happening. */}
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label={t('loadingPage')} />
      )}
      <Outlet />
      <footer className="border-top py-4 mt-4 bg-body-tertiary">
        <div className="container d-flex flex-wrap gap-3 justify-content-between small">
          <nav aria-label={t('footerNavigation')} className="d-flex flex-wrap gap-3">
            <Link to="/privacy">{t('privacy')}</Link>
            <Link to="/terms">{t('terms')}</Link>
            <Link to="/how-it-works">{t('howItWorks')}</Link>
            <Link to="/#faq">{t('faq')}</Link>
          </nav>
          <span>{t('copyright')}</span>
        </div>
      </footer>
    </>
  );
}
