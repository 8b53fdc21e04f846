/** Valid form bodies shared by unit, data and browser tests. */

export const validVoiceElevated = {
  firstName: "Anna",
  lastName: "Jensen",
  email: "anna.jensen@example.dk",
  phone: "+45 12 34 56 78",
  singingBackground: "Jeg har sunget i kor i ti år og taget privattimer de sidste to år.",
  experienceLevel: "Øvet amatør",
  currentChallenges: "Overgangen til hovedklang og nerver på scenen.",
  voiceElevatedGoals: "Mere kontrol i højden og mod til at synge solo.",
  whyVoiceElevated: "Fordi jeg vil arbejde intensivt over flere weekender med en fast gruppe.",
  callTimes: "Hverdage efter kl. 17",
  agreedToTerms: true,
};

export const validCelebrity = {
  ...validVoiceElevated,
  voiceElevatedGoals: undefined,
  whyVoiceElevated: undefined,
  retreatGoals: "Record a demo I am proud of and sing with freedom.",
  whyAttend: "Five focused days away from everything, with daily one-to-one coaching.",
};

/** The application forms' fields by their visible labels (Danish for Voice Elevated), as a browser test fills them. */
export const voiceElevatedLabels: Record<string, string> = {
  firstName: "Fornavn",
  lastName: "Efternavn",
  email: "Email",
  phone: "Telefon",
  singingBackground: "Din sangbaggrund",
  experienceLevel: "Dit erfaringsniveau",
  currentChallenges: "Dine nuværende udfordringer",
  voiceElevatedGoals: "Dine mål for programmet",
  whyVoiceElevated: "Hvorfor vil du deltage i Voice Elevated?",
  callTimes: "Foretrukne tidspunkter for en samtale",
};

export const celebrityLabels: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  singingBackground: "Your singing background",
  experienceLevel: "Your experience level",
  currentChallenges: "Your current challenges",
  retreatGoals: "Your goals for the retreat",
  whyAttend: "Why this retreat?",
  callTimes: "Preferred call times",
};
