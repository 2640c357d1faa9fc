import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../dependencies';

/**
 * GET /api/context-proxy/v1/site-config: the public settings the web app reads at run time (the home page's
 * testimonial video, TESTIMONIAL_VIDEO_URL). Nothing secret or personal belongs here.
 */
export async function siteConfigRoutes(app: FastifyInstance, { config }: AppDependencies): Promise<void> {
  app.get(
    '/api/context-proxy/v1/site-config',
    {
      config: {
        openapi: { summary: 'Public site settings (app name, testimonial video URL)', tags: ['site'] },
      },
    },
    async () => ({
      success: true,
      data: { app_name: config.APP_NAME, testimonial_video_url: config.TESTIMONIAL_VIDEO_URL ?? null },
    }),
  );
}
