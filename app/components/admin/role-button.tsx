import { Form } from "react-router";

const OTHER_ROLES = {
  student: [
    ["admin", "Make admin"],
    ["assistant", "Make assistant"],
  ],
  assistant: [
    ["admin", "Make admin"],
    ["student", "Make student"],
  ],
  admin: [
    ["student", "Make student"],
    ["assistant", "Make assistant"],
  ],
} as const;

/** The role changes open to one account ('Make admin', 'Make assistant', 'Make student'): plain form posts, so they work before JavaScript. */
export function RoleButton({ userId, name, role, busy, className }: { userId: string; name: string; role: string; busy: boolean; className: string }) {
  const choices = OTHER_ROLES[role as keyof typeof OTHER_ROLES] ?? OTHER_ROLES.student;
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map(([next, label]) => (
        <Form method="post" key={next}>
          <input type="hidden" name="intent" value="change-role" />
          <input type="hidden" name="userId" value={userId} />
          <input type="hidden" name="role" value={next} />
          <button type="submit" disabled={busy} className={className}>
            {label}
            <span className="sr-only"> ({name})</span>
          </button>
        </Form>
      ))}
    </div>
  );
}
