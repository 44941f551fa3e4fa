import { createClient } from '../../lib/api/client.ts';
import { apiOrigin } from '../../client/apiOrigin.ts';

/** The API as the theatre screen calls it, live on every date change. */
export const api = createClient({ origin: apiOrigin });
