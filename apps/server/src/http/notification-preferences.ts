import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';
import { moneyByEmail, setMoneyByEmail } from '../domain/notifications';
import { authenticate } from './auth';
import { parseInput } from './errors';

export const NOTIFICATION_PREFERENCES_PATH = '/api/user/notification-preferences';
export const MONEY_BY_EMAIL_MESSAGE = 'Send { "money_by_email": true } or { "money_by_email": false }.';

const preferencesRequest = z.strictObject(
  { money_by_email: z.boolean({ error: MONEY_BY_EMAIL_MESSAGE }) },
  { error: () => MONEY_BY_EMAIL_MESSAGE },
);
const noQuery = z.strictObject({});

/**
 * DOMAIN.md Notifications: whether wins and payments also come by email (the Profile page). Texts for
 * money events and codes are always sent. Acts on the caller only; no route takes a user id.
 */
export async function notificationPreferenceRoutes(
  app: FastifyInstance,
  { database, clock }: AppDependencies,
): Promise<void> {
  const payload = (value: boolean) => ({ success: true, data: { money_by_email: value } });

  app.get(
    NOTIFICATION_PREFERENCES_PATH,
    {
      preHandler: authenticate,
      config: {
        openapi: {
          summary: 'Whether wins and payments also come by email (SMS is always on)',
          tags: ['notifications'],
          responses: { 200: '{ success, data: { money_by_email } }', 401: 'Not signed in' },
        },
      },
    },
    async (request) => {
      parseInput(noQuery, request.query, 'query');
      return payload(await moneyByEmail(database.db, request.user!.id));
    },
  );

  app.post(
    NOTIFICATION_PREFERENCES_PATH,
    {
      preHandler: authenticate,
      config: {
        openapi: {
          summary: 'Choose whether wins and payments also come by email',
          tags: ['notifications'],
          body: preferencesRequest,
          responses: { 200: '{ success, message, data }', 400: 'Not a boolean', 401: 'Not signed in' },
        },
      },
    },
    async (request) => {
      const body = parseInput(preferencesRequest, request.body);
      await setMoneyByEmail(database.db, request.user!.id, body.money_by_email, clock());
      return {
        ...payload(body.money_by_email),
        message: body.money_by_email
          ? 'Wins and payments will also come by email.'
          : 'Wins and payments will come by text message only.',
      };
    },
  );
}
