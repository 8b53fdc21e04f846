/** Who is asking: the signed-in user as the accounts module describes them. Null when signed out. */
export interface Viewer {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  role: "student" | "assistant" | "admin";
}
