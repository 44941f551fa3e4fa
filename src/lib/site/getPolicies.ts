import type { Policy } from '../api/content.ts';
import { buildCall } from './buildClient.ts';

/** The three policy texts as the API sends them: HTML, to go through sanitizeHtml before a page shows it. */
export async function getPolicies(): Promise<Policy> {
  return (await buildCall('policies')).policy;
}
