/** A field of the login form, as `LOGIN_TEXT` labels it. */
export type LoginField = 'email' | 'password';

/** One problem the server reported: the field it names, if any, and the message without the field key. */
export interface LoginProblem {
  field: LoginField | null;
  text: string;
}

/** The body keys of `POST /api/login` (`LoginRequest`) and the form fields they are typed in. */
const FIELD_OF_KEY: Record<string, LoginField> = { username: 'email', password: 'password' };

// The server's 400 writes each schema issue as "<body key>: <message>" (apps/api's validation answer, mirrored
// by validationErrorBody in mocks); the key is for developers, so it is read here and not shown.
const KEYED = /^(\w+): (.+)$/s;

/** The server's messages as problems: known field keys taken off and turned into the field they name. */
export function loginProblems(messages: readonly string[]): LoginProblem[] {
  return messages.map((message) => {
    const [, key = '', text = ''] = KEYED.exec(message) ?? [];
    const field = FIELD_OF_KEY[key];
    return field ? { field, text } : { field: null, text: message };
  });
}
