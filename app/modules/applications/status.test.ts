import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, applicationLanguage, canMoveApplication, decideMove, type ApplicationStatus } from "./status";

describe("an application's status", () => {
  const legal: [ApplicationStatus, ApplicationStatus][] = [
    ["new", "reviewing"],
    ["new", "accepted"],
    ["new", "declined"],
    ["reviewing", "accepted"],
    ["reviewing", "declined"],
  ];

  it("moves only forward: new → reviewing → accepted or declined", () => {
    for (const from of APPLICATION_STATUSES)
      for (const to of APPLICATION_STATUSES) {
        const allowed = legal.some(([a, b]) => a === from && b === to);
        expect(canMoveApplication(from, to), `${from} → ${to}`).toBe(allowed);
      }
  });

  it("never leaves a decision, and refuses an unknown status", () => {
    expect(canMoveApplication("accepted", "declined")).toBe(false);
    expect(canMoveApplication("declined", "accepted")).toBe(false);
    expect(canMoveApplication("reviewing", "new")).toBe(false);
    expect(canMoveApplication("archived", "accepted")).toBe(false);
  });

  it("a second click finds the change made: nothing more happens", () => {
    expect(decideMove({ current: "accepted", seen: "new", to: "accepted" })).toEqual({ kind: "already" });
    expect(decideMove({ current: "declined", seen: "reviewing", to: "declined" })).toEqual({ kind: "already" });
  });

  it("a change made meanwhile by someone else wins: the stale form is refused with the status it has now", () => {
    expect(decideMove({ current: "declined", seen: "new", to: "accepted" })).toEqual({ kind: "changed", now: "declined" });
    expect(decideMove({ current: "reviewing", seen: "new", to: "accepted" })).toEqual({ kind: "changed", now: "reviewing" });
  });

  it("applies a legal move from the status the coach saw, and refuses an illegal one", () => {
    expect(decideMove({ current: "new", seen: "new", to: "reviewing" })).toEqual({ kind: "apply" });
    expect(decideMove({ current: "reviewing", seen: "reviewing", to: "accepted" })).toEqual({ kind: "apply" });
    expect(decideMove({ current: "accepted", seen: "accepted", to: "declined" })).toEqual({ kind: "illegal" });
    expect(decideMove({ current: "reviewing", seen: "reviewing", to: "new" })).toEqual({ kind: "illegal" });
  });

  it("is answered in the form's language", () => {
    expect(applicationLanguage("voice-elevated")).toBe("da");
    expect(applicationLanguage("celebrity-vocal-experience")).toBe("en");
  });
});
