import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useSession } from '../../lib/session';

/** Spec section 2, Dashboard layout: shown after 1 idle minute; the session ends at 2 unless the user stays. */
export function SessionExpiringModal() {
  const { showWarning, controller } = useSession();
  return (
    <Modal
      show={showWarning}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby="session-expiring-title"
    >
      <Modal.Header>
        <Modal.Title id="session-expiring-title">Session Expiring</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>You have been inactive. You will be logged out soon.</p>
        <p className="mb-0">Do you want to stay logged in?</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => void controller.logout()}>
          Logout
        </Button>
        <Button variant="primary" onClick={() => controller.stayLoggedIn()}>
          Stay Logged In
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

export default SessionExpiringModal;
