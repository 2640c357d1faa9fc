import { Icon } from '../../../lib/icons';

export interface Feature {
  /** A registered Bootstrap Icons name, e.g. 'bi-shield-check'. */
  icon: string;
  title: string;
  text: string;
}

/** Three (or more) points side by side from 768 px, stacked on a phone: What We Offer, core values. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <div className="row g-4">
      {features.map((feature) => (
        <div className="col-md-4" key={feature.title}>
          <div className="feature-icon mb-3">
            <Icon name={feature.icon} />
          </div>
          <h3 className="h5">{feature.title}</h3>
          <p className="mb-0">{feature.text}</p>
        </div>
      ))}
    </div>
  );
}
