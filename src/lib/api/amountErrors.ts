import { z } from 'zod';
import { encodeMoney } from './encodeMoney.ts';
import { Amount } from './money.ts';

/** An amount a call refused, with the one it expects (`errors[]` of its 400 or 409): rupees on the wire, paise inside. */
export const AmountError = z.object({ field: z.string(), message: z.string(), expected: Amount });

/**
 * The refusals as the wire carries them: an error's body is not the call's answer, which its schema
 * encodes, so it is encoded here, each error's keys in the order the caller gave them.
 */
export const amountErrors = (errors: z.output<typeof AmountError>[]): z.input<typeof AmountError>[] =>
  encodeMoney(z.array(AmountError), errors) as z.input<typeof AmountError>[];
