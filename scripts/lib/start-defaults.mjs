// What `npm start` adds to the environment before the server reads it.

const LOCAL_HOSTS = /^(localhost|.*\.localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * A fresh clone trying the site (the embedded database, a localhost address) gets the demo
 * content, so there is something to sign in to; anything that looks like a deployment (a
 * PostgreSQL server or a public address) gets it only when DEMO_CONTENT says so.
 */
export function startDefaults(env) {
  if (env.DEMO_CONTENT !== undefined && env.DEMO_CONTENT !== "") return {};
  if (env.DATABASE_URL) return {};
  let host = "localhost";
  if (env.PUBLIC_URL) {
    try {
      host = new URL(env.PUBLIC_URL).hostname;
    } catch {
      return {};
    }
  }
  return LOCAL_HOSTS.test(host) ? { DEMO_CONTENT: "1" } : {};
}
