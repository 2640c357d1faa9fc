import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useMessages } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { sessionExpiringMessages } from './session-expiring.messages';

/** Spec section 2, Dashboard layout: shown after 1 idle minute; the session ends at 2 unless the user stays. */
export function SessionExpiringModal() {
  const t = useMessages(sessionExpiringMessages);
  const { showWarning, controller } = useSession();
  const secondsLeft = useSecondsUntil(showWarning ? controller.logoutDueAt : null);
  return (
    <Modal
      show={showWarning}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby="session-expiring-title"
    >
      <Modal.Header>
        <Modal.Title id="session-expiring-title">{t('title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('inactive')}</p>
        <p className="mb-0">{t('stayQuestion')}</p>
        {secondsLeft !== null && (
          // Announced politely once a second would be noise: the live region reads only every 10 seconds.
          <p className="mt-3 mb-0 fw-semibold session-countdown">
            <span aria-hidden="true">{t('countdown', { time: formatCountdown(secondsLeft) })}</span>
            <span className="visually-hidden" aria-live="polite">
              {secondsLeft % 10 === 0 || secondsLeft <= 5 ? t('secondsLeft', { seconds: secondsLeft }) : ''}
            </span>
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => void controller.logout()}>
          {t('logout')}
        </Button>
        <Button variant="primary" onClick={() => controller.stayLoggedIn()}>
          {t('stay')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** 0:59, 0:05: what a person reads at a glance. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole seconds until `dueAt` (ms since the epoch), ticking each second; null when nothing is due. */
function useSecondsUntil(dueAt: number | null): number | null {
  const left = () => (dueAt === null ? null : Math.max(0, Math.ceil((dueAt - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (dueAt === null) return;
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dueAt]);
  return seconds;
}

export default SessionExpiringModal;
