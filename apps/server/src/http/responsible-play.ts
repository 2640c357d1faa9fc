import {
  lagosDateOf,
  lagosDayRange,
  lagosMonthOf,
  lagosMonthRange,
  nairaFromKobo,
  readSpendLimit,
  SELF_EXCLUSION_PERIOD_MESSAGE,
  SELF_EXCLUSION_PERIOD_IDS,
} from '@chancepay/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import {
  excludeSelf,
  readPlayState,
  ResponsiblePlayError,
  setSpendLimits,
  type PlayState,
  type SpendLimit,
} from '../domain/responsible-play';
import { localized, messagesFrom } from '../i18n/localized';
import { playMessages } from '../domain/responsible-play/responsible-play.messages';
import { requireUser } from './auth';
import { domainAppError, parseInput, translatingRefusals } from './errors';
import { formMessages } from './forms.messages';
import { apiProfileMessages } from './profile.messages';
import { inRequestLanguage } from './request-language';

export const PLAY_LIMITS_PATH = '/api/user/play-limits';
export const SELF_EXCLUSION_PATH = '/api/user/self-exclusion';
export const CUSTOMERS_ONLY_MESSAGE = apiProfileMessages.en.playForCustomersOnly;
export const SPEND_LIMIT_TYPE_MESSAGE = formMessages.en.spendLimitType;
export const NOTHING_TO_CHANGE_MESSAGE = 'Send daily_limit, monthly_limit or both (null removes a limit).';

/** Naira as text or a number -> kobo; null (or "") -> no limit. The same reading as the profile form's. */
const spendLimitSchema = z
  .union([z.string(), z.number(), z.null()], { error: SPEND_LIMIT_TYPE_MESSAGE })
  .transform((value, ctx) => {
    const reading = readSpendLimit(value);
    if (!reading.ok) {
      ctx.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    }
    return reading.kobo;
  });

/** A body that is not an object gets this instead of zod's "expected object, received array". */
const objectBody = (example: string) => ({
  error: (issue: { code: string }) =>
    issue.code === 'invalid_type' ? `Send a JSON object, like ${example}.` : undefined,
});

export const spendLimitsRequest = z
  .strictObject(
    {
      daily_limit: spendLimitSchema.optional(),
      monthly_limit: spendLimitSchema.optional(),
    },
    objectBody('{ "daily_limit": "5000.00" }'),
  )
  .refine((body) => body.daily_limit !== undefined || body.monthly_limit !== undefined, {
    message: NOTHING_TO_CHANGE_MESSAGE,
  });

export const selfExclusionRequest = z.strictObject(
  { period: z.enum(SELF_EXCLUSION_PERIOD_IDS, { error: SELF_EXCLUSION_PERIOD_MESSAGE }) },
  objectBody('{ "period": "6_months" }'),
);

const noQuery = z.strictObject({});

function limitPayload(limit: SpendLimit, spentKobo: number, resetsAt: Date) {
  const naira = (kobo: number | null) => (kobo === null ? null : nairaFromKobo(kobo));
  return {
    limit: naira(limit.limitKobo),
    spent: nairaFromKobo(spentKobo),
    remaining: limit.limitKobo === null ? null : nairaFromKobo(Math.max(0, limit.limitKobo - spentKobo)),
    pending: limit.pending
      ? { limit: naira(limit.pending.limitKobo), effective_at: limit.pending.effectiveAt.toISOString() }
      : null,
    // When "spent" starts again from zero (the next Lagos day or month): the products can say "until
    // tomorrow" or "until 1 December" before a form is filled (issue #27 item 7).
    resets_at: resetsAt.toISOString(),
  };
}

/** The API's shape of a customer's responsible-play state (amounts as naira strings). */
export function playStatePayload(state: PlayState, now: Date) {
  return {
    daily: limitPayload(state.settings.daily, state.spend.todayKobo, lagosDayRange(lagosDateOf(now)).end),
    monthly: limitPayload(
      state.settings.monthly,
      state.spend.thisMonthKobo,
      lagosMonthRange(lagosMonthOf(now)).end,
    ),
    excluded_until: state.excluded ? state.settings.excludedUntil!.toISOString() : null,
  };
}

function responsiblePlayCall<T>(work: () => Promise<T>): Promise<T> {
  return translatingRefusals(work, [ResponsiblePlayError], (error) =>
    domainAppError(error.code === 'conflict' ? 'conflict' : 'bad_request', error),
  );
}

const stateDescription =
  'data: { daily: { limit, spent, remaining, pending: { limit, effective_at } | null, resets_at }, monthly: { same }, excluded_until }. resets_at is when spent starts again from zero (the next Lagos day or month). Amounts are naira strings; limit and remaining are null when there is no limit (a pending limit of null removes it). "spent" counts ticket money (never a Scan2Pay4Me amount due) of orders on the Lagos day / month that did not fail or close, unpaid ones included.';

/**
 * Responsible play (DOMAIN.md; docs/API.md "Responsible play"): the signed-in customer's own spend limits and
 * self-exclusion. No route takes a user id: each acts on the caller only (OWASP API1:2023 BOLA).
 */
export async function responsiblePlayRoutes(
  app: FastifyInstance,
  { database, clock }: AppDependencies,
): Promise<void> {
  const customersOnly = requireUser(['customer'], messagesFrom(apiProfileMessages)('playForCustomersOnly'));

  app.get(
    PLAY_LIMITS_PATH,
    {
      preHandler: customersOnly,
      config: {
        openapi: {
          summary:
            'The signed-in customer’s ticket spend limits, what they spent today and this month, and any self-exclusion',
          description: stateDescription,
          tags: ['responsible play'],
          responses: { 200: '{ success, data }', 401: 'Not signed in', 403: 'Not a customer' },
        },
      },
    },
    async (request) => {
      parseInput(noQuery, request.query, 'query');
      const state = await responsiblePlayCall(() => readPlayState(database.db, request.user!.id, clock()));
      return { success: true, data: playStatePayload(state, clock()) };
    },
  );

  app.post(
    PLAY_LIMITS_PATH,
    {
      preHandler: customersOnly,
      config: {
        openapi: {
          summary:
            'Set the daily and/or monthly ticket spend limit (a decrease at once, an increase after 24 hours)',
          description: `Body { daily_limit?, monthly_limit? }: naira (₦1.00 to ₦100,000,000.00) as a string or number, or null for no limit; a field left out stays as it is. Lowering a limit, or setting one where there was none, applies at once; raising or removing it applies 24 hours later (a new request replaces a pending one). Answer { success, message, data } with ${stateDescription}`,
          tags: ['responsible play'],
          body: spendLimitsRequest,
          responses: {
            200: '{ success, message (what changed and when), data }',
            400: 'Bad amount, unknown field, or nothing to change',
            401: 'Not signed in',
            403: 'Not a customer',
          },
        },
      },
    },
    async (request) => {
      const body = parseInput(spendLimitsRequest, request.body ?? {});
      const { state, sentences } = await responsiblePlayCall(() =>
        setSpendLimits(
          database.db,
          request.user!.id,
          { dailyKobo: body.daily_limit, monthlyKobo: body.monthly_limit },
          clock(),
        ),
      );
      const [first, second] = sentences;
      const message = second ? localized(playMessages, 'twoChanges', { first: first!, second }) : first!;
      return {
        success: true,
        message: inRequestLanguage(request, message),
        data: playStatePayload(state, clock()),
      };
    },
  );

  app.post(
    SELF_EXCLUSION_PATH,
    {
      preHandler: customersOnly,
      config: {
        openapi: {
          summary: 'Exclude yourself from buying tickets for 6 months, 1 year or 5 years (cannot be undone)',
          description: `Body { period: ${SELF_EXCLUSION_PERIOD_IDS.map((id) => `"${id}"`).join(' | ')} }. The exclusion runs from now on the Lagos calendar and cannot be shortened or cancelled; while one runs, a period that ends later extends it and one that ends sooner is refused (409). Every order is refused meanwhile, signed in or bought with the customer's phone.`,
          tags: ['responsible play'],
          body: selfExclusionRequest,
          responses: {
            200: '{ success, message: "You have excluded yourself from buying tickets until 21 May 2027.", data }',
            400: 'Unknown period or field',
            401: 'Not signed in',
            403: 'Not a customer',
            409: 'Would end before the exclusion already running',
          },
        },
      },
    },
    async (request) => {
      const body = parseInput(selfExclusionRequest, request.body ?? {});
      const { state, sentence } = await responsiblePlayCall(() =>
        excludeSelf(database.db, request.user!.id, body.period, clock()),
      );
      return {
        success: true,
        message: inRequestLanguage(request, sentence),
        data: playStatePayload(state, clock()),
      };
    },
  );
}
