import type { AllModulesResponse } from '../api/content.ts';
import { buildCall } from './buildClient.ts';

/** Everything `web/allmodules` answers: sliders, FAQs, testimonials, highlights, popup, occasions... */
export const getAllModules = (): Promise<AllModulesResponse> => buildCall('allModules');
