import { dateTimeOf, dayOf, timeOf } from '@saola/core/dates';
import { session } from '@saola/core/session';

/**
 * Times are shown at the school's clock, whatever the viewer's computer says: the zone of the school's
 * information setting, which the configuration carries (Asia/Ho_Chi_Minh until it has arrived).
 */
const schoolZone = () => session.website?.timeZone ?? 'Asia/Ho_Chi_Minh';

/** HH:mm at the school. */
export const schoolTime = (iso: string) => timeOf(new Date(iso), schoolZone());
/** YYYY-MM-DD at the school. */
export const schoolDay = (iso: string) => dayOf(new Date(iso), schoolZone());
/** DD-MM-YYYY HH:mm at the school. */
export const schoolDateTime = (iso: string) => dateTimeOf(new Date(iso), schoolZone());
