import { call } from './deskCall.ts';
import * as W from './deskWeek.ts';

/** The week board (deskWeek.ts), a part of the table in deskCalls.ts. */
export const deskWeekCalls = {
  boardWeek: call(
    'boardWeek',
    W.WeekRequest,
    W.WeekResponse,
    "The week board: a branch's theatres by slot and seven days from `start`, each free, held, booked or blocked, a taken one with its order id",
  ),
};
