import TicketIcon from '@heroicons/react/24/outline/TicketIcon';
import { type Redemption, redeemPayload } from '@saola/core/api';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { fieldErrorsOf, useForm } from '../../../ui/form/use-form';
import { TextField } from '../../../ui/text-field/text-field';

export interface RedeemCodeProps {
  /** After a code enrolled the learner: the list shows her new courses. */
  onRedeemed: () => void;
  onOpenCourse: (idCourse: number) => void;
}

/**
 * "Redeem a code": the learner types the code printed on the card she bought and is enrolled at once; an
 * unknown, expired or used-up code, or too many wrong ones, is said in the dialog itself.
 */
export function RedeemCode({ onRedeemed, onOpenCourse }: RedeemCodeProps) {
  const t = useT();
  const { api } = useSaola();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ message: string; redemption: Redemption } | null>(null);
  const form = useForm({
    initial: { code: '' },
    struct: redeemPayload,
    onSubmit: async (values) => {
      const reply = await api.activeCode.redeem(values, { quiet: true });
      if (reply.error || !reply.data)
        return fieldErrorsOf(reply) ?? [{ field: 'code', message: reply.message || t('errors.server') }];
      setDone({ message: reply.message, redemption: reply.data });
      onRedeemed();
      return undefined;
    },
  });
  const close = () => {
    setOpen(false);
    setDone(null);
    form.set('code', '');
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <TicketIcon aria-hidden className="size-4" />
        {t('activeCode.redeem')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('activeCode.redeemTitle')}
        actions={
          done ? (
            <Button variant="secondary" onClick={close}>
              {t('common.close')}
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" form="saola-redeem-code" busy={form.submitting}>
                {t('activeCode.redeemSubmit')}
              </Button>
            </>
          )
        }
      >
        {done ? (
          <div className="flex flex-col gap-3" role="status">
            <p className="text-ink">{done.message}</p>
            <ul className="flex flex-col gap-2">
              {done.redemption.courses.map((course) => (
                <li key={course.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-ink">{course.name}</span>
                  <Button
                    onClick={() => {
                      close();
                      onOpenCourse(course.id);
                    }}
                  >
                    {t('activeCode.openCourse')}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <form id="saola-redeem-code" noValidate onSubmit={form.submit} className="flex flex-col gap-2">
            <TextField
              label={t('activeCode.code')}
              required
              maxLength={60}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              description={t('activeCode.redeemHint')}
              {...form.field('code')}
            />
          </form>
        )}
      </Dialog>
    </>
  );
}
