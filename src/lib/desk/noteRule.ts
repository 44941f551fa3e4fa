/** A staff note on a booking: at most this many characters (the desk's form stops there too). */
export const NOTE_MAX_LENGTH = 1000;
