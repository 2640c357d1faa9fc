import { defineMessages } from '@chancepay/shared/i18n/messages';

/** The privacy and cookies policy (PrivacyPage.tsx), written to the Nigeria Data Protection Act 2023. */
export const privacyMessages = defineMessages('publicSite.privacy', {
  title: 'Privacy Policy',
  lead: 'This policy explains what personal data ChancePay collects, why, who sees it, how long we keep it and the rights you have under the Nigeria Data Protection Act 2023 (NDPA). It also covers cookies.',
  lastUpdated: 'Last updated: 2025.',

  whoTitle: '1. Who we are',
  who: 'ChancePay ("we", "us") runs the ChancePay website and app and is the data controller for the personal data described here. For any privacy question or request, write to our data protection officer at <email>{email}</email>.',

  collectTitle: '2. What we collect',
  collectWithoutAccount:
    '<strong>When you buy a ticket without an account:</strong> your Nigerian phone number, and your email address if you give one.',
  collectAccount:
    '<strong>When you create an account:</strong> username, email, phone number, a confirmation that you are 18 or older, and your password, which we store only as a one-way hash.',
  collectPayments:
    "<strong>When you pay or are paid:</strong> your orders, tickets, draw results, wallet movements, and the bank name and account number you send money to. Card details are entered on our payment partner's page; we never see or store your full card number.",
  collectVendors:
    '<strong>Vendors:</strong> business name and address, CAC number, contact person, and the bank account settlements are paid to.',
  collectTechnical:
    '<strong>Technical data:</strong> IP address, browser type and the time of each request, kept in security logs.',

  whyTitle: '3. Why we use it, and our legal basis',
  whyContract:
    'To sell you tickets, run the draws, pay prizes and keep your wallet: this is the contract between us.',
  whyLegalObligation:
    'To keep financial records, check age, prevent fraud and money laundering, and answer lawful requests from regulators and courts: this is our legal obligation.',
  whyLegitimateInterest:
    'To keep the service secure and fix problems: our legitimate interest in a safe service, which we balance against your rights.',
  whyConsent: 'To send you news or offers: only with your consent, which you can withdraw at any time.',
  whyOnlyWhatIsNeeded:
    'We collect only what these purposes need, and we do not sell your personal data to anyone.',

  shareTitle: '4. Who we share it with',
  shareGateway: 'Our payment gateway, to take card, transfer and USSD payments and to send bank payouts.',
  shareMessaging: 'The providers that deliver our text messages and emails, only to send you our messages.',
  shareShop:
    'A shop you choose with Pay4Me or Scan2Pay4Me, which sees the payment and a masked phone number, not your full details.',
  shareAuthorities: 'Regulators, law enforcement or courts, when Nigerian law requires it.',
  shareAgreements:
    'Every provider works under a written agreement that limits its use of your data to our instructions. Where a provider stores data outside Nigeria, we transfer it only with the safeguards the NDPA requires.',

  keepTitle: '5. How long we keep it',
  keep: 'Account data is kept while your account is open. When you close your account, we erase your name, email, phone number, date of birth and documents 14 days later. Records of payments, orders, draws, transfers and identity checks are kept for 5 years after the account closes, as Nigerian anti-money-laundering law requires, apart from everything else and seen only by our compliance team; then they are deleted. Texts that carried one-time codes are deleted after 30 days, and records of ended sign-ins after 90 days. Security logs are kept for up to 12 months.',

  protectTitle: '6. How we protect it',
  protect:
    'Data travels encrypted (HTTPS), passwords are hashed, access inside ChancePay is limited to the staff who need it, and our systems are tested regularly. If a breach is likely to put your rights at risk, we tell the Nigeria Data Protection Commission (NDPC) within 72 hours and tell you without delay if the risk is high.',

  rightsTitle: '7. Your rights',
  rightsIntro: 'Under the NDPA you have the right to:',
  rightAccess: 'be told how your data is used (this policy) and get a copy of the data we hold about you;',
  rightCorrection: 'have wrong or incomplete data corrected;',
  rightDeletion: 'have your data deleted when we no longer need it or have no lawful basis to keep it;',
  rightObjection: 'restrict or object to our use of your data, including for direct marketing;',
  rightPortability:
    'receive your data in a common, machine-readable format and have it sent to another provider;',
  rightWithdrawConsent: 'withdraw consent at any time, without affecting what was done before;',
  rightAutomatedDecisions:
    'not be subject to a decision based only on automated processing that significantly affects you;',
  rightComplain: 'complain to the Nigeria Data Protection Commission (NDPC).',
  rightsHow:
    'Signed in, you can download a copy of your data (and your wallet statement) and close your account yourself, under "Your data" on your profile page. For anything else, write to <email>{email}</email> from the email or phone number on your account. We answer within 30 days. We may need to keep some records, such as payment history, where the law requires it.',

  childrenTitle: '8. Children',
  children:
    'ChancePay is only for people aged 18 or older. We do not knowingly collect data from anyone younger. If you believe a child has used ChancePay, tell us and we will close the account and delete what the law allows.',

  cookiesTitle: '9. Cookies and similar storage',
  cookiesIntro:
    'We use a small number of cookies and browser storage, all of them needed for the service to work. We use no advertising cookies and no third-party tracking.',
  cookieNameHeader: 'Name or purpose',
  cookieTypeHeader: 'Type',
  cookieDurationHeader: 'How long',
  cookieTypeCookie: 'Cookie',
  cookieTypeBrowserStorage: 'Browser storage',
  cookieTypeServiceWorker: 'Service worker cache',
  cookieCsrf: 'Security token that protects your requests from forgery',
  cookieCsrfDuration: 'Your browsing session',
  cookieSession: 'Keeps you signed in (cannot be read by scripts)',
  cookieSessionDuration: 'Until you log out or the session ends',
  cookiePayment: 'Reference of your last payment, to show its result',
  cookiePaymentDuration: '15 minutes',
  storageSignIn: 'Your short-lived sign-in token and basic profile',
  storageSignInDuration: 'Until you log out',
  storageProducts: 'The list of products on sale, so the site works on a weak connection',
  storageProductsDuration: 'Replaced every few minutes',
  cookieLanguage: 'Your language choice, so every page opens in it',
  cookieLanguageDuration: '400 days, or until you choose again',
  serviceWorkerFiles: "The site's own files, so it loads faster and can show an offline page",
  serviceWorkerFilesDuration: 'Until the next update of the site',
  cookiesControl:
    'You can delete cookies and site data in your browser settings at any time. If you block them, signing in and paying will not work.',

  changesTitle: '10. Changes to this policy',
  changes:
    'If we change this policy in a way that matters, we will show a notice on the site, and email account holders, before the change takes effect.',

  contactTitle: '11. Contact',
  contact:
    'Privacy questions and requests: <privacyEmail>{privacyEmail}</privacyEmail>. Everything else: <supportEmail>{supportEmail}</supportEmail>. See also our <terms>Terms and Conditions</terms>.',
});
