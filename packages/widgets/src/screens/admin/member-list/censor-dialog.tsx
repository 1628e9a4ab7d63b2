import type { Member } from '@saola/core/api';
import { fieldMessages } from '@saola/core/http';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { Textarea } from '../../../ui/textarea/textarea';

export interface CensorDialogProps {
  member: Member | null;
  onClose: () => void;
  onDone: () => void;
}

/** Approves a member, or cancels the approval with a note saying why (the server requires it too). */
export function CensorDialog({ member, onClose, onDone }: CensorDialogProps) {
  const t = useT();
  const { api } = useSaola();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setNote('');
    setError(undefined);
    onClose();
  };
  const decide = async (censorship: 'approved' | 'cancelled') => {
    if (!member) return;
    if (censorship === 'cancelled' && !note.trim()) {
      setError(t('orgError.reasonRequired'));
      return;
    }
    const reply = await api.member.censor({ id: member.id, censorship, ...(note.trim() ? { note } : {}) });
    if (reply.error) {
      setError(fieldMessages(reply).note ?? reply.message);
      return;
    }
    close();
    onDone();
  };
  return (
    <Dialog
      open={member !== null}
      onClose={close}
      title={t('member.censorTitle', { name: member?.fullName ?? '' })}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={() => decide('cancelled')}>
            {t('member.cancelApproval')}
          </Button>
          <Button onClick={() => decide('approved')}>{t('member.approve')}</Button>
        </>
      }
    >
      <Textarea
        label={t('member.censorshipNote')}
        name="note"
        maxLength={1000}
        value={note}
        onChange={setNote}
        error={error}
        description={t('member.noteHint')}
      />
    </Dialog>
  );
}
