import { describe, expect, it } from "vitest";
import { parseFields, readTextFields } from "~/modules/forms/form-input";
import { validCelebrity, validVoiceElevated } from "../../../tests/support/fixtures";
import { celebrityApplicationSchema, celebrityTextFields, voiceElevatedApplicationSchema, voiceElevatedTextFields } from "./schemas";

const long = (n: number) => "x".repeat(n);

// Each field's rule, row by row: [field, value just below the bound, message].
const voiceElevatedRules: [string, unknown, string][] = [
  ["firstName", "A", "Fornavn skal være mindst 2 tegn"],
  ["lastName", " B ", "Efternavn skal være mindst 2 tegn"],
  ["email", "anna@", "Indtast venligst en gyldig email adresse"],
  ["phone", "1234567", "Indtast venligst et gyldigt telefon nummer"],
  ["singingBackground", long(49), "Beskriv venligst din sang baggrund med mindst 50 tegn"],
  ["experienceLevel", long(9), "Beskriv venligst dit erfaring niveau"],
  ["currentChallenges", long(29), "Beskriv venligst dine nuværende udfordringer"],
  ["voiceElevatedGoals", long(29), "Beskriv venligst dine mål for programmet"],
  ["whyVoiceElevated", long(49), "Fortæl os venligst hvorfor du vil deltage i dette program"],
  ["callTimes", long(9), "Lad os venligst vide dine foretrukne samtale tider"],
  ["agreedToTerms", false, "Du skal acceptere vilkårene"],
];

const celebrityRules: [string, unknown, string][] = [
  ["firstName", "A", "First name must be at least 2 characters"],
  ["lastName", "B", "Last name must be at least 2 characters"],
  ["email", "not-an-email", "Please enter a valid email address"],
  ["phone", "1234567", "Please enter a valid phone number"],
  ["singingBackground", long(49), "Please provide at least 50 characters about your singing background"],
  ["experienceLevel", long(9), "Please describe your experience level"],
  ["currentChallenges", long(29), "Please describe your current challenges"],
  ["retreatGoals", long(29), "Please describe your goals for the retreat"],
  ["whyAttend", long(49), "Please tell us why you want to attend this specific retreat"],
  ["callTimes", long(9), "Please let us know your preferred call times"],
  ["agreedToTerms", false, "You must agree to the terms"],
];

describe("Voice Elevated application schema", () => {
  it("accepts a complete application", () => {
    expect(voiceElevatedApplicationSchema.safeParse(validVoiceElevated).success).toBe(true);
  });

  it.each(voiceElevatedRules)("%s: %j gives its message", (field, value, message) => {
    const result = parseFields(voiceElevatedApplicationSchema, { ...validVoiceElevated, [field]: value });
    expect(result).toEqual({ ok: false, fieldErrors: { [field]: message } });
  });

  it.each(voiceElevatedRules)("%s: missing gives the same message", (field, _value, message) => {
    const result = parseFields(voiceElevatedApplicationSchema, { ...validVoiceElevated, [field]: undefined });
    expect(result.ok ? undefined : result.fieldErrors[field]).toBe(message);
  });

  it("accepts values exactly at the lower bounds and trims them", () => {
    const result = voiceElevatedApplicationSchema.safeParse({ ...validVoiceElevated, firstName: "  Bo  ", singingBackground: long(50), callTimes: long(10) });
    expect(result.success && result.data.firstName).toBe("Bo");
  });

  it("refuses values past the upper bounds", () => {
    const result = parseFields(voiceElevatedApplicationSchema, { ...validVoiceElevated, singingBackground: long(5001) });
    expect(result.ok ? "" : result.fieldErrors.singingBackground).toBe("Højst 5.000 tegn");
  });
});

describe("Celebrity application schema", () => {
  it("accepts a complete application", () => {
    expect(celebrityApplicationSchema.safeParse(validCelebrity).success).toBe(true);
  });

  it.each(celebrityRules)("%s: %j gives its message", (field, value, message) => {
    const result = parseFields(celebrityApplicationSchema, { ...validCelebrity, [field]: value });
    expect(result).toEqual({ ok: false, fieldErrors: { [field]: message } });
  });
});

describe("reading untrusted form data", () => {
  it("drops control characters (PostgreSQL refuses NUL) but keeps line breaks and Danish letters", () => {
    const form = new FormData();
    form.set("firstName", "\u0000\u0001");
    form.set("singingBackground", "Kor i Århus\r\n\tog solo\u0007");
    const read = readTextFields(form, ["firstName", "singingBackground"]);
    expect(read).toEqual({ firstName: "", singingBackground: "Kor i Århus\r\n\tog solo" });
  });

  it("treats a checked box as true, anything else as false", () => {
    const form = new FormData();
    form.set("agreedToTerms", "on");
    expect(readTextFields(form, [], ["agreedToTerms"])).toEqual({ agreedToTerms: true });
    form.set("agreedToTerms", "yes please");
    expect(readTextFields(form, [], ["agreedToTerms"])).toEqual({ agreedToTerms: false });
  });

  it("rejects a field sent twice or sent as a file with the field's own message", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(validVoiceElevated)) if (typeof value === "string") form.set(key, value);
    form.append("firstName", "Second");
    form.set("email", new File(["x"], "x.txt"));
    const result = parseFields(voiceElevatedApplicationSchema, readTextFields(form, voiceElevatedTextFields, ["agreedToTerms"]));
    expect(result.ok ? {} : result.fieldErrors).toMatchObject({
      firstName: "Fornavn skal være mindst 2 tegn",
      email: "Indtast venligst en gyldig email adresse",
    });
    expect(celebrityTextFields).toContain("retreatGoals");
  });
});
