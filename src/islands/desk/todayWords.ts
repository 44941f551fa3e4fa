/** The Today screen's introduction, also drawn by the desk page before its script runs (desk.astro). */
export const TODAY_INTRO = "Every theatre's slots of the day; it refreshes by itself.";
