import { useQuery, type QueryClient } from '@tanstack/react-query';
import { deadline } from '../../../lib/deadline';

export const siteConfigUrl = '/api/context-proxy/v1/site-config';

export interface SiteConfig {
  testimonialVideoUrl: string | null;
}

/** Public settings the server holds (TESTIMONIAL_VIDEO_URL); none configured, or no answer, means none. */
export async function fetchSiteConfig(): Promise<SiteConfig> {
  const limit = deadline(8000);
  try {
    const response = await fetch(siteConfigUrl, { credentials: 'same-origin', signal: limit.signal });
    if (!response.ok) return { testimonialVideoUrl: null };
    const body = (await response.json()) as { data?: { testimonial_video_url?: unknown } };
    const url = body.data?.testimonial_video_url;
    return { testimonialVideoUrl: typeof url === 'string' && /^https?:\/\//.test(url) ? url : null };
  } catch (error) {
    console.error('Could not load the site settings', error);
    return { testimonialVideoUrl: null };
  } finally {
    limit.clear();
  }
}

const siteConfigQueryKey = ['public-site', 'site-config'] as const;

/** The settings a server-rendered page was drawn with (entry-server.tsx, hydration.tsx): no fetch needed. */
export function seedSiteConfig(queryClient: QueryClient, testimonialVideoUrl: string | null): void {
  const url = testimonialVideoUrl && /^https?:\/\//.test(testimonialVideoUrl) ? testimonialVideoUrl : null;
  queryClient.setQueryData<SiteConfig>(siteConfigQueryKey, { testimonialVideoUrl: url });
}

export function useSiteConfig() {
  return useQuery({
    queryKey: siteConfigQueryKey,
    queryFn: fetchSiteConfig,
    staleTime: Infinity,
  });
}
