// The application page's text limits, apart from its zod schema so the page carries no zod.
export const DECLINE_MESSAGE_MAX = 5000;
export const NOTE_MAX = 5000;
