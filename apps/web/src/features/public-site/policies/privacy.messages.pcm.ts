import { translate } from '@chancepay/shared/i18n/messages';
import type { privacyMessages } from './privacy.messages';

export default translate<typeof privacyMessages>('publicSite.privacy', 'pcm', {
  title: 'Privacy Policy',
  lead: 'This policy explain which personal data ChancePay dey collect, why, who dey see am, how long we dey keep am and the rights wey you get under the Nigeria Data Protection Act 2023 (NDPA). E also talk about cookies.',
  lastUpdated: 'Last update: 2025.',
  whoTitle: '1. Who we be',
  who: 'ChancePay ("we", "us") dey run the ChancePay website and app, and na we be the data controller for the personal data wey we describe here. For any privacy question or request, write to our data protection officer for <email>{email}</email>.',
  collectTitle: '2. Wetin we dey collect',
  collectWithoutAccount:
    '<strong>When you buy ticket without account:</strong> your Nigerian phone number, and your email address if you give us.',
  collectAccount:
    '<strong>When you open account:</strong> username, email, phone number, confirmation say you don reach 18 or pass, and your password, wey we dey keep only as one-way hash.',
  collectPayments:
    '<strong>When you pay or dem pay you:</strong> your orders, tickets, draw results, wallet movements, and the bank name and account number wey you send money to. You dey enter card details for our payment partner page; we no dey ever see or keep your full card number.',
  collectVendors:
    '<strong>Vendors:</strong> business name and address, CAC number, contact person, and the bank account wey we dey pay settlements enter.',
  collectTechnical:
    '<strong>Technical data:</strong> IP address, browser type and the time of every request, wey we keep for security logs.',
  whyTitle: '3. Why we dey use am, and the law wey back us',
  whyContract:
    'To sell tickets give you, run the draws, pay prizes and keep your wallet: na the contract between us be this.',
  whyLegalObligation:
    'To keep financial records, check age, stop fraud and money laundering, and answer lawful requests from regulators and courts: na wetin the law say we must do be this.',
  whyLegitimateInterest:
    'To keep the service safe and fix problems: our genuine interest for safe service, wey we dey balance with your rights.',
  whyConsent: 'To send you news or offers: only if you agree, and you fit withdraw am any time.',
  whyOnlyWhatIsNeeded:
    'We dey collect only wetin these purposes need, and we no dey sell your personal data give anybody.',
  shareTitle: '4. Who we dey share am with',
  shareGateway: 'Our payment gateway, to collect card, transfer and USSD payments and to send money go bank.',
  shareMessaging:
    'The companies wey dey deliver our text messages and emails, only to send our messages give you.',
  shareShop:
    'Shop wey you choose with Pay4Me or Scan2Pay4Me, wey go see the payment and phone number wey we cover part of am, no be all your details.',
  shareAuthorities: 'Regulators, police or courts, when Nigerian law require am.',
  shareAgreements:
    'Every provider dey work under written agreement wey limit how dem fit use your data to only wetin we tell dem. If provider dey store data outside Nigeria, we dey transfer am only with the protection wey the NDPA require.',
  keepTitle: '5. How long we dey keep am',
  keep: 'We dey keep account data as long as your account dey open. When you close your account, we go erase your name, email, phone number, date of birth and documents 14 days after. Records of payments, orders, draws, transfers and identity checks, we dey keep dem for 5 years after the account close, as Nigerian anti-money-laundering law require, separate from everything else and only our compliance team fit see dem; after that we go delete dem. Texts wey carry one-time codes, we dey delete dem after 30 days, and records of logins wey don end after 90 days. We dey keep security logs for up to 12 months.',
  protectTitle: '6. How we dey protect am',
  protect:
    'Data dey travel encrypted (HTTPS), passwords dey hashed, only staff wey need am fit access am inside ChancePay, and we dey test our systems regularly. If breach fit put your rights for risk, we go tell the Nigeria Data Protection Commission (NDPC) within 72 hours and tell you quick-quick if the risk high.',
  rightsTitle: '7. Your rights',
  rightsIntro: 'Under the NDPA you get right to:',
  rightAccess: 'know how we dey use your data (this policy) and get copy of the data wey we get about you;',
  rightCorrection: 'make we correct data wey wrong or no complete;',
  rightDeletion: 'make we delete your data when we no need am again or we no get lawful reason to keep am;',
  rightObjection: 'limit or object to how we dey use your data, including for direct marketing;',
  rightPortability:
    'collect your data for common format wey machine fit read and make we send am to another provider;',
  rightWithdrawConsent: 'withdraw your consent any time, e no go affect wetin we don do before;',
  rightAutomatedDecisions: 'make machine no alone take decision wey go affect you well-well;',
  rightComplain: 'complain to the Nigeria Data Protection Commission (NDPC).',
  rightsHow:
    'When you login, you fit download copy of your data (and your wallet statement) and close your account by yourself, under "Your data" for your profile page. For anything else, write to <email>{email}</email> from the email or phone number wey dey your account. We go answer within 30 days. We fit need to keep some records, like payment history, where the law require am.',
  childrenTitle: '8. Children',
  children:
    'ChancePay na only for people wey don reach 18 or pass. We no dey knowingly collect data from anybody wey never reach. If you believe say child don use ChancePay, tell us and we go close the account and delete wetin the law allow.',
  cookiesTitle: '9. Cookies and similar storage',
  cookiesIntro:
    'We dey use small number of cookies and browser storage, and all of dem na wetin the service need to work. We no dey use advertising cookies or third-party tracking.',
  cookieNameHeader: 'Name or wetin e dey do',
  cookieTypeHeader: 'Type',
  cookieDurationHeader: 'How long',
  cookieTypeCookie: 'Cookie',
  cookieTypeBrowserStorage: 'Browser storage',
  cookieTypeServiceWorker: 'Service worker cache',
  cookieCsrf: 'Security token wey dey protect your requests from forgery',
  cookieCsrfDuration: 'Your browsing session',
  cookieSession: 'E dey keep you logged in (scripts no fit read am)',
  cookieSessionDuration: 'Until you logout or the session end',
  cookiePayment: 'Reference of your last payment, to show im result',
  cookiePaymentDuration: '15 minutes',
  storageSignIn: 'Your short-time login token and basic profile',
  storageSignInDuration: 'Until you logout',
  storageProducts: 'The list of products wey dey sale, so the site go work even when network weak',
  storageProductsDuration: 'We dey change am every few minutes',
  cookieLanguage: 'The language wey you choose, so every page go open for am',
  cookieLanguageDuration: '400 days, or until you choose another one',
  serviceWorkerFiles: 'The site own files, so e go load faster and fit show offline page',
  serviceWorkerFilesDuration: 'Until the next update of the site',
  cookiesControl:
    'You fit delete cookies and site data for your browser settings any time. If you block dem, login and payment no go work.',
  changesTitle: '10. Changes to this policy',
  changes:
    'If we change this policy for way wey matter, we go show notice for the site, and email people wey get account, before the change start.',
  contactTitle: '11. Contact Us',
  contact:
    'Privacy questions and requests: <privacyEmail>{privacyEmail}</privacyEmail>. Any other thing: <supportEmail>{supportEmail}</supportEmail>. Check our <terms>Terms and Conditions</terms> too.',
});
