import { afterEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

it('tells the web app that no testimonial video is configured', async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/context-proxy/v1/site-config' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    success: true,
    data: { app_name: 'ChancePay', testimonial_video_url: null },
  });
});

it('passes on the configured testimonial video URL', async () => {
  t = await createTestApp({ env: { TESTIMONIAL_VIDEO_URL: 'https://videos.example.ng/story.mp4' } });
  const response = await t.app.inject({ method: 'GET', url: '/api/context-proxy/v1/site-config' });
  expect(response.json().data.testimonial_video_url).toBe('https://videos.example.ng/story.mp4');
});
