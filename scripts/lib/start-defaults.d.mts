export function startDefaults(env: Record<string, string | undefined>): Record<string, string>;
