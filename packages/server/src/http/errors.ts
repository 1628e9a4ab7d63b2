import type { TranslationKey, TranslationParams } from '@saola/core/i18n';
import type { FieldError } from '@saola/core/validate';

/**
 * A refusal a handler throws: the reply is `{ error: true, code, message, data }` with the message rendered
 * in the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly code: number,
    readonly key: TranslationKey,
    readonly params?: TranslationParams,
    readonly data: unknown = null,
  ) {
    super(key);
  }
}

export const badRequest = (key: TranslationKey, params?: TranslationParams, data?: unknown) =>
  new HttpError(400, key, params, data);
export const notFound = () => new HttpError(404, 'errors.notFound');
export const forbidden = () => new HttpError(403, 'errors.forbidden');
export const unauthorized = () => new HttpError(401, 'errors.unauthorized');

/** A 400 naming fields, shaped like a validation failure. */
export function fieldError(field: string, message: string): HttpError {
  const errors: FieldError[] = [{ field, message }];
  return new HttpError(400, 'validation.invalidParameter', undefined, errors);
}
