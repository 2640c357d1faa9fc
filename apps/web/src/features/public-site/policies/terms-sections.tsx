import { Link } from 'react-router';
import type { AccordionSection } from '../components/Accordion';

const supportEmail = 'support@chancepay.ng';

/**
 * The 15 sections of the Terms and Conditions, in the spec's order (section 2, Policy pages). Section 4
 * states the draw rule of DOMAIN.md ("The draw") in plain words; keep the two in step.
 */
export const termsSections: readonly AccordionSection[] = [
  {
    title: '1. General Terms',
    body: (
      <>
        <p>
          These terms are an agreement between you and ChancePay for the use of the ChancePay website, app and
          services. By buying a ticket, creating an account or using your wallet, you accept them. If you do
          not accept them, please do not use ChancePay.
        </p>
        <p className="mb-0">
          ChancePay is a game of chance. You may lose the money you spend on tickets. Only spend what you can
          afford to lose.
        </p>
      </>
    ),
  },
  {
    title: '2. How It Works',
    body: (
      <>
        <p>
          ChancePay offers raffle products inside raffle cycles. Each cycle has a ticket price, a prize (the
          winnable amount) and a prize budget, all shown before you pay. Tickets cost ₦250 each unless the
          product page shows a different price.
        </p>
        <ul className="mb-0">
          <li>Get Cash: a win pays the prize into your wallet.</li>
          <li>Pay4Me: you choose a registered shop first; a win pays the prize to that shop for you.</li>
          <li>On The House: special deals that work like Get Cash, sometimes sponsored.</li>
          <li>
            Scan2Pay4Me: scan a shop&apos;s QR code and pay your bill plus tickets; the shop is always paid,
            and if you win, the amount of your bill comes back to your wallet.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: '3. Participation Rules',
    body: (
      <ul className="mb-0">
        <li>
          You must be 18 years or older. We may ask for proof of age and close accounts of anyone younger.
        </li>
        <li>You must give a valid Nigerian mobile phone number that you own or are allowed to use.</li>
        <li>Each order is for 1 to 100 tickets.</li>
        <li>
          You play for yourself. Using several accounts, someone else&apos;s identity or automated tools to
          buy tickets is not allowed.
        </li>
        <li>
          You can set daily and monthly spending limits on tickets, or exclude yourself for six months, one
          year or five years, on your profile page. A lower limit applies at once; a higher limit, or removing
          one, applies after 24 hours. A self-exclusion cannot be shortened or cancelled. Both also apply to
          tickets bought with your phone number while signed out.
        </li>
      </ul>
    ),
  },
  {
    title: '4. Draws and Winnings',
    body: (
      <>
        <p>
          Every paid order is drawn once, instantly, the moment its payment is confirmed. The draw is provably
          fair: we fix our part of the randomness before you buy, you add your own, and anyone can check the
          result afterwards. The rule is:
        </p>
        <ol>
          <li>
            When a cycle opens, we create a secret random number (the server seed) and publish its SHA-256
            fingerprint (the seed hash) on the cycle. The fingerprint proves later that the secret was not
            changed.
          </li>
          <li>
            When you place an order, your browser sends its own random number (the client seed), and your
            order gets the next number in the cycle (1, 2, 3, ... with no gaps). Both are on your receipt with
            the seed hash. Nothing else that we choose goes into the draw, so we cannot pick who wins.
          </li>
          <li>
            Your chance of winning is: number of tickets × ticket price × the cycle&apos;s payout ratio ÷ the
            prize, and never more than 1 in 2. It is shown before you pay (for example &quot;1 in 286&quot;).
            The payout ratio is the share of ticket money that the cycle returns as prizes on average.
          </li>
          <li>
            The result is computed as HMAC-SHA256 with the server seed as key and the message &quot;cycle
            number:order number:client seed&quot;. The first 8 bytes of that result, read as a number between
            0 and 2<sup>64</sup>, decide: if the number is below your chance × 2<sup>64</sup>, you win.
          </li>
          <li>
            When a cycle ends, its server seed is published. You can paste your seeds into the{' '}
            <Link to="/fairness">fairness checker</Link> and repeat the computation yourself. Each
            cycle&apos;s order log (order number, hashed phone number, tickets, status and result) is public,
            so a paid order that was not drawn would be visible.
          </li>
        </ol>
        <p>
          A win is always paid in full. A cycle closes to new orders when its prize budget can no longer cover
          another prize; orders placed before that are still drawn and paid.
        </p>
        <p className="mb-0">
          Cash prizes go to your wallet, or, if you bought with only a phone number, are kept for that number
          until you create an account with it and confirm it with a one-time code. Pay4Me prizes are paid to
          the shop you chose and cannot be exchanged for cash.
        </p>
      </>
    ),
  },
  {
    title: '5. Your Account',
    body: (
      <ul className="mb-0">
        <li>Keep your password secret. You are responsible for what is done with your account.</li>
        <li>Tell us at once at {supportEmail} if you think someone else has used your account.</li>
        <li>Keep your phone number and email up to date: we use them to reach you about your money.</li>
        <li>
          Your wallet holds naira, earns no interest and is not a bank account. Transfers to your bank need a
          valid account number in your name or one you are allowed to pay.
        </li>
      </ul>
    ),
  },
  {
    title: '6. Payments',
    body: (
      <ul className="mb-0">
        <li>
          Card, bank transfer and USSD payments are taken by our licensed payment gateway. All prices are in
          naira and include any fee unless a fee is shown separately before you confirm.
        </li>
        <li>
          A ticket is bought only when the gateway confirms your payment. If it confirms a different amount
          from the order, the amount paid is credited to your wallet and no draw takes place.
        </li>
        <li>
          A ticket cannot be refunded once it has been drawn. If you were charged and no order was drawn or
          credited, contact us and we will put it right.
        </li>
        <li>
          Bank transfers out of your wallet have a daily limit and may carry a fee shown before you confirm.
        </li>
      </ul>
    ),
  },
  {
    title: '7. Intellectual Property',
    body: (
      <p className="mb-0">
        The ChancePay name, logo, website, app and their content belong to ChancePay or its licensors. You may
        use them only to take part in ChancePay for your own, non-commercial purposes. You may not copy,
        change or resell any part of the service without our written permission.
      </p>
    ),
  },
  {
    title: '8. Privacy',
    body: (
      <p className="mb-0">
        We handle your personal data under the Nigeria Data Protection Act 2023, as our{' '}
        <Link to="/privacy">Privacy Policy</Link> explains, including your rights to see, correct and delete
        your data.
      </p>
    ),
  },
  {
    title: '9. Limitation of Liability',
    body: (
      <>
        <p>
          We work to keep ChancePay available and correct, but we cannot promise it will never be interrupted,
          for example by network, bank or payment gateway outages. A payment that is interrupted is checked
          with the gateway until it is settled one way or the other.
        </p>
        <p className="mb-0">
          As far as Nigerian law allows, we are not liable for indirect losses, or for losses caused by events
          outside our reasonable control. Nothing in these terms limits your rights as a consumer under the
          Federal Competition and Consumer Protection Act 2018.
        </p>
      </>
    ),
  },
  {
    title: '10. Misuse and Fraud',
    body: (
      <p className="mb-0">
        Using stolen cards or accounts, trying to influence or predict draws, attacking our systems, or using
        ChancePay to launder money is forbidden. We may hold the money involved, cancel the orders concerned,
        close the accounts and report the matter to the authorities.
      </p>
    ),
  },
  {
    title: '11. Termination',
    body: (
      <p className="mb-0">
        You can close your account at any time by writing to us; we pay your wallet balance to a Nigerian bank
        account you name, after any checks the law requires. We may suspend or close an account that breaks
        these terms; unless the money is tied to fraud, the balance is still paid out to you.
      </p>
    ),
  },
  {
    title: '12. Amendments',
    body: (
      <p className="mb-0">
        We may change these terms, for example when the law or our products change. We will show the new terms
        on the site, and email account holders about important changes, before they apply. A change never
        affects an order you have already paid for.
      </p>
    ),
  },
  {
    title: '13. Disputes and Governing Law',
    body: (
      <>
        <p>
          These terms are governed by the laws of the Federal Republic of Nigeria. If you have a complaint,
          write to {supportEmail} with your phone number, the order or transaction reference and what you
          expect us to do; we reply within 5 working days.
        </p>
        <p className="mb-0">
          If we cannot agree, either of us may refer the dispute to mediation in Lagos before going to court,
          and the courts of Nigeria have jurisdiction. You may also complain to the Federal Competition and
          Consumer Protection Commission (FCCPC) at any time.
        </p>
      </>
    ),
  },
  {
    title: '14. Contact',
    body: (
      <p className="mb-0">
        Questions about these terms, a payment or a prize:{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>, any day, at any hour. Please include your phone
        number and the order reference so we can help quickly.
      </p>
    ),
  },
  {
    title: '15. Definitions',
    body: (
      <dl className="mb-0">
        <dt>Raffle cycle</dt>
        <dd>A round of a product with its own ticket price, prize, prize budget and seeds.</dd>
        <dt>Raffle product</dt>
        <dd>A raffle type (Get Cash, Pay4Me, On The House) offered inside a raffle cycle.</dd>
        <dt>Ticket</dt>
        <dd>One paid entry; more tickets in an order mean a higher chance of winning.</dd>
        <dt>Order</dt>
        <dd>One purchase of one or more tickets, drawn once.</dd>
        <dt>Winnable amount (prize)</dt>
        <dd>What a winning order receives.</dd>
        <dt>Wallet</dt>
        <dd>Your ChancePay balance in naira.</dd>
        <dt>Server seed, seed hash and client seed</dt>
        <dd>The secret random number of a cycle, its published fingerprint, and your own random number.</dd>
        <dt>Vendor (shop)</dt>
        <dd>A registered business that can be paid through Pay4Me or Scan2Pay4Me.</dd>
      </dl>
    ),
  },
];
