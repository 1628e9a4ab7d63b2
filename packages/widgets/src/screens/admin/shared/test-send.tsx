import type { Reply } from '@saola/core/http';
import { useState } from 'react';
import { useT } from '../../../runtime/i18n';
import { Button } from '../../../ui/button/button';
import { fieldErrorsOf } from '../../../ui/form/use-form';
import { TextField } from '../../../ui/text-field/text-field';

export interface TestSendProps {
  label: string;
  button: string;
  type: 'email' | 'tel';
  maxLength: number;
  send: (to: string) => Promise<Reply<unknown>>;
}

/**
 * Sends a test through what the school saved (its mail server, its SMS gateway): a refusal shows what the server
 * or gateway answered under the field, a success the reply's own notice.
 */
export function TestSend({ label, button, type, maxLength, send }: TestSendProps) {
  const t = useT();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(undefined);
    setBusy(true);
    const reply = await send(to.trim());
    setBusy(false);
    const field = fieldErrorsOf(reply)?.[0];
    if (field) setError(field.message);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line"
    >
      <h2 className="font-semibold text-ink">{t('settings.testSend')}</h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <TextField
            label={label}
            name="to"
            type={type}
            required
            maxLength={maxLength}
            value={to}
            onChange={setTo}
            error={error}
          />
        </div>
        <Button type="submit" variant="secondary" busy={busy} disabled={!to.trim()}>
          {button}
        </Button>
      </div>
    </form>
  );
}
