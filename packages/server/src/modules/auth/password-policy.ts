import { PASSWORD_MIN_LENGTH } from '@saola/core/constants';
import type { Translate } from '@saola/core/i18n';
import { validators } from '@saola/core/validate';
import type { Site } from '../../db/schema';
import { fieldError } from '../../http/errors';

/** Every password write passes here: at least 8 characters, and the strong rule when the site asks for it. */
export function assertPasswordPolicy(site: Site, password: string, field: string, t: Translate): void {
  if (site.isSetStrongPassword && !validators.strongPassword(password))
    throw fieldError(field, t('validation.strongPassword'));
  if (!validators.minLength(password, PASSWORD_MIN_LENGTH))
    throw fieldError(field, t('validation.minLength', { count: PASSWORD_MIN_LENGTH }));
}
