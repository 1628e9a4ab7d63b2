import { CheckIcon } from '@heroicons/react/24/outline';
import { useT } from '../../../runtime/i18n';
import { useReply } from '../../../runtime/use-reply';
import { LazyRichTextView } from '../../../ui/rich-text/lazy-rich-text-view';
import { BuyCourse } from './buy-course';

/**
 * The packages a course is in that the learner can buy, on the course's page: what each gives (its courses,
 * what it is about, its benefits) and its own "Buy". Nothing shows when there is none to buy.
 */
export function PackageOffers({ idCourse, onPaid }: { idCourse: number; onPaid: () => void }) {
  const t = useT();
  const offers = useReply((api) => api.order.packageOffers({ idCourse }, { quiet: true }), [idCourse]);
  const forSale = offers.data?.filter((offer) => offer.forSale) ?? [];
  if (!forSale.length) return null;
  return (
    <section aria-labelledby="saola-package-offers" className="flex flex-col gap-3">
      <h2 id="saola-package-offers" className="font-semibold text-ink">
        {t('order.packagesWithCourse')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {forSale.map((offer) => (
          <li
            key={offer.id}
            className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
          >
            <h3 className="font-semibold text-ink">{offer.name}</h3>
            <p className="text-sm text-muted">
              {t('order.packageCourses', { count: offer.courses.length })}: {offer.courses.join(', ')}
            </p>
            {offer.about && <LazyRichTextView html={offer.about} />}
            {offer.benefits.length > 0 && (
              <ul className="flex flex-col gap-1">
                {offer.benefits.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-2 text-sm text-ink">
                    <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-green-600" />
                    {benefit}
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-auto">
              <BuyCourse
                idPackage={offer.id}
                offer={{ forSale: true, price: offer.price, paymentTypes: offer.paymentTypes }}
                name={offer.name}
                onPaid={onPaid}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
