import { Form } from "react-router";

/** 'Make admin' / 'Make student' for one account: a plain form post, so it works before JavaScript. */
export function RoleButton({ userId, name, role, busy, className }: { userId: string; name: string; role: string; busy: boolean; className: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="change-role" />
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="role" value={role === "admin" ? "student" : "admin"} />
      <button type="submit" disabled={busy} className={className}>
        {role === "admin" ? "Make student" : "Make admin"}
        <span className="sr-only"> ({name})</span>
      </button>
    </Form>
  );
}
