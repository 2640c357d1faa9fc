import { nairaFromKobo, nigerianPhoneSchema } from '@chancepay/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import {
  AccountError,
  claimedMoneySentence,
  createAccount,
  findUserById,
  issueVerificationToken,
  PASSWORD_MAX_LENGTH,
  profileFor,
  rateLimitRules,
  readVerificationToken,
  resumedSignUpMessage,
  resumePendingSignUp,
  type RateLimitDecision,
  sendPhoneCode,
  userDataFor,
  verifyPhoneCode,
} from '../domain/users';
import { messagesFrom, type MessageText } from '../i18n/localized';
import { accountCall } from './account-errors';
import { apiAccountMessages } from './accounts.messages';
import { notSignedIn, requireUser, sessionIssuer } from './auth';
import { AppError, parseInput } from './errors';
import { formMessages } from './forms.messages';
import { inRequestLanguage, requestLanguage } from './request-language';

const say = messagesFrom(apiAccountMessages);
const form = formMessages.en;

export const AGE_MESSAGE = form.adultsOnly;
export const VERIFIED_SIGNED_IN_MESSAGE = apiAccountMessages.en.verifiedSignedIn;
export const SIGN_UP_EXPIRED_MESSAGE = form.signUpExpired;

const registerSchema = z.strictObject({
  username: z.string({ error: form.chooseUsername }).trim().min(1, form.chooseUsername),
  email: z.email({ error: form.emailLikeExample }).max(254),
  phone_number: nigerianPhoneSchema,
  password: z.string({ error: form.choosePassword }).max(PASSWORD_MAX_LENGTH * 4),
  age_confirmed: z.literal(true, { error: AGE_MESSAGE }),
});

const verificationTokenField = z
  .string({ error: SIGN_UP_EXPIRED_MESSAGE })
  .min(1, SIGN_UP_EXPIRED_MESSAGE)
  .max(2048);
const verifySchema = z.strictObject({
  verification_token: verificationTokenField,
  code: z
    .string({ error: form.code })
    .trim()
    .regex(/^\d{6}$/, form.codeFromSms),
});
const resendSchema = z.strictObject({ verification_token: verificationTokenField });
const noQuery = z.strictObject({});

/** A 429 with Retry-After when a rate limit says no. */
function refuseWhenLimited(decision: RateLimitDecision, message: MessageText): void {
  if (!decision.allowed)
    throw new AccountError('too_many_requests', message, { retryAfterSeconds: decision.retryAfterSeconds });
}

/**
 * Sign-up with a phone check (DOMAIN.md "Accounts and sessions"), and the signed-in user's own data:
 * GET /api/user/profile (Profile page) and GET /api/user/me (the dashboard's wallet refresh).
 */
export async function userRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const { accounts, config, clock, database } = deps;
  const { signIn } = sessionIssuer(deps);
  async function pendingUser(token: string) {
    const userId = await readVerificationToken(config.jwtVerifySecrets, token, clock());
    const user = userId ? await findUserById(database.db, userId) : undefined;
    if (!user) throw new AppError('unauthorized', messagesFrom(formMessages)('signUpExpired'));
    return user;
  }

  app.post(
    '/api/user/register',
    {
      config: {
        openapi: {
          summary: 'Sign up as a customer; texts a 6-digit code to the phone',
          tags: ['users'],
          body: registerSchema,
          responses: {
            200: 'The same username, email, phone and password as a sign-up still waiting for its code: that sign-up resumes (no new SMS), same shape as 201',
            201: '{ success, message, data: { verification_token, phone (masked) } }',
            400: 'A field is invalid',
            409: 'Username, email or phone taken',
            429: 'Too many sign-ups or codes (Retry-After)',
          },
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(registerSchema, request.body);
      return accountCall(async () => {
        const ipQuota = await accounts.limiter.consume(
          `register:address:${request.ip}`,
          rateLimitRules.registrationsPerAddress,
        );
        refuseWhenLimited(ipQuota, say('tooManySignUps'));
        // Refuse before creating anything when this phone has used up its codes for the hour.
        const codes = await accounts.limiter.check(
          `codes:phone:${input.phone_number}`,
          rateLimitRules.codesPerPhone,
        );
        refuseWhenLimited(codes, say('tooManyCodesToPhone'));
        let user;
        try {
          user = await createAccount(
            database.db,
            {
              username: input.username,
              email: input.email,
              phone: input.phone_number,
              password: input.password,
              role: 'customer',
              phoneVerified: false,
              ageConfirmed: true,
            },
            clock(),
          );
        } catch (error) {
          if (!(error instanceof AccountError)) throw error;
          const pending = await resumePendingSignUp(
            accounts,
            { ...input, phone: input.phone_number, ipAddress: request.ip },
            error,
          );
          return reply.status(200).send({
            success: true,
            message: inRequestLanguage(request, resumedSignUpMessage(pending.maskedPhone)),
            data: {
              verification_token: await issueVerificationToken(config.jwtSecret, pending.user.id, clock()),
              phone: pending.maskedPhone,
            },
          });
        }
        const { maskedPhone } = await sendPhoneCode(accounts, user, requestLanguage(request));
        return reply.status(201).send({
          success: true,
          message: inRequestLanguage(request, say('codeSent', { phone: maskedPhone })),
          data: {
            verification_token: await issueVerificationToken(config.jwtSecret, user.id, clock()),
            phone: maskedPhone,
          },
        });
      });
    },
  );

  app.post(
    '/api/user/verify-phone',
    {
      config: {
        openapi: {
          summary:
            'Prove the phone with the SMS code (5 tries, 10 minutes); moves phone-wallet winnings in (tier 1 and above; else they wait) and signs the customer in',
          tags: ['users'],
          body: verifySchema,
          responses: {
            200: '{ success, message, data: { claimed_amount, waiting_amount (phone-wallet money kept until a BVN or NIN is verified), token, displayName, nicename, phone_number, wallet_balance, user_role, email, vendor_details } } and the refresh cookie: signed in, as after a login',
            400: 'Wrong or expired code',
            401: 'Bad verification token',
            429: 'Too many code checks for this sign-up or network (Retry-After)',
          },
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(verifySchema, request.body);
      const user = await pendingUser(input.verification_token);
      const result = await accountCall(async () => {
        const tooMany = say('tooManyCodeAttempts');
        refuseWhenLimited(
          await accounts.limiter.consume(`code-checks:user:${user.id}`, rateLimitRules.codeChecksPerSignUp),
          tooMany,
        );
        refuseWhenLimited(
          await accounts.limiter.consume(
            `code-checks:address:${request.ip}`,
            rateLimitRules.codeChecksPerAddress,
          ),
          tooMany,
        );
        return verifyPhoneCode(accounts, user.id, input.code);
      });
      const claimed = claimedMoneySentence({
        movedKobo: result.claimedKobo,
        wonKobo: result.claimedWonKobo,
        waitingKobo: result.waitingKobo,
      });
      // The code proves the phone and the verification token proves the password (given at sign-up or at
      // the login that stopped here): the person is signed in at once, as a login would, not sent to type
      // the password again (issue #27 item 9).
      const session = await signIn(
        request,
        reply,
        result.user,
        claimed ? say('verifiedSignedInWithMoney', { money: claimed }) : say('verifiedSignedIn'),
      );
      return {
        ...session,
        data: {
          ...session.data,
          claimed_amount: nairaFromKobo(result.claimedKobo),
          // A tier-0 customer's phone wallet waits for a verified identity (DOMAIN.md): how much waits.
          waiting_amount: nairaFromKobo(result.waitingKobo),
        },
      };
    },
  );

  app.post(
    '/api/user/resend-code',
    {
      config: {
        openapi: {
          summary: 'Text a new code (at most 3 an hour per phone)',
          tags: ['users'],
          body: resendSchema,
          responses: { 200: '{ success, message, data: { phone } }', 429: 'Quota used (Retry-After)' },
        },
      },
    },
    async (request) => {
      const input = parseInput(resendSchema, request.body);
      const user = await pendingUser(input.verification_token);
      const { maskedPhone } = await accountCall(() =>
        sendPhoneCode(accounts, user, requestLanguage(request)),
      );
      return {
        success: true,
        message: inRequestLanguage(request, say('newCodeSent', { phone: maskedPhone })),
        data: { phone: maskedPhone },
      };
    },
  );

  // Neither route takes an id: a user can only ever read their own record (API1:2023 BOLA), and unknown
  // query parameters (?user_id=...) are refused rather than ignored.
  app.get(
    '/api/user/profile',
    {
      preHandler: requireUser(),
      config: {
        openapi: {
          summary: "The signed-in user's profile (vendors: with their business record)",
          tags: ['users'],
          responses: { 200: '{ success, data }', 401: 'Not signed in' },
        },
      },
    },
    async (request) => {
      parseInput(noQuery, request.query);
      const user = await findUserById(database.db, request.user!.id);
      if (!user) throw new AppError('unauthorized', notSignedIn);
      return { success: true, data: await profileFor(database.db, user) };
    },
  );

  app.get(
    '/api/user/me',
    {
      preHandler: requireUser(),
      config: {
        openapi: {
          summary: "The signed-in user's data with the current wallet balance (the dashboard's refresh)",
          tags: ['users'],
          responses: {
            200: '{ success, data: { displayName, nicename, phone_number, wallet_balance, user_role, email, vendor_details } }',
            401: 'Not signed in',
          },
        },
      },
    },
    async (request) => {
      parseInput(noQuery, request.query);
      const user = await findUserById(database.db, request.user!.id);
      if (!user) throw new AppError('unauthorized', notSignedIn);
      return { success: true, data: await userDataFor(database.db, user) };
    },
  );
}
