import type { Programme } from "~/modules/applications/schemas";

/** One text field of an application form. */
export interface FieldCopy {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  minLength?: number;
  maxLength: number;
}

export interface SectionCopy {
  legend: string;
  fields: FieldCopy[];
}

export interface ApplicationCopy {
  programme: Programme;
  lang: "da" | "en";
  sections: SectionCopy[];
  terms: { before: string; terms: string; and: string; privacy: string; after: string };
  submit: string;
  submitting: string;
  requiredNote: string;
}

export const voiceElevatedCopy: ApplicationCopy = {
  programme: "voice-elevated",
  lang: "da",
  requiredNote: "Alle felter skal udfyldes.",
  sections: [
    {
      legend: "Om dig",
      fields: [
        { name: "firstName", label: "Fornavn", autoComplete: "given-name", minLength: 2, maxLength: 100 },
        { name: "lastName", label: "Efternavn", autoComplete: "family-name", minLength: 2, maxLength: 100 },
        { name: "email", label: "Email", type: "email", autoComplete: "email", maxLength: 254 },
        { name: "phone", label: "Telefon", type: "tel", autoComplete: "tel", minLength: 8, maxLength: 40 },
      ],
    },
    {
      legend: "Din stemme",
      fields: [
        {
          name: "singingBackground",
          label: "Din sangbaggrund",
          hint: "Hvor og hvor længe har du sunget? Kor, band, undervisning. Mindst 50 tegn.",
          multiline: true,
          minLength: 50,
          maxLength: 5000,
        },
        { name: "experienceLevel", label: "Dit erfaringsniveau", hint: "F.eks. begynder, øvet amatør eller professionel.", minLength: 10, maxLength: 1000 },
        {
          name: "currentChallenges",
          label: "Dine nuværende udfordringer",
          hint: "Hvad driller mest lige nu? Mindst 30 tegn.",
          multiline: true,
          minLength: 30,
          maxLength: 5000,
        },
      ],
    },
    {
      legend: "Dine mål",
      fields: [
        {
          name: "voiceElevatedGoals",
          label: "Dine mål for programmet",
          hint: "Hvad vil du kunne efter de fire weekender? Mindst 30 tegn.",
          multiline: true,
          minLength: 30,
          maxLength: 5000,
        },
        {
          name: "whyVoiceElevated",
          label: "Hvorfor vil du deltage i Voice Elevated?",
          hint: "Mindst 50 tegn.",
          multiline: true,
          minLength: 50,
          maxLength: 5000,
        },
      ],
    },
    {
      legend: "Samtalen",
      fields: [
        {
          name: "callTimes",
          label: "Foretrukne tidspunkter for en samtale",
          hint: "F.eks. hverdage efter kl. 17 eller lørdag formiddag.",
          minLength: 10,
          maxLength: 500,
        },
      ],
    },
  ],
  terms: { before: "Jeg accepterer ", terms: "vilkårene", and: " og har læst ", privacy: "privatlivspolitikken", after: "." },
  submit: "Indsend ansøgning",
  submitting: "Indsender...",
};

export const celebrityCopy: ApplicationCopy = {
  programme: "celebrity-vocal-experience",
  lang: "en",
  requiredNote: "All fields are required unless marked optional.",
  sections: [
    {
      legend: "About you",
      fields: [
        { name: "firstName", label: "First name", autoComplete: "given-name", minLength: 2, maxLength: 100 },
        { name: "lastName", label: "Last name", autoComplete: "family-name", minLength: 2, maxLength: 100 },
        { name: "email", label: "Email", type: "email", autoComplete: "email", maxLength: 254 },
        { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", minLength: 8, maxLength: 40 },
      ],
    },
    {
      legend: "Your voice",
      fields: [
        {
          name: "singingBackground",
          label: "Your singing background",
          hint: "Where and how long have you sung? Choirs, bands, lessons, stages. At least 50 characters.",
          multiline: true,
          minLength: 50,
          maxLength: 5000,
        },
        {
          name: "experienceLevel",
          label: "Your experience level",
          hint: "For example beginner, experienced amateur or professional.",
          minLength: 10,
          maxLength: 1000,
        },
        {
          name: "currentChallenges",
          label: "Your current challenges",
          hint: "What holds your voice back right now? At least 30 characters.",
          multiline: true,
          minLength: 30,
          maxLength: 5000,
        },
      ],
    },
    {
      legend: "The retreat",
      fields: [
        {
          name: "retreatGoals",
          label: "Your goals for the retreat",
          hint: "What do you want to leave with? At least 30 characters.",
          multiline: true,
          minLength: 30,
          maxLength: 5000,
        },
        { name: "whyAttend", label: "Why this retreat?", hint: "At least 50 characters.", multiline: true, minLength: 50, maxLength: 5000 },
      ],
    },
    {
      legend: "The call",
      fields: [
        { name: "callTimes", label: "Preferred call times", hint: "For example weekday evenings after 5 pm (Danish time).", minLength: 10, maxLength: 500 },
      ],
    },
  ],
  terms: { before: "I agree to the ", terms: "terms of service", and: " and have read the ", privacy: "privacy policy", after: "." },
  submit: "Submit Application",
  submitting: "Submitting...",
};
