/** The signed-in user of a request, resolved from a bearer token or the session cookie. */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  roles: string[];
  /** Staff: the e-mail domain is one of the company's (spec section 1). */
  staff: boolean;
}

/** Resolves the user of a request from its credentials; the auth module supplies the real one. */
export type UserResolver = (credentials: {
  bearer: string | null;
  cookie: string | null;
}) => Promise<AuthUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Filled before every handler. */
    user: AuthUser | null;
  }
}
