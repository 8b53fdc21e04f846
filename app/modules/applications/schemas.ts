import { z } from "zod/mini";
import { emailField, nameCharacters } from "~/modules/forms/fields";
import { schemaFields } from "~/modules/forms/form-input";
import { formatDanishNumber, formatEnglishInteger } from "~/lib/number-format";

/**
 * The two application forms (docs/rules.md, "Forms"), shared by the browser and the action.
 * Messages are kept word for word (docs/rules.md, "Texts"); upper bounds are ours, so nobody can post a novel.
 * zod/mini (not the full zod) keeps the browser bundle within its budget.
 */

export type Programme = "voice-elevated" | "celebrity-vocal-experience";

const text = (min: number, max: number, message: string, tooLong: (max: number) => string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, { error: message }), z.maxLength(max, { error: tooLong(max) }));

const name = (message: string, tooLong: (max: number) => string, oneLine: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(2, { error: message }), z.maxLength(100, { error: tooLong(100) }), nameCharacters(oneLine));

const email = emailField;

const danishTooLong = (max: number) => `Højst ${formatDanishNumber(max)} tegn`;
const englishTooLong = (max: number) => `Please keep this under ${formatEnglishInteger(max)} characters`;

export const voiceElevatedApplicationSchema = z.object({
  firstName: name("Fornavn skal være mindst 2 tegn", danishTooLong, "Skriv dit navn på én linje, kun med bogstaver"),
  lastName: name("Efternavn skal være mindst 2 tegn", danishTooLong, "Skriv dit navn på én linje, kun med bogstaver"),
  email: email("Indtast venligst en gyldig email adresse"),
  phone: text(8, 40, "Indtast venligst et gyldigt telefon nummer", danishTooLong),
  singingBackground: text(50, 5000, "Beskriv venligst din sang baggrund med mindst 50 tegn", danishTooLong),
  experienceLevel: text(10, 1000, "Beskriv venligst dit erfaring niveau", danishTooLong),
  currentChallenges: text(30, 5000, "Beskriv venligst dine nuværende udfordringer", danishTooLong),
  voiceElevatedGoals: text(30, 5000, "Beskriv venligst dine mål for programmet", danishTooLong),
  whyVoiceElevated: text(50, 5000, "Fortæl os venligst hvorfor du vil deltage i dette program", danishTooLong),
  callTimes: text(10, 500, "Lad os venligst vide dine foretrukne samtale tider", danishTooLong),
  agreedToTerms: z.literal(true, { error: "Du skal acceptere vilkårene" }),
});

export const celebrityApplicationSchema = z.object({
  firstName: name("First name must be at least 2 characters", englishTooLong, "Please write your name on one line, with letters only"),
  lastName: name("Last name must be at least 2 characters", englishTooLong, "Please write your name on one line, with letters only"),
  email: email("Please enter a valid email address"),
  phone: text(8, 40, "Please enter a valid phone number", englishTooLong),
  singingBackground: text(50, 5000, "Please provide at least 50 characters about your singing background", englishTooLong),
  experienceLevel: text(10, 1000, "Please describe your experience level", englishTooLong),
  currentChallenges: text(30, 5000, "Please describe your current challenges", englishTooLong),
  retreatGoals: text(30, 5000, "Please describe your goals for the retreat", englishTooLong),
  whyAttend: text(50, 5000, "Please tell us why you want to attend this specific retreat", englishTooLong),
  callTimes: text(10, 500, "Please let us know your preferred call times", englishTooLong),
  agreedToTerms: z.literal(true, { error: "You must agree to the terms" }),
});

export type VoiceElevatedApplication = z.infer<typeof voiceElevatedApplicationSchema>;
export type CelebrityApplication = z.infer<typeof celebrityApplicationSchema>;

export const voiceElevatedTextFields = schemaFields(voiceElevatedApplicationSchema).text;
export const celebrityTextFields = schemaFields(celebrityApplicationSchema).text;

/** The field carrying the celebrity application's PDFs. */
export const APPLICATION_FILES_FIELD = "files";

/** Messages about the uploaded files and the whole submission, per form language. */
export const applicationMessages = {
  da: {
    failureTitle: "Indsendelse fejl",
    failureDescription: "Der opstod en fejl ved indsendelse af din ansøgning. Prøv venligst igen.",
    successTitle: "Ansøgning indsendt",
    successDescription: "Din ansøgning er blevet indsendt. Du hører fra os inden for 2-3 arbejdsdage.",
    rateLimited: "Du har sendt mange ansøgninger på kort tid. Vent venligst en time, og prøv igen.",
    tooLarge: "Indsendelsen er for stor.",
    malformed: "Formularen kunne ikke læses. Prøv venligst igen.",
  },
  en: {
    failureTitle: "Submission Error",
    failureDescription: "There was an error submitting your application. Please try again.",
    successTitle: "Application Submitted",
    successDescription: "Your application has been submitted successfully. You'll hear from us within 2-3 business days.",
    rateLimited: "You have sent several applications in a short time. Please wait an hour and try again.",
    tooLarge: "Your files are too large: each PDF may be at most 10 MB, and you can attach up to 5 files.",
    malformed: "The form could not be read. Please try again.",
  },
} as const;
