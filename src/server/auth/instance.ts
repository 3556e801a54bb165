import { type Auth, type AuthDeps, createAuth } from "./auth";
import { resolveAuthSecret } from "./secret";

const instances = new WeakMap<AuthDeps, Promise<Auth>>();

/**
 * The better-auth instance of these deps, made on first use: the secret may have to be read from (or
 * written to) the database, which `createApp` cannot wait for.
 */
export function authFor(deps: AuthDeps): Promise<Auth> {
  let auth = instances.get(deps);
  if (!auth) {
    auth = resolveAuthSecret(deps.db, deps.env.AUTH_SECRET).then((secret) => createAuth(deps, secret));
    auth.catch(() => instances.delete(deps)); // a failed start is retried by the next request
    instances.set(deps, auth);
  }
  return auth;
}
