/**
 * What a path parameter may be before any route looks at it (issue 28). Every parameter the API
 * takes is an id, a token, a kind or a file name: short, one path segment, printable. Anything else
 * is a request for something that cannot exist, so it is a 404 before it reaches a key, a bucket or
 * a log line: a 2,000-character id would otherwise break DynamoDB's key size (a 500), and `../` in
 * a file name must never become part of an object key.
 *
 * API Gateway hands parameters over already percent-decoded, so a `%` left in one is an encoding it
 * could not decode (`%ZZ`), or one encoded twice: neither names anything either.
 */
export const MAX_PATH_PARAM_LENGTH = 256;

// Control characters are what they are here: the point is to refuse them.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[/\\%\u0000-\u001f\u007f]|\.\./;

export function isSafePathParam(value: string): boolean {
  return value.length > 0 && value.length <= MAX_PATH_PARAM_LENGTH && !UNSAFE.test(value);
}
