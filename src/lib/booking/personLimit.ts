import type { Theatre } from '../api/theatres.ts';

/** A room's size as the API gives it (and the theatre card stores it): counts of people, no money. */
export type RoomSize = Pick<Theatre, 'maxPeople' | 'maxSeating' | 'extraPerson'>;

/** How many people a theatre takes: maxSeating when extra persons are allowed, else maxPeople. */
export const personLimit = (room: RoomSize): number =>
  room.extraPerson === 'Yes' ? Math.max(room.maxSeating, room.maxPeople) : room.maxPeople;

/** Whether a persons count is one a room of this limit takes: a whole number from 1 to the limit. */
export const withinPersonLimit = (persons: number, limit: number): boolean => Number.isInteger(persons) && persons >= 1 && persons <= limit;

/** People above those a price includes (the theatre's maxPeople, or a combo plan's noOfPersons). */
export const extraPersonsFor = (persons: number, included: number): number => Math.max(0, persons - included);
