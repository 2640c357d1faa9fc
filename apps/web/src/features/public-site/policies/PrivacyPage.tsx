import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';

const supportEmail = 'support@chancepay.ng';
const privacyEmail = 'privacy@chancepay.ng';

/**
 * /privacy: the privacy policy and the cookies policy (spec section 2, Policy pages), written to the Nigeria
 * Data Protection Act 2023. Plain words: the people reading it are buying a ₦250 ticket, not hiring a lawyer.
 */
export default function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <main id="main" className="container py-5 policy">
      <h1>Privacy Policy</h1>
      <p className="lead">
        This policy explains what personal data ChancePay collects, why, who sees it, how long we keep it and
        the rights you have under the Nigeria Data Protection Act 2023 (NDPA). It also covers cookies.
      </p>
      <p className="text-body-secondary">Last updated: 2025.</p>

      <h2>1. Who we are</h2>
      <p>
        ChancePay (&quot;we&quot;, &quot;us&quot;) runs the ChancePay website and app and is the data
        controller for the personal data described here. For any privacy question or request, write to our
        data protection officer at <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>.
      </p>

      <h2>2. What we collect</h2>
      <ul>
        <li>
          <strong>When you buy a ticket without an account:</strong> your Nigerian phone number, and your
          email address if you give one.
        </li>
        <li>
          <strong>When you create an account:</strong> username, email, phone number, a confirmation that you
          are 18 or older, and your password, which we store only as a one-way hash.
        </li>
        <li>
          <strong>When you pay or are paid:</strong> your orders, tickets, draw results, wallet movements, and
          the bank name and account number you send money to. Card details are entered on our payment
          partner&apos;s page; we never see or store your full card number.
        </li>
        <li>
          <strong>Vendors:</strong> business name and address, CAC number, contact person, and the bank
          account settlements are paid to.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser type and the time of each request, kept in
          security logs.
        </li>
      </ul>

      <h2>3. Why we use it, and our legal basis</h2>
      <ul>
        <li>
          To sell you tickets, run the draws, pay prizes and keep your wallet: this is the contract between
          us.
        </li>
        <li>
          To keep financial records, check age, prevent fraud and money laundering, and answer lawful requests
          from regulators and courts: this is our legal obligation.
        </li>
        <li>
          To keep the service secure and fix problems: our legitimate interest in a safe service, which we
          balance against your rights.
        </li>
        <li>To send you news or offers: only with your consent, which you can withdraw at any time.</li>
      </ul>
      <p>We collect only what these purposes need, and we do not sell your personal data to anyone.</p>

      <h2>4. Who we share it with</h2>
      <ul>
        <li>Our payment gateway, to take card, transfer and USSD payments and to send bank payouts.</li>
        <li>The providers that deliver our text messages and emails, only to send you our messages.</li>
        <li>
          A shop you choose with Pay4Me or Scan2Pay4Me, which sees the payment and a masked phone number, not
          your full details.
        </li>
        <li>Regulators, law enforcement or courts, when Nigerian law requires it.</li>
      </ul>
      <p>
        Every provider works under a written agreement that limits its use of your data to our instructions.
        Where a provider stores data outside Nigeria, we transfer it only with the safeguards the NDPA
        requires.
      </p>

      <h2>5. How long we keep it</h2>
      <p>
        Account data is kept while your account is open. When you close your account, we erase your name,
        email, phone number, date of birth and documents 14 days later. Records of payments, orders, draws,
        transfers and identity checks are kept for 5 years after the account closes, as Nigerian
        anti-money-laundering law requires, apart from everything else and seen only by our compliance team;
        then they are deleted. Texts that carried one-time codes are deleted after 30 days, and records of
        ended sign-ins after 90 days. Security logs are kept for up to 12 months.
      </p>

      <h2>6. How we protect it</h2>
      <p>
        Data travels encrypted (HTTPS), passwords are hashed, access inside ChancePay is limited to the staff
        who need it, and our systems are tested regularly. If a breach is likely to put your rights at risk,
        we tell the Nigeria Data Protection Commission (NDPC) within 72 hours and tell you without delay if
        the risk is high.
      </p>

      <h2>7. Your rights</h2>
      <p>Under the NDPA you have the right to:</p>
      <ul>
        <li>be told how your data is used (this policy) and get a copy of the data we hold about you;</li>
        <li>have wrong or incomplete data corrected;</li>
        <li>have your data deleted when we no longer need it or have no lawful basis to keep it;</li>
        <li>restrict or object to our use of your data, including for direct marketing;</li>
        <li>receive your data in a common, machine-readable format and have it sent to another provider;</li>
        <li>withdraw consent at any time, without affecting what was done before;</li>
        <li>
          not be subject to a decision based only on automated processing that significantly affects you;
        </li>
        <li>complain to the Nigeria Data Protection Commission (NDPC).</li>
      </ul>
      <p>
        Signed in, you can download a copy of your data (and your wallet statement) and close your account
        yourself, under &quot;Your data&quot; on your profile page. For anything else, write to{' '}
        <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> from the email or phone number on your account.
        We answer within 30 days. We may need to keep some records, such as payment history, where the law
        requires it.
      </p>

      <h2>8. Children</h2>
      <p>
        ChancePay is only for people aged 18 or older. We do not knowingly collect data from anyone younger.
        If you believe a child has used ChancePay, tell us and we will close the account and delete what the
        law allows.
      </p>

      <h2 id="cookies">9. Cookies and similar storage</h2>
      <p>
        We use a small number of cookies and browser storage, all of them needed for the service to work. We
        use no advertising cookies and no third-party tracking.
      </p>
      <div className="table-responsive">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">Name or purpose</th>
              <th scope="col">Type</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Security token that protects your requests from forgery</td>
              <td>Cookie</td>
              <td>Your browsing session</td>
            </tr>
            <tr>
              <td>Keeps you signed in (cannot be read by scripts)</td>
              <td>Cookie</td>
              <td>Until you log out or the session ends</td>
            </tr>
            <tr>
              <td>Reference of your last payment, to show its result</td>
              <td>Cookie</td>
              <td>15 minutes</td>
            </tr>
            <tr>
              <td>Your short-lived sign-in token and basic profile</td>
              <td>Browser storage</td>
              <td>Until you log out</td>
            </tr>
            <tr>
              <td>The list of products on sale, so the site works on a weak connection</td>
              <td>Browser storage</td>
              <td>Replaced every few minutes</td>
            </tr>
            <tr>
              <td>The site&apos;s own files, so it loads faster and can show an offline page</td>
              <td>Service worker cache</td>
              <td>Until the next update of the site</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        You can delete cookies and site data in your browser settings at any time. If you block them, signing
        in and paying will not work.
      </p>

      <h2>10. Changes to this policy</h2>
      <p>
        If we change this policy in a way that matters, we will show a notice on the site, and email account
        holders, before the change takes effect.
      </p>

      <h2>11. Contact</h2>
      <p className="mb-0">
        Privacy questions and requests: <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>. Everything
        else: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. See also our{' '}
        <Link to="/terms">Terms and Conditions</Link>.
      </p>
    </main>
  );
}
