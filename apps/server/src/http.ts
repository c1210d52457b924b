/**
 * Failures as thrown values: a handler throws `new HttpFailure(404, text)` and the app answers
 * `{ message }` (plus `errors` when there are field details) with that status. Anything else
 * thrown is a 500 whose body says nothing of the cause (no stack, no SQL): the log has it.
 */
export class HttpFailure extends Error {
  readonly status: number;
  readonly errors: string[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    options: { errors?: string[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  body(): { message: string; errors?: string[] } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export function fail(
  status: number,
  message: string,
  options?: { errors?: string[]; headers?: Record<string, string> },
): never {
  throw new HttpFailure(status, message, options);
}

/** A 400 naming one field of the body, as the schemas' refusals do: `{ message, errors: ["field: problem"] }`. */
export function refuseField(field: string, problem: string): never {
  throw new HttpFailure(400, problem, { errors: [`${field}: ${problem}`] });
}

/** A 201 answer: handlers that create a record return `created(body)`. */
export class Created<T> {
  readonly body: T;
  constructor(body: T) {
    this.body = body;
  }
}

export function created<T>(body: T): Created<T> {
  return new Created(body);
}
