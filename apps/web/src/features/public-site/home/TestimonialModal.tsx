import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { useMessages } from '../../../lib/i18n/LanguageProvider';
import { RichMessage } from '../../../lib/i18n/RichMessage';
import { useSiteConfig } from '../api/site-config';
import { testimonialMessages } from './testimonial.messages';

const videoFile = /\.(mp4|webm|ogg)(\?|#|$)/i;

/** A drawing instead of a photo: a few hundred bytes, sharp on every screen. */
function TestimonialPoster({ label }: { label: string }) {
  return (
    <svg className="testimonial-poster" viewBox="0 0 320 180" role="img" aria-label={label}>
      <rect width="320" height="180" rx="12" fill="#e7f3ef" />
      <circle cx="110" cy="70" r="26" fill="#0b6e4f" />
      <rect x="72" y="102" width="76" height="60" rx="30" fill="#0b6e4f" />
      <circle cx="210" cy="74" r="24" fill="#f2a541" />
      <rect x="174" y="104" width="72" height="58" rx="29" fill="#f2a541" />
      <rect x="136" y="112" width="16" height="28" rx="3" fill="#212529" />
      <rect x="232" y="116" width="15" height="26" rx="3" fill="#212529" />
      <text x="160" y="34" fontSize="16" textAnchor="middle" fill="#0b6e4f" fontWeight="700">
        ChancePay
      </text>
    </svg>
  );
}

/** The home page's testimonial video (spec section 1); the URL is server configuration. */
export default function TestimonialModal({ onClose }: { onClose: () => void }) {
  const config = useSiteConfig();
  const url = config.data?.testimonialVideoUrl ?? null;
  const t = useMessages(testimonialMessages);
  return (
    <Modal show onHide={onClose} centered size="lg" aria-labelledby="testimonial-modal-title">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="testimonial-modal-title" as="h2" className="h5">
          {t('title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {config.isPending ? (
          <p role="status" className="mb-0">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('loadingVideo')}
          </p>
        ) : url === null ? (
          <>
            <TestimonialPoster label={t('posterLabel')} />
            <p className="mt-3 mb-0">
              <RichMessage
                text={t('notAvailable')}
                parts={{
                  howItWorks: (text) => (
                    <Link to="/how-it-works" onClick={onClose}>
                      {text}
                    </Link>
                  ),
                }}
              />
            </p>
          </>
        ) : videoFile.test(url) ? (
          // preload="none": the video costs data only when the visitor presses play.
          <video className="w-100" src={url} controls preload="none">
            {t('cannotPlay')}
          </video>
        ) : (
          <div className="ratio ratio-16x9">
            <iframe src={url} title={t('videoTitle')} allow="fullscreen; picture-in-picture" />
          </div>
        )}
      </Modal.Body>
    </Modal>
  );
}
