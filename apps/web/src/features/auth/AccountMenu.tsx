import { formatNairaValue } from '@chancepay/shared/money';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../lib/i18n';
import { Icon } from '../../lib/icons';
import { useSession } from '../../lib/session';
import { accountMenuMessages } from './account-menu.messages';
import './account-menu.scss';
import './icons';

/**
 * The top bar's account slot (spec section 2, Public layout): Login when signed out; signed in, a menu with
 * the display name (or 'User'), the wallet balance, the phone, My Profile, Dashboard and Logout.
 * A small disclosure menu rather than a dropdown library: this sits on the home page's byte budget.
 */
export function AccountMenu() {
  const t = useMessages(accountMenuMessages);
  const { user, token, controller } = useSession();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!token || !user)
    return (
      // Sign up beside Login (issue #27, finding 18): a first-time visitor should not have to find it on Login.
      <div className="d-flex gap-1">
        <Link className="btn btn-outline-primary btn-sm" to="/signup">
          {t('signUp')}
        </Link>
        <Link className="btn btn-primary btn-sm" to="/login">
          {t('login')}
        </Link>
      </div>
    );

  const name = user.displayName || t('user');
  return (
    <div className="dropdown" ref={root}>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm dropdown-toggle d-flex align-items-center gap-1"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={name}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Icon name="bi-person-circle" />
        {/* On a phone the top bar has no room for a name: the icon alone opens the menu, which shows it. */}
        <span className="d-none d-sm-inline text-truncate account-name">{name}</span>
      </button>
      {/* data-bs-popper="static" lets Bootstrap's CSS align the menu to the right edge without Popper. */}
      <ul
        id={menuId}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
      >
        <li className="px-3 py-1">
          <div className="fw-semibold">{name}</div>
          <div className="small">
            {t('balance', { amount: formatNairaValue(user.wallet_balance ?? '0.00') })}
          </div>
          {user.phone_number && <div className="small text-body-secondary">{user.phone_number}</div>}
        </li>
        <li>
          <hr className="dropdown-divider" />
        </li>
        <li>
          <Link className="dropdown-item" to="/dashboard/profile" onClick={() => setOpen(false)}>
            {t('myProfile')}
          </Link>
        </li>
        <li>
          <Link className="dropdown-item" to="/dashboard" onClick={() => setOpen(false)}>
            {t('dashboard')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="dropdown-item"
            onClick={() => {
              setOpen(false);
              void controller.logout();
            }}
          >
            {t('logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
